// The wording of the e-mails moderation sends: to an uploader when their video is approved or
// rejected, and to a reporter who left an address when their report is decided.
import type { RejectReason } from '@reel/api/moderation';
import { SITE_NAME } from '@reel/api/pages';
import type { MailMessage } from './mailer.js';

/** The reject reasons as the uploader reads them. */
export const REJECT_REASON_TEXT: Readonly<Record<RejectReason, string>> = {
  consent_unclear: 'we could not confirm that everyone shown consented to it and to its publication',
  age_unclear: 'we could not confirm that everyone shown is an adult',
  copyright: 'it appears to be someone else’s copyrighted work',
  prohibited: 'it shows content our terms do not allow',
  quality: 'its picture or sound is too poor to publish',
  duplicate: 'it is already on the site',
  spam: 'it is advertising or spam',
  other: 'it does not meet our rules',
};

export function uploadApprovedMessage(to: string, username: string, title: string, link: string): MailMessage {
  return {
    to,
    subject: `${SITE_NAME}: your video is published`,
    text: `Hello ${username},\n\nYour video "${title}" has been reviewed and is now published:\n\n${link}\n`,
    links: [link],
  };
}

export function uploadRejectedMessage(
  to: string,
  username: string,
  title: string,
  reason: RejectReason,
  note: string,
  link: string,
): MailMessage {
  const words = note ? `\n\nThe moderator added: ${note}` : '';
  return {
    to,
    subject: `${SITE_NAME}: your video was not published`,
    text: `Hello ${username},\n\nYour video "${title}" was reviewed and will not be published, because ${REJECT_REASON_TEXT[reason]}.${words}\n\nYour uploaded videos: ${link}\n`,
    links: [link],
  };
}

/** `actioned`: the content was taken down or hidden; `dismissed`: it stays. */
export function reportOutcomeMessage(to: string, what: string, outcome: 'actioned' | 'dismissed'): MailMessage {
  const said =
    outcome === 'actioned'
      ? 'Our moderators reviewed it and removed or hid the content.'
      : 'Our moderators reviewed it and found that the content does not break our rules, so it stays on the site.';
  return {
    to,
    subject: `${SITE_NAME}: your report has been reviewed`,
    text: `Hello,\n\nThank you for your report about ${what}. ${said}\n\nThis message was sent because you left this address with your report.\n`,
    links: [],
  };
}
