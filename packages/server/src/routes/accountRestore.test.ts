// Password recovery: `act=restore` with its rules and captcha, the one-use reset link, the new
// password by e-mail, and the limits on how many e-mails can be asked for.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNUP_PATH } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAllCaptcha, recaptchaVerifier } from '../auth/captcha.js';
import { RESET_TOKEN_TTL_S, RESTORE_REQUESTS_PER_EMAIL } from '../auth/constants.js';
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
const pathOf = (link: string) => link.slice(link.indexOf('/api/'));
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
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/api\/signup\.php\?act=reset&tok=\d+\.\d+\.[\w-]{32}$/);
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

describe('reset link', () => {
  it('sets a new password, mails it, ends the sessions, and works once', async () => {
    const gus = await createMember(t.database, { username: 'gus_reset', password: 'gus-old-pass' });
    const session = await signIn(t.app, 'gus_reset', 'gus-old-pass');
    await restore(gus.email);
    const link = pathOf((await lastMessageTo(t.ctx.config.outboxDir, gus.email)).links[0]);

    const res = await t.app.inject({ url: link });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/signin/?reset=1');
    const mail = await lastMessageTo(t.ctx.config.outboxDir, gus.email);
    expect(mail.subject).toMatch(/new password/i);
    const password = /new password is: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(password).toMatch(/^[a-zA-Z2-9]{12}$/);

    expect((await login('gus_reset', 'gus-old-pass')).statusCode).toBe(401);
    expect((await login('gus_reset', password)).statusCode).toBe(200);
    const old = await t.app.inject({ method: 'POST', url: '/api/member.php', headers: { cookie: session, origin: TEST_ORIGIN } });
    expect(old.statusCode).toBe(401);

    const again = await t.app.inject({ url: link });
    expect(again.headers.location).toBe('/signin/?error=invalid_link');
    expect((await login('gus_reset', password)).statusCode).toBe(200);
  });

  it('proves the address: an unconfirmed member can sign in with the mailed password', async () => {
    const kim = await createMember(t.database, { username: 'kim_unconfirmed', confirmed: false });
    await restore(kim.email);
    await t.app.inject({ url: pathOf((await lastMessageTo(t.ctx.config.outboxDir, kim.email)).links[0]) });
    const password = /new password is: (\S+)/.exec((await lastMessageTo(t.ctx.config.outboxDir, kim.email)).text)?.[1] ?? '';
    expect((await login('kim_unconfirmed', password)).statusCode).toBe(200);
  });

  it('expires', async () => {
    const hal = await createMember(t.database, { username: 'hal_late' });
    await restore(hal.email);
    const link = pathOf((await lastMessageTo(t.ctx.config.outboxDir, hal.email)).links[0]);
    const start = clock;
    clock = start + (RESET_TOKEN_TTL_S + 1) * 1000;
    try {
      expect((await t.app.inject({ url: link })).headers.location).toBe('/signin/?error=link_expired');
    } finally {
      clock = start;
    }
    expect((await login('hal_late', hal.password)).statusCode).toBe(200);
  });

  it('a confirmation token is not a reset token', async () => {
    const ivy = await createMember(t.database, { username: 'ivy_mixed' });
    await restore(ivy.email);
    const tok = (await lastMessageTo(t.ctx.config.outboxDir, ivy.email)).links[0].split('tok=')[1];
    expect((await t.app.inject({ url: `${SIGNUP_PATH}?act=confirm&tok=${tok}` })).headers.location).toBe('/signin/?error=invalid_link');
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
