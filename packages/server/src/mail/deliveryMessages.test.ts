// Mail delivery through a real sign-up: what arrives over SMTP (envelope, headers, text and HTML
// parts, the confirming link) and, without a relay, in the outbox folder.
import { SITE_NAME } from '@reel/api/pages';
import { describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { lastMessageTo } from '../testing/members.js';
import { uploadRejectedMessage } from './moderationMessages.js';
import { SmtpMailer } from './smtp.js';
import { appWithRelay, bodyText, closeAfterEach, header, mimeParts, onlyRowTo, signup, START, startRelay } from '../testing/smtpRelay.js';

closeAfterEach();

describe(`mail through an SMTP relay (${engineName()})`, () => {
  it('a sign-up’s confirmation arrives over SMTP from MAIL_FROM, and its link confirms the account', async () => {
    const { relay, port } = await startRelay();
    const { t } = await appWithRelay(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`);

    const res = await signup(t, 'Smtp_Signup', 'Smtp.Signup@example.com');
    expect(res.statusCode).toBe(200);
    const [mail] = await relay.receivedCount(1);

    expect(relay.logins).toEqual([{ username: 'relay-user', password: 'relay pass' }]);
    expect(mail.envelopeFrom).toBe('mail@reel.test');
    expect(mail.envelopeTo).toEqual(['Smtp.Signup@example.com']);
    expect(header(mail.raw, 'From')).toBe('Reel Test <mail@reel.test>');
    expect(header(mail.raw, 'To')).toBe('Smtp.Signup@example.com');
    expect(header(mail.raw, 'Subject')).toBe('Reel: confirm your e-mail');
    // Text and HTML, the same words and the same link in both, the site's name in the HTML's header.
    expect(header(mail.raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    const parts = mimeParts(mail.raw);
    expect([...parts.keys()]).toEqual(['text/plain', 'text/html']);
    const text = bodyText(mail.raw);
    expect(text).toContain('Hello Smtp_Signup,');
    const link = /(http:\/\/\S+act=confirm&tok=\S+)/.exec(text)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:8080\/api\/signup\.php\?act=confirm&tok=\d+\.\d+\.[\w-]{32}$/);
    const html = parts.get('text/html') ?? '';
    expect(html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('Hello Smtp_Signup,');
    expect(html).toMatch(new RegExp(`<td[^>]*>${SITE_NAME}</td>`));

    const confirm = await t.app.inject({ url: link.slice(link.indexOf('/api/')) });
    expect(confirm.headers.location).toBe('/signin/?confirmed=1');

    await t.ctx.mailDeliverer.wake();
    const row = await onlyRowTo(t, 'Smtp.Signup@example.com');
    expect(row).toMatchObject({ subject: 'Reel: confirm your e-mail', attempts: 1, last_error: '', locked_at: null });
    expect(row.sent_at?.getTime()).toBe(START);
    // The link could open the account: it does not stay in the database once delivered.
    expect(row.body).toBe('');
    expect(row.links).toEqual([]);
  });

  it('every value in the HTML part is escaped, and a MAIL_FROM without a name sends as the site', async () => {
    const { relay, port } = await startRelay();
    const mailer = new SmtpMailer(`smtp://relay-user:relay%20pass@127.0.0.1:${port}`, ' mail@reel.test ');
    const username = '<img src=x onerror=alert(1)>';
    const title = '</p><script>alert("title")</script>';
    const note = `"'><a href="javascript:alert(3)">look</a> & more`;
    const link = 'https://reel.test/my/uploads/?a=1&b="2"';
    await mailer.send(uploadRejectedMessage('xss@example.com', username, title, 'other', note, link));
    const [mail] = await relay.receivedCount(1);

    expect(header(mail.raw, 'From')).toBe(`${SITE_NAME} <mail@reel.test>`);
    expect(header(mail.raw, 'Subject')).toBe(`${SITE_NAME}: your video was not published`);
    const parts = mimeParts(mail.raw);
    const text = parts.get('text/plain') ?? '';
    const html = parts.get('text/html') ?? '';
    // The text part says it as written; the HTML part shows the same characters, none of them markup.
    for (const value of [username, title, note, link]) expect(text).toContain(value);
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;&#39;&gt;&lt;a href=&quot;javascript:alert(3)&quot;&gt;look&lt;/a&gt; &amp; more');
    expect(html).not.toMatch(/<img|<script|javascript:alert\(3\)"|onerror=alert\(1\)>/);
    expect(html).toContain('href="https://reel.test/my/uploads/?a=1&amp;b=&quot;2&quot;"');
    // Only the markup the layout writes: every tag in the part is one of its own.
    const tags = new Set([...html.matchAll(/<\/?([a-z]+)/gi)].map((m) => m[1].toLowerCase()));
    const layout = ['a', 'body', 'br', 'head', 'html', 'meta', 'p', 'span', 'table', 'td', 'title', 'tr'];
    expect([...tags].filter((tag) => !layout.includes(tag))).toEqual([]);
    expect(html.match(/<a /g)).toHaveLength(1);
  });
});

describe(`mail without a relay (${engineName()})`, () => {
  it('goes through the queue into the outbox folder, written by the time the answer arrives', async () => {
    const { t } = await appWithRelay('');
    expect((await signup(t, 'Outbox_Mail', 'outbox@example.com')).statusCode).toBe(200);
    const mail = await lastMessageTo(t.ctx.config.outboxDir, 'outbox@example.com');
    expect(mail).toMatchObject({ subject: `${SITE_NAME}: confirm your e-mail`, to: 'outbox@example.com' });
    expect(mail.links[0]).toContain('act=confirm');
    expect(mail.html).toContain(`href="${mail.links[0].replaceAll('&', '&amp;')}"`);
    const row = await onlyRowTo(t, 'outbox@example.com');
    expect(row).toMatchObject({ attempts: 1, last_error: '' });
    expect(row.sent_at?.getTime()).toBe(START);
  });
});
