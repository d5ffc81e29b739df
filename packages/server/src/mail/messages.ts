// The account e-mails' wording. Plain text: the links are the point, and plain text shows the same
// in every mail client.
import type { MailMessage } from './mailer.js';

const SITE = 'Reel';

export function confirmMessage(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: `${SITE}: confirm your e-mail`,
    text: `Hello ${username},\n\nPlease confirm your e-mail address to finish signing up:\n\n${link}\n\nIf you did not sign up, ignore this message.\n`,
    links: [link],
  };
}

export function restoreMessage(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: `${SITE}: password recovery`,
    text: `Hello ${username},\n\nSomeone asked to recover the password of your account. To get a new password by e-mail, open:\n\n${link}\n\nThe link works once. If you did not ask, ignore this message: your password stays as it is.\n`,
    links: [link],
  };
}

export function newPasswordMessage(to: string, username: string, password: string, signinLink: string): MailMessage {
  return {
    to,
    subject: `${SITE}: your new password`,
    text: `Hello ${username},\n\nYour new password is: ${password}\n\nSign in at ${signinLink} and change it in your profile.\n`,
    links: [signinLink],
  };
}
