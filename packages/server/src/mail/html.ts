// The HTML part of every e-mail, made from its text part when it is sent: the same words, so the
// two parts never say different things, in a simple layout with the site's name at the top. Every
// character of the text is escaped (a username, a video title or a moderator's note is the sender's
// words, never markup); only the message's own links, found in the text, become anchors, and only
// http(s) ones. Inline styles and a table layout, because mail clients drop <style> and most CSS.
import { SITE_NAME } from '@reel/api/pages';
import {
  MAIL_HTML_ACCENT,
  MAIL_HTML_ACCENT_FILL,
  MAIL_HTML_BACKGROUND,
  MAIL_HTML_HEADER_BACKGROUND,
  MAIL_HTML_MUTED,
  MAIL_HTML_TEXT,
} from './constants.js';
import type { MailMessage } from './mailer.js';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or an attribute's value: nothing in it can open a tag or leave the attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
/** A paragraph that is a link alone is drawn as a button, the address itself in small print below. */
const BUTTON_LABEL = 'Open the link';

function anchor(link: string, button: boolean): string {
  const href = escapeHtml(link);
  return button
    ? `<a href="${href}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${MAIL_HTML_ACCENT_FILL};color:#ffffff;font-weight:bold;text-decoration:none;">${BUTTON_LABEL}</a>`
    : `<a href="${href}" style="color:${MAIL_HTML_ACCENT_FILL};word-break:break-all;">${href}</a>`;
}

/** One paragraph: escaped text with each of the message's links as an anchor. */
function paragraph(text: string, links: readonly string[]): string {
  const only = links.find((l) => l === text);
  if (only)
    return `<p style="margin:24px 0;">${anchor(only, true)}<br><span style="font-size:12px;color:${MAIL_HTML_MUTED};word-break:break-all;">${escapeHtml(only)}</span></p>`;
  let html = '';
  let rest = text;
  for (;;) {
    // The link that starts first (the longest of those starting at the same place).
    let at = -1;
    let found = '';
    for (const link of links) {
      const i = rest.indexOf(link);
      if (i >= 0 && (at < 0 || i < at || (i === at && link.length > found.length))) [at, found] = [i, link];
    }
    if (at < 0) break;
    html += escapeHtml(rest.slice(0, at)) + anchor(found, false);
    rest = rest.slice(at + found.length);
  }
  html += escapeHtml(rest);
  return `<p style="margin:0 0 16px;">${html.replace(/\n/g, '<br>')}</p>`;
}

export function mailHtml(message: Pick<MailMessage, 'subject' | 'text' | 'links'>): string {
  const links = message.links.filter((l) => l !== '' && /^https?:\/\//i.test(l));
  const body = message.text
    .trim()
    .split(/\n{2,}/)
    .map((p) => paragraph(p, links))
    .join('\n');
  const site = escapeHtml(SITE_NAME);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_HTML_BACKGROUND};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${MAIL_HTML_BACKGROUND};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;${FONT}font-size:15px;line-height:1.5;color:${MAIL_HTML_TEXT};">
<tr><td style="background:${MAIL_HTML_HEADER_BACKGROUND};padding:16px 24px;border-radius:8px 8px 0 0;${FONT}font-size:22px;font-weight:bold;color:${MAIL_HTML_ACCENT};">${site}</td></tr>
<tr><td style="padding:24px;">
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;${FONT}font-size:12px;color:${MAIL_HTML_MUTED};">This e-mail was sent by ${site}, a site for adults (18+) only.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
