// The account calls over the real server of the browser tests: registerMember (sign-up, the mailed
// confirmation link, sign-in) leaves a member whose cookies the member calls accept.
import { describe, expect, inject, it } from 'vitest';
import { browserCookies, registerMember } from './support/member';

const baseUrl = inject('baseUrl');
const outboxDir = inject('outboxDir');

const member = (cookie: string, headers: Record<string, string> = { origin: baseUrl }) =>
  fetch(`${baseUrl}/api/member.php`, { method: 'POST', headers: { cookie, ...headers } });

describe('registerMember', () => {
  it('signs up, confirms through the outbox and signs in', async () => {
    const m = await registerMember(baseUrl, outboxDir, { usr: 'E2E_Reg' });
    expect(m).toMatchObject({ usr: 'E2E_Reg', eml: 'e2e_reg@example.com' });
    expect(m.cookies).toMatch(new RegExp(`^sid=[\\w-]{43}; uid=${m.user_id}$`));
    const res = await member(m.cookies);
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ user_id: m.user_id, username: 'E2E_Reg', email: 'e2e_reg@example.com', verified: false });
    expect(browserCookies(m, baseUrl).map((c) => c.name)).toEqual(['sid', 'uid']);
  });

  it('gives each call its own member; their sessions are refused from another site and end at logout', async () => {
    const [a, b] = [await registerMember(baseUrl, outboxDir), await registerMember(baseUrl, outboxDir)];
    expect(a.user_id).not.toBe(b.user_id);
    expect((await member(a.cookies, { origin: 'https://evil.example' })).status).toBe(403);
    const out = await fetch(`${baseUrl}/api/login.php`, {
      method: 'POST',
      headers: { cookie: a.cookies, origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'act=logout',
    });
    expect(out.status).toBe(200);
    expect((await member(a.cookies)).status).toBe(401);
    expect((await member(b.cookies)).status).toBe(200);
  });
});
