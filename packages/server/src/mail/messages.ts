// The account e-mails' wording, as their text part; the HTML part is made from it when the message is
// sent (html.ts). The subject starts with the site's name.
import { SITE_NAME } from '@reel/api/pages';
import type { MailMessage } from './mailer.js';

export function confirmMessage(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: `${SITE_NAME}: confirm your e-mail`,
    text: `Hello ${username},\n\nPlease confirm your e-mail address to finish signing up:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
    links: [link],
  };
}

/** The reset link opens a form where the member chooses the new password; no password is ever mailed. */
export function restoreMessage(to: string, username: string, link: string, validMinutes: number): MailMessage {
  return {
    to,
    subject: `${SITE_NAME}: password recovery`,
    text: `Hello ${username},\n\nSomeone asked to recover the password of your account. To choose a new password, open:\n\n${link}\n\nThe link works once, for ${validMinutes} minutes. If you did not ask, ignore this message: your password stays as it is.\n`,
    links: [link],
  };
}

/** Sent after a reset: tells the owner, who may not have made it, and never carries the password. */
export function passwordChangedMessage(to: string, username: string, signinLink: string): MailMessage {
  return {
    to,
    subject: `${SITE_NAME}: your password was changed`,
    text: `Hello ${username},\n\nThe password of your account was changed through the password recovery link, and every device signed in to your account was signed out.\n\nSign in at ${signinLink} with the new password. If you did not change it, ask for a new password from the sign-in page right away.\n`,
    links: [signinLink],
  };
}
