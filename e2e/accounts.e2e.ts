// The account calls over the real server of the browser tests: registerMember (sign-up, the mailed
// confirmation link, sign-in) leaves a member whose cookies the member calls accept.
import { describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/browser';
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
    expect((await res.json()).user).toMatchObject({
      user_id: m.user_id,
      username: 'E2E_Reg',
      email: 'e2e_reg@example.com',
      verified: false,
    });
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

describe('in a browser', () => {
  it('sign-in from the page sets a sid page scripts cannot read and a readable uid', async () => {
    const m = await registerMember(baseUrl, outboxDir);
    const browser = await launchChromium();
    try {
      const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();
      await page.goto('/');
      const status = await page.evaluate(
        async ({ usr, pwd }) => {
          const body = new URLSearchParams({ usr, pwd }).toString();
          const res = await fetch('/api/login.php', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
          return res.status;
        },
        { usr: m.usr, pwd: m.pwd },
      );
      expect(status).toBe(200);
      const seen = await page.evaluate(() => document.cookie);
      expect(seen).toContain(`uid=${m.user_id}`);
      expect(seen).not.toContain('sid=');
    } finally {
      await browser.close();
    }
  });

  it('a context given browserCookies is signed in, and the page fetch passes CSRF', async () => {
    const m = await registerMember(baseUrl, outboxDir);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ baseURL: baseUrl });
      await context.addCookies(browserCookies(m, baseUrl));
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.evaluate(() => document.cookie)).not.toContain('sid=');
      const answer = await page.evaluate(async () => {
        const res = await fetch('/api/member.php', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
        });
        return { status: res.status, body: (await res.json()) as { user?: { user_id: number } } };
      });
      expect(answer.status).toBe(200);
      expect(answer.body.user?.user_id).toBe(m.user_id);
    } finally {
      await browser.close();
    }
  });
});
