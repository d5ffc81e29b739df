// POST /api/signup.php: every rule and code of the sign-up contract, the race on the unique
// indexes, the confirmation e-mail and its link.
import { USERNAME_MAX_CHARS } from '@reel/api';
import { SIGNUP_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_CHECKS_PER_IP, SIGNUPS_PER_IP } from '../auth/constants.js';
import { verifyPassword } from '../auth/password.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { uniqueViolation } from '../auth/accountRules.js';
import { createMember, lastMessageTo, outboxMessages, TEST_ORIGIN } from '../testing/members.js';

let t: TestApp;
let clock = Date.parse('2026-05-01T08:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ videos: 5, now: () => clock });
  await createMember(t.database, { username: 'Taken_Name', email: 'Taken@Example.com' });
});
afterAll(async () => {
  await t?.close();
});

let nextIp = 1;
const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const post = (path: string, payload: Record<string, string>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: path, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: ip });
const signup = (usr: string, eml: string, pwd: string, ip?: string) => post(SIGNUP_PATH, { usr, eml, pwd }, ip);
const login = (usr: string, pwd: string) => post('/api/login.php', { usr, pwd });
/** A mailed link as the server's own path, for inject. */
const pathOf = (link: string) => link.slice(link.indexOf('/api/'));

function expectErrors(res: Awaited<ReturnType<typeof signup>>, errors: object[], status = 400): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ ok: false, error: true, code: (errors[0] as { code: string }).code, errors });
}

describe('rules', () => {
  it('requires every field', async () => {
    expectErrors(await signup('', '', ''), [
      { field: 'usr', code: 'required' },
      { field: 'eml', code: 'required' },
      { field: 'pwd', code: 'required' },
    ]);
    expectErrors(await post(SIGNUP_PATH, {}), [
      { field: 'usr', code: 'required' },
      { field: 'eml', code: 'required' },
      { field: 'pwd', code: 'required' },
    ]);
  });

  it('username: at least 3, at most 32, letters, digits, _ - . only', async () => {
    expectErrors(await signup('ab', 'ab@example.com', 'secret'), [{ field: 'usr', code: 'usr_short' }]);
    for (const usr of ['two words', 'a/b', 'x<y>', 'at@sign', 'semi;colon', 'quote"s']) {
      expectErrors(await signup(usr, 'ok@example.com', 'secret'), [{ field: 'usr', code: 'usr_illegal' }]);
    }
    expectErrors(await signup('x'.repeat(USERNAME_MAX_CHARS + 1), 'long@example.com', 'secret'), [
      { field: 'usr', code: 'max_length', info: { length: USERNAME_MAX_CHARS } },
    ]);
  });

  it('e-mail format and password length', async () => {
    for (const eml of ['plain', 'no@dot', '@example.com', 'two@@example.com', 'sp ace@example.com', 'a@b.']) {
      expectErrors(await signup('fine_name', eml, 'secret'), [{ field: 'eml', code: 'eml_invalid' }]);
    }
    expectErrors(await signup('fine_name', 'fine@example.com', 'four'), [{ field: 'pwd', code: 'pwd_short' }]);
    expectErrors(await signup('x', 'bad', '1'), [
      { field: 'usr', code: 'usr_short' },
      { field: 'eml', code: 'eml_invalid' },
      { field: 'pwd', code: 'pwd_short' },
    ]);
  });

  it('username and e-mail must be unused, in any case', async () => {
    expectErrors(await signup('taken_NAME', 'new1@example.com', 'secret'), [{ field: 'usr', code: 'usr_taken' }]);
    expectErrors(await signup('new_name1', 'TAKEN@example.COM', 'secret'), [{ field: 'eml', code: 'eml_taken' }]);
    expectErrors(await signup('TAKEN_name', 'taken@example.com', 'secret'), [
      { field: 'usr', code: 'usr_taken' },
      { field: 'eml', code: 'eml_taken' },
    ]);
  });

  it('refuses a name mixing scripts, or one that reads as a member\u2019s', async () => {
    // A Cyrillic о among Latin letters.
    expectErrors(await signup('\u043escar_quinn88', 'mixed@example.com', 'secret'), [{ field: 'usr', code: 'usr_illegal' }]);
    await createMember(t.database, { username: 'oscar_quinn88' });
    await createMember(t.database, { username: 'cocax' });
    const lookalikes: [string, string][] = [
      ['0scar_quinn88', 'zero@example.com'],
      ['OSCAR_QUlNN88', 'ell@example.com'],
      // All Cyrillic: one script, and it reads as cocax.
      ['\u0441\u043e\u0441\u0430\u0445', 'cyr@example.com'],
    ];
    for (const [usr, eml] of lookalikes) expectErrors(await signup(usr, eml, 'secret'), [{ field: 'usr', code: 'usr_taken' }]);
    expect((await signup('oscar_quinn89', 'quinn89@example.com', 'secret')).statusCode).toBe(200);
  });

  it('a race on the unique index answers usr_taken or eml_taken, never a 500', async () => {
    const sameName = await Promise.all([signup('Racer', 'racer1@example.com', 'secret'), signup('racer', 'racer2@example.com', 'secret')]);
    expect(sameName.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(sameName.find((r) => r.statusCode === 400)?.json().errors).toEqual([{ field: 'usr', code: 'usr_taken' }]);
    const sameMail = await Promise.all([signup('racer_a', 'Race@example.com', 'secret'), signup('racer_b', 'race@EXAMPLE.com', 'secret')]);
    expect(sameMail.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(sameMail.find((r) => r.statusCode === 400)?.json().errors).toEqual([{ field: 'eml', code: 'eml_taken' }]);
  });

  it('reads which unique index the database refused a row by', async () => {
    const insert = (username: string, email: string) =>
      t.database.query(`INSERT INTO members (username, email, password_hash) VALUES ($1, $2, 'x')`, [username, email]).then(
        () => null,
        (err: unknown) => err,
      );
    expect(uniqueViolation(await insert('TAKEN_NAME', 'unused@example.com'))).toBe('usr_taken');
    expect(uniqueViolation(await insert('unused_name', 'taken@EXAMPLE.com'))).toBe('eml_taken');
    expect(uniqueViolation(new Error('other'))).toBeNull();
  });

  it('refuses an unknown act', async () => {
    const res = await post(SIGNUP_PATH, { act: 'delete', usr: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, code: 'invalid_act' });
  });
});

describe('sign-up and confirmation', () => {
  it('creates an unconfirmed member with a hashed password and mails the confirmation link', async () => {
    const res = await signup('  Zoë_New-1.0  ', ' Zoe@Example.com ', 'zoe secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.query<{
      user_id: number;
      username: string;
      email: string;
      password_hash: string;
      email_confirmed: boolean;
    }>(`SELECT user_id, username, email, password_hash, email_confirmed FROM members WHERE username = 'Zoë_New-1.0'`);
    expect(row).toMatchObject({ email: 'Zoe@Example.com', email_confirmed: false });
    expect(row.password_hash).not.toContain('zoe secret');
    expect(await verifyPassword('zoe secret', row.password_hash)).toBe(true);

    const mail = await lastMessageTo(t.ctx.config.outboxDir, 'Zoe@Example.com');
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(
      new RegExp(`^http://localhost:8080/api/signup\\.php\\?act=confirm&tok=${row.user_id}\\.\\d+\\.[\\w-]{32}$`),
    );
    expect(mail.text).toContain(mail.links[0]);

    expect((await login('zoe@example.com', 'zoe secret')).json().code).toBe('not_confirmed');
    const confirm = await t.app.inject({ url: pathOf(mail.links[0]) });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/signin/?confirmed=1');
    expect((await login('zoe@example.com', 'zoe secret')).statusCode).toBe(200);
    // Clicked twice, it still lands on the same notice.
    expect((await t.app.inject({ url: pathOf(mail.links[0]) })).headers.location).toBe('/signin/?confirmed=1');
  });

  it('a tampered, foreign or malformed token confirms nothing', async () => {
    await signup('tamper_me', 'tamper@example.com', 'secret');
    const link = (await lastMessageTo(t.ctx.config.outboxDir, 'tamper@example.com')).links[0];
    const [id, expires, sig] = link.split('tok=')[1].split('.');
    const other = (await createMember(t.database, { confirmed: false })).user_id;
    const bad = [
      `${id}.${Number(expires) + 1}.${sig}`,
      `${other}.${expires}.${sig}`,
      `${id}.${expires}.${sig.replace(/^./, sig[0] === 'A' ? 'B' : 'A')}`,
      'nonsense',
      '',
    ];
    for (const tok of bad) {
      const res = await t.app.inject({ url: `${SIGNUP_PATH}?act=confirm&tok=${encodeURIComponent(tok)}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/signin/?error=invalid_link');
    }
    const rows = await t.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE email_confirmed AND username IN ('tamper_me')`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('an expired link, or one for an address since changed, does not confirm', async () => {
    await signup('late_one', 'late@example.com', 'secret');
    const link = pathOf((await lastMessageTo(t.ctx.config.outboxDir, 'late@example.com')).links[0]);
    const start = clock;
    clock = start + 8 * 86400 * 1000;
    try {
      expect((await t.app.inject({ url: link })).headers.location).toBe('/signin/?error=link_expired');
    } finally {
      clock = start;
    }
    await t.database.query(`UPDATE members SET email = 'other@example.com' WHERE username = 'late_one'`);
    expect((await t.app.inject({ url: link })).headers.location).toBe('/signin/?error=invalid_link');
  });

  it(`limits sign-ups from one address to ${SIGNUPS_PER_IP} per window`, async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < SIGNUPS_PER_IP; i++) expect((await signup(`bulk_${i}`, `bulk${i}@example.com`, 'secret', ip)).statusCode).toBe(200);
    const before = (await outboxMessages(t.ctx.config.outboxDir)).length;
    expectErrors(await signup('bulk_x', 'bulkx@example.com', 'secret', ip), [{ field: 'notify', code: 'too_many' }], 429);
    expect((await outboxMessages(t.ctx.config.outboxDir)).length).toBe(before);
    expect((await signup('bulk_y', 'bulky@example.com', 'secret')).statusCode).toBe(200);
  });

  it(`limits the taken-name and taken-address checks from one address to ${SIGNUP_CHECKS_PER_IP} per window`, async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < SIGNUP_CHECKS_PER_IP; i++) {
      expectErrors(await signup(`probe_${i}`, 'taken@example.com', 'secret', ip), [{ field: 'eml', code: 'eml_taken' }]);
    }
    expectErrors(await signup('probe_x', 'taken@example.com', 'secret', ip), [{ field: 'notify', code: 'too_many' }], 429);
    expectErrors(await signup('probe_y', 'taken@example.com', 'secret'), [{ field: 'eml', code: 'eml_taken' }]);
  });

  it('does not limit the machine itself (a local proxy would make every visitor one address)', async () => {
    for (let i = 0; i <= SIGNUPS_PER_IP; i++)
      expect((await signup(`local_${i}`, `local${i}@example.com`, 'secret', '127.0.0.1')).statusCode).toBe(200);
  });
});
