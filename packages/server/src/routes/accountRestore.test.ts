// Password recovery: `act=restore` with its rules and captcha, the mailed link to the reset form
// (opening it changes nothing), `act=reset` setting the password the member chose once, and the
// limits on how many e-mails can be asked for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNUP_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAllCaptcha, recaptchaVerifier } from '../auth/captcha.js';
import { createHash } from 'node:crypto';
import { PASSWORD_MIN_CHARS } from '@reel/api';
import { RESET_TOKEN_TTL_MS, RESTORE_REQUESTS_PER_EMAIL } from '../auth/constants.js';
import { backgroundMailSettled } from '../mail/background.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, lastMessageTo, outboxMessages, signIn, TEST_ORIGIN } from '../testing/members.js';

let t: TestApp;
let clock = Date.parse('2026-06-01T10:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ videos: 5, now: () => clock });
  await createMember(t.database, { username: 'fay_restore', email: 'Fay@Example.com', password: 'fay-old-pass' });
});
afterAll(async () => {
  await t?.close();
});

let nextIp = 1;
const freshIp = () => `10.2.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
/** The request, and then the mail it may have handed over (sent after the answer). */
async function restore(eml: string, tok = 'token-from-the-page', ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: SIGNUP_PATH,
    headers: { origin: TEST_ORIGIN },
    payload: { act: 'restore', eml, tok },
    remoteAddress: ip,
  });
  await backgroundMailSettled();
  return res;
}
const login = (usr: string, pwd: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login.php',
    headers: { origin: TEST_ORIGIN },
    payload: { usr, pwd },
    remoteAddress: freshIp(),
  });
const failure = (status: number, field: string, code: string) => ({
  status,
  body: { ok: false, error: true, code, errors: [{ field, code }] },
});
const outcome = (res: Awaited<ReturnType<typeof restore>>) => ({ status: res.statusCode, body: res.json() });

describe('restore request', () => {
  it('needs an e-mail longer than 3 characters', async () => {
    for (const eml of ['', 'a@b', '   x  ']) expect(outcome(await restore(eml))).toEqual(failure(400, 'eml', 'eml_invalid'));
  });

  it('answers an unknown address exactly as a registered one, and mails nobody', async () => {
    const before = (await outboxMessages(t.ctx.config.outboxDir)).length;
    const unknown = await restore('nobody@example.com');
    expect((await outboxMessages(t.ctx.config.outboxDir)).length).toBe(before);
    const known = await restore('fay@example.com');
    expect((await outboxMessages(t.ctx.config.outboxDir)).length).toBe(before + 1);
    const { date: _u, ...unknownHeaders } = unknown.headers;
    const { date: _k, ...knownHeaders } = known.headers;
    expect({ status: unknown.statusCode, headers: unknownHeaders, body: unknown.body }).toEqual({
      status: known.statusCode,
      headers: knownHeaders,
      body: known.body,
    });
    expect(known.json()).toEqual({ ok: true });
  });

  it('mails a reset link to the registered address, found in any case', async () => {
    const res = await restore('  fay@EXAMPLE.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mail = await lastMessageTo(t.ctx.config.outboxDir, 'Fay@Example.com');
    expect(mail.subject).toMatch(/recovery/i);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/reset-password\/\?token=[\w-]{43}$/);
    expect(mail.text).not.toMatch(/password is/i);
    // Asking changes nothing yet: the old password still works.
    expect((await login('fay_restore', 'fay-old-pass')).statusCode).toBe(200);
  });

  it('refuses a token the configured captcha service refuses, before looking the address up', async () => {
    const seen: string[] = [];
    // A stand-in for Google's siteverify on this machine: success only for the token "human".
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}:${form.get('remoteip')}`);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'human', action: 'login', score: 0.9 }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t.ctx.captcha = recaptchaVerifier('site-secret', `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`);
    try {
      expect(outcome(await restore('fay@example.com', 'robot', '192.0.2.44'))).toEqual(failure(400, 'tok', 'captcha'));
      expect(outcome(await restore('nobody@example.com', ''))).toEqual(failure(400, 'tok', 'captcha'));
      expect((await restore('fay@example.com', 'human')).statusCode).toBe(200);
      expect(seen[0]).toBe('site-secret:robot:192.0.2.44');
    } finally {
      t.ctx.captcha = acceptAllCaptcha;
      server.close();
    }
  });
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
/** Asks for a reset of `email` and answers the mailed link's token. */
async function mailedToken(email: string): Promise<string> {
  expect((await restore(email)).statusCode).toBe(200);
  return tokenOf((await lastMessageTo(t.ctx.config.outboxDir, email)).links[0]);
}
const reset = (tok: string, pwd: string) =>
  t.app.inject({
    method: 'POST',
    url: SIGNUP_PATH,
    headers: { origin: TEST_ORIGIN },
    payload: { act: 'reset', tok, pwd },
    remoteAddress: freshIp(),
  });
const hashRow = async (userId: number) =>
  t.database.query<{ token_hash: string; used_at: Date | null }>(
    'SELECT token_hash, used_at FROM password_reset_tokens WHERE user_id = $1',
    [userId],
  );

describe('reset link and form', () => {
  it('mails a link and never a password; opening the link, as a mail scanner does, changes nothing', async () => {
    const ann = await createMember(t.database, { username: 'ann_scanned', password: 'ann-old-pass' });
    const token = await mailedToken(ann.email);
    const mail = await lastMessageTo(t.ctx.config.outboxDir, ann.email);
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.text).not.toMatch(/password is/i);
    // The scanner's GET of the page, then of the same token in the older link's form.
    await t.app.inject({ url: new URL(mail.links[0]).pathname + new URL(mail.links[0]).search });
    const old = await t.app.inject({ url: `${SIGNUP_PATH}?act=reset&tok=${token}` });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('/reset-password/');
    expect((await lastMessageTo(t.ctx.config.outboxDir, ann.email)).links[0]).toBe(mail.links[0]);
    expect((await login('ann_scanned', 'ann-old-pass')).statusCode).toBe(200);
    // The token still works after the scanner.
    expect((await reset(token, 'ann-new-pass')).json()).toEqual({ ok: true });
    expect((await login('ann_scanned', 'ann-new-pass')).statusCode).toBe(200);
  });

  it('sets the chosen password, ends every session, mails a notice without it, and works once', async () => {
    const gus = await createMember(t.database, { username: 'gus_reset', password: 'gus-old-pass' });
    const phone = await signIn(t.app, 'gus_reset', 'gus-old-pass');
    const laptop = await signIn(t.app, 'gus_reset', 'gus-old-pass');
    const token = await mailedToken(gus.email);

    const res = await reset(token, 'gus-chosen-pass');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ ok: true });

    expect((await login('gus_reset', 'gus-old-pass')).statusCode).toBe(401);
    expect((await login('gus_reset', 'gus-chosen-pass')).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      const old = await t.app.inject({ method: 'POST', url: '/api/member.php', headers: { cookie, origin: TEST_ORIGIN } });
      expect(old.statusCode).toBe(401);
    }
    const notice = await lastMessageTo(t.ctx.config.outboxDir, gus.email);
    expect(notice.subject).toMatch(/password was changed/i);
    expect(notice.text).not.toContain('gus-chosen-pass');
    expect(notice.links).toEqual(['http://localhost:8080/signin/']);

    const again = await reset(token, 'gus-other-pass');
    expect(outcome(again)).toEqual(failure(400, 'tok', 'link_expired'));
    expect((await login('gus_reset', 'gus-other-pass')).statusCode).toBe(401);
    expect((await login('gus_reset', 'gus-chosen-pass')).statusCode).toBe(200);
  });

  it('lets one of two racing submits win', async () => {
    const rae = await createMember(t.database, { username: 'rae_racing' });
    const token = await mailedToken(rae.email);
    const answers = await Promise.all([reset(token, 'rae-first-pass'), reset(token, 'rae-second-pass')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0].statusCode === 200 ? 'rae-first-pass' : 'rae-second-pass';
    const loser = winner === 'rae-first-pass' ? 'rae-second-pass' : 'rae-first-pass';
    expect((await login('rae_racing', winner)).statusCode).toBe(200);
    expect((await login('rae_racing', loser)).statusCode).toBe(401);
  });

  it('proves the address: an unconfirmed member can sign in with the chosen password', async () => {
    const kim = await createMember(t.database, { username: 'kim_unconfirmed', confirmed: false });
    expect((await reset(await mailedToken(kim.email), 'kim-chosen-pass')).statusCode).toBe(200);
    expect((await login('kim_unconfirmed', 'kim-chosen-pass')).statusCode).toBe(200);
  });

  it('refuses a password that breaks the sign-up rule, with its code, and keeps the token', async () => {
    const lou = await createMember(t.database, { username: 'lou_short', password: 'lou-old-pass' });
    const token = await mailedToken(lou.email);
    expect(outcome(await reset(token, 'x'.repeat(PASSWORD_MIN_CHARS - 1)))).toEqual(failure(400, 'pwd', 'pwd_short'));
    expect(outcome(await reset(token, ''))).toEqual(failure(400, 'pwd', 'required'));
    expect((await login('lou_short', 'lou-old-pass')).statusCode).toBe(200);
    expect((await reset(token, 'lou-long-enough')).statusCode).toBe(200);
  });

  it('refuses a token it never issued', async () => {
    for (const tok of ['', 'short', 'A'.repeat(43), `${'A'.repeat(42)}!`])
      expect(outcome(await reset(tok, 'some-new-pass'))).toEqual(failure(400, 'tok', 'invalid_link'));
  });

  it('expires', async () => {
    const hal = await createMember(t.database, { username: 'hal_late' });
    const token = await mailedToken(hal.email);
    const start = clock;
    clock = start + RESET_TOKEN_TTL_MS + 1000;
    try {
      expect(outcome(await reset(token, 'hal-new-pass'))).toEqual(failure(400, 'tok', 'link_expired'));
    } finally {
      clock = start;
    }
    expect((await login('hal_late', hal.password)).statusCode).toBe(200);
    expect((await login('hal_late', 'hal-new-pass')).statusCode).toBe(401);
  });

  it('a newer request kills the older link', async () => {
    const ned = await createMember(t.database, { username: 'ned_twice' });
    const first = await mailedToken(ned.email);
    const second = await mailedToken(ned.email);
    expect(second).not.toBe(first);
    expect(outcome(await reset(first, 'ned-first-pass'))).toEqual(failure(400, 'tok', 'invalid_link'));
    expect((await reset(second, 'ned-second-pass')).statusCode).toBe(200);
    expect((await login('ned_twice', 'ned-second-pass')).statusCode).toBe(200);
  });

  it('stores the token only as its SHA-256, with its expiry, and marks it used', async () => {
    const uma = await createMember(t.database, { username: 'uma_hashed' });
    const token = await mailedToken(uma.email);
    const sha = createHash('sha256').update(token).digest('hex');
    expect(await hashRow(uma.user_id)).toEqual([{ token_hash: sha, used_at: null }]);
    const [row] = await t.database.query<{ expires_at: Date; created_at: Date }>(
      'SELECT expires_at, created_at FROM password_reset_tokens WHERE user_id = $1',
      [uma.user_id],
    );
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(RESET_TOKEN_TTL_MS);
    const stored = JSON.stringify(await t.database.query('SELECT * FROM password_reset_tokens WHERE user_id = $1', [uma.user_id]));
    expect(stored).not.toContain(token);
    await reset(token, 'uma-new-pass');
    expect((await hashRow(uma.user_id))[0].used_at).not.toBeNull();
  });

  it('refuses the reset from another site (the form check of every account call)', async () => {
    const vic = await createMember(t.database, { username: 'vic_csrf', password: 'vic-old-pass' });
    const token = await mailedToken(vic.email);
    const res = await t.app.inject({
      method: 'POST',
      url: SIGNUP_PATH,
      headers: { origin: 'https://evil.example' },
      payload: { act: 'reset', tok: token, pwd: 'vic-new-pass' },
    });
    expect(res.statusCode).toBe(403);
    expect((await login('vic_csrf', 'vic-old-pass')).statusCode).toBe(200);
  });
});

describe('limits', () => {
  it(`mails one address at most ${RESTORE_REQUESTS_PER_EMAIL} times per window, whoever asks`, async () => {
    const jo = await createMember(t.database, { username: 'jo_flooded' });
    for (let i = 0; i < RESTORE_REQUESTS_PER_EMAIL; i++) expect((await restore(jo.email)).statusCode).toBe(200);
    const before = (await outboxMessages(t.ctx.config.outboxDir)).length;
    expect(outcome(await restore(jo.email.toUpperCase()))).toEqual(failure(429, 'eml', 'too_many'));
    expect((await outboxMessages(t.ctx.config.outboxDir)).length).toBe(before);
  });

  it('counts an unknown address the same, so the limit tells nothing about it either', async () => {
    for (let i = 0; i < RESTORE_REQUESTS_PER_EMAIL; i++) expect((await restore('ghost@example.com')).statusCode).toBe(200);
    expect(outcome(await restore('GHOST@example.com'))).toEqual(failure(429, 'eml', 'too_many'));
  });
});
