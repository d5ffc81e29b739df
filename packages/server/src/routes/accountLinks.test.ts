// Every link in every account e-mail comes from configuration: a request naming another host
// (Host, X-Forwarded-Host behind a trusted proxy, Origin) never moves where the links point.
import { RESET_TOKEN_PARAM, resetPasswordPagePath } from '@reel/api/pages';
import { SIGNUP_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundMailSettled } from '../mail/background.js';
import { publicOrigin } from '../config.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, lastMessageTo, type TestMember } from '../testing/members.js';

const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' };

describe.each([
  ['PUBLIC_URL set', { PUBLIC_URL: 'https://reel.example/' }, 'https://reel.example'],
  ['PUBLIC_URL unset', { PORT: '8123' }, 'http://localhost:8123'],
])('mailed links with %s', (_name, env, expected) => {
  let t: TestApp;
  let member: TestMember;
  let nextIp = 1;
  const post = (payload: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: SIGNUP_PATH, headers: HOSTILE, payload, remoteAddress: `10.9.0.${nextIp++}` });

  beforeAll(async () => {
    // Every proxy trusted: the forwarded host is read, and still not used for a link.
    t = await startTestApp({ videos: 5, env: { ...env, TRUST_PROXY: 'true' } });
    member = await createMember(t.database, { username: 'link_target', email: 'link.target@example.com' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the reset link, the password-changed notice and the confirmation link', async () => {
    expect(publicOrigin(t.ctx.config)).toBe(expected);
    expect((await post({ act: 'restore', eml: member.email, tok: 'x' })).statusCode).toBe(200);
    await backgroundMailSettled();
    const reset = (await lastMessageTo(t.ctx.config.outboxDir, member.email)).links[0];
    expect(reset.startsWith(`${expected}${resetPasswordPagePath()}?${RESET_TOKEN_PARAM}=`)).toBe(true);

    const tok = new URL(reset).searchParams.get(RESET_TOKEN_PARAM) ?? '';
    expect((await post({ act: 'reset', tok, pwd: 'chosen-secret' })).statusCode).toBe(200);
    await backgroundMailSettled();
    const password = await lastMessageTo(t.ctx.config.outboxDir, member.email);
    expect(password.links).toEqual([`${expected}/signin/`]);

    expect((await post({ usr: 'new_linker', eml: 'new.linker@example.com', pwd: 'secret' })).statusCode).toBe(200);
    const confirm = (await lastMessageTo(t.ctx.config.outboxDir, 'new.linker@example.com')).links[0];
    expect(confirm.startsWith(`${expected}/api/signup.php?act=confirm&tok=`)).toBe(true);
    for (const mail of [reset, confirm, ...password.links]) expect(mail).not.toContain('evil');
  });
});
