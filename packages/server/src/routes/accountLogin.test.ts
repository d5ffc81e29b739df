// POST /api/login.php: the site's rules, sign-in by username or e-mail, the
// unconfirmed account, and the failure limits per account and per address.
import { LOGIN_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS,
  LOGIN_FAILURES_PER_IP,
  LOGIN_WINDOW_MS,
} from '../auth/constants.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, outboxMessages, TEST_ORIGIN, type TestMember } from '../testing/members.js';

let t: TestApp;
let bob: TestMember;
/** Added to the app's clock: the limits' windows run on it. */
let clockAhead = 0;

beforeAll(async () => {
  t = await startTestApp({ videos: 5, now: () => Date.now() + clockAhead });
  bob = await createMember(t.database, { username: 'Bob.Login', email: 'Bob.Login@Example.com', password: 'bob-secret' });
});
afterAll(async () => {
  await t?.close();
});

let nextIp = 1;
/** Each test signs in from addresses of its own, so the per-address limit of one never meets another. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const login = (payload: Record<string, string>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: LOGIN_PATH, headers: { origin: TEST_ORIGIN }, payload, remoteAddress: ip });

const failure = (code: string, fields: string[] = ['usr']) => ({
  success: false,
  error: true,
  code,
  codes: Object.fromEntries(fields.map((f) => [f, { field: f, code }])),
});

describe('validation', () => {
  it('requires each field, naming the missing ones', async () => {
    const none = await login({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(failure('required', ['usr', 'pwd']));
    expect((await login({ usr: 'Bob.Login' })).json()).toEqual(failure('required', ['pwd']));
    expect((await login({ usr: '   ', pwd: 'bob-secret' })).json()).toEqual(failure('required', ['usr']));
  });

  it('answers invalid_usr_or_pwd for a username under 3 or a password under 5 characters', async () => {
    for (const payload of [
      { usr: 'Bo', pwd: 'bob-secret' },
      { usr: 'Bob.Login', pwd: 'bob-' },
    ]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(failure('invalid_usr_or_pwd'));
    }
  });

  it('answers the same for a wrong password and an unknown name', async () => {
    const wrong = await login({ usr: 'Bob.Login', pwd: 'not-bobs' });
    const unknown = await login({ usr: 'nobody_here', pwd: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('takes the username or the e-mail, in any case', async () => {
    for (const usr of ['Bob.Login', 'bob.login', 'BOB.LOGIN', 'bob.login@example.com', 'BOB.Login@EXAMPLE.COM']) {
      const res = await login({ usr, pwd: 'bob-secret' });
      expect(res.statusCode, usr).toBe(200);
      expect(res.json()).toEqual({ success: true, user: { user_id: bob.user_id, username: 'Bob.Login' } });
    }
  });

  it('the password is exact: case and spaces count', async () => {
    expect((await login({ usr: 'Bob.Login', pwd: 'BOB-SECRET' })).statusCode).toBe(401);
    expect((await login({ usr: 'Bob.Login', pwd: 'bob-secret ' })).statusCode).toBe(401);
  });

  it('says not_confirmed only to someone who knows the password', async () => {
    const carol = await createMember(t.database, { username: 'carol_unconfirmed', confirmed: false });
    const right = await login({ usr: carol.username, pwd: carol.password });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(failure('not_confirmed'));
    expect(right.cookies).toHaveLength(0);
    const wrong = await login({ usr: carol.username, pwd: 'wrong password' });
    expect(wrong.json()).toEqual(failure('invalid_usr_or_pwd'));
  });

  it('mails the confirmation link again, once per window, and the link opens the account', async () => {
    const dan = await createMember(t.database, { username: 'dan_lost_mail', confirmed: false });
    await login({ usr: dan.username, pwd: 'wrong password' });
    expect((await outboxMessages(t.ctx.config.outboxDir)).filter((m) => m.to === dan.email)).toHaveLength(0);
    await login({ usr: dan.username, pwd: dan.password });
    await login({ usr: dan.email, pwd: dan.password });
    const mails = (await outboxMessages(t.ctx.config.outboxDir)).filter((m) => m.to === dan.email);
    expect(mails).toHaveLength(1);
    const link = mails[0].links[0];
    expect((await t.app.inject({ url: link.slice(link.indexOf('/api/')) })).headers.location).toBe('/signin/?confirmed=1');
    expect((await login({ usr: dan.username, pwd: dan.password })).statusCode).toBe(200);
  });

  it('records the time of the last sign-in', async () => {
    await login({ usr: 'Bob.Login', pwd: 'bob-secret' });
    const [row] = await t.database.query<{ last_login: Date | null }>('SELECT last_login FROM members WHERE user_id = $1', [bob.user_id]);
    expect(row.last_login).not.toBeNull();
  });
});

describe('too many attempts', () => {
  it('stops an account after its failures, by either name, for the addresses they came from, until the window ends', async () => {
    const dave = await createMember(t.database, { username: 'dave_limited', password: 'dave-secret' });
    const guessers = ['192.0.2.101', '192.0.2.102'];
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const usr = i % 2 ? dave.username : dave.email.toUpperCase();
      expect((await login({ usr, pwd: `wrong-${i}` }, guessers[i % 2])).statusCode).toBe(401);
    }
    for (const ip of guessers) {
      const blocked = await login({ usr: dave.username, pwd: 'dave-secret' }, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(failure('too_many'));
      expect(blocked.cookies).toHaveLength(0);
    }
    // Another account is not held up by Dave's.
    expect((await login({ usr: 'Bob.Login', pwd: 'bob-secret' }, guessers[0])).statusCode).toBe(200);
    // The app's clock moves on: the window the failures were counted in is over.
    clockAhead += LOGIN_WINDOW_MS + 1000;
    expect((await login({ usr: dave.username, pwd: 'dave-secret' }, guessers[0])).statusCode).toBe(200);
  });

  it('lets the owner in from an address with no failures while the guesses are refused', async () => {
    const owen = await createMember(t.database, { username: 'owen_owner', password: 'owen-secret' });
    const guesser = '192.0.2.120';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) await login({ usr: owen.username, pwd: `guess-${i}` }, guesser);
    expect((await login({ usr: owen.username, pwd: 'guess-x' }, guesser)).statusCode).toBe(429);
    expect((await login({ usr: owen.username, pwd: 'owen-secret' }, guesser)).statusCode).toBe(429);
    // The owner at home: the right password works, a typo is an ordinary failure.
    expect((await login({ usr: owen.username, pwd: 'owen-typo' }, '198.51.100.20')).statusCode).toBe(401);
    expect((await login({ usr: owen.username, pwd: 'owen-secret' }, '198.51.100.21')).statusCode).toBe(200);
  });

  it(`refuses every address once an account has taken ${LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS} failures in the window`, async () => {
    const pia = await createMember(t.database, { username: 'pia_swarmed', password: 'pia-secret' });
    // Guesses spread over many addresses, each under its own limit: all but the last already counted.
    await t.database.query(`INSERT INTO limit_counts (name, key, hits, reset_at) VALUES ('login_account', $1, $2, $3::timestamptz)`, [
      `id:${pia.user_id}`,
      LOGIN_FAILURES_PER_ACCOUNT_ANY_ADDRESS - 1,
      new Date(Date.now() + clockAhead + LOGIN_WINDOW_MS).toISOString(),
    ]);
    expect((await login({ usr: pia.username, pwd: 'pia-secret' }, '198.51.100.30')).statusCode).toBe(200);
    expect((await login({ usr: pia.username, pwd: 'swarm-last' }, '198.51.100.31')).statusCode).toBe(401);
    expect((await login({ usr: pia.username, pwd: 'pia-secret' }, '198.51.100.32')).statusCode).toBe(429);
  });

  it('stops an address after its failures across accounts; other addresses go on', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      expect((await login({ usr: `guess_${i}`, pwd: 'password1' }, ip)).statusCode).toBe(401);
    }
    const blocked = await login({ usr: 'Bob.Login', pwd: 'bob-secret' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('too_many');
    expect((await login({ usr: 'Bob.Login', pwd: 'bob-secret' }, '192.0.2.8')).statusCode).toBe(200);
  });

  it('counts failures only: a member signing in again and again is never stopped', async () => {
    const erin = await createMember(t.database, { username: 'erin_often', password: 'erin-secret' });
    const ip = '198.51.100.9';
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT + 5; i++) {
      expect((await login({ usr: erin.username, pwd: 'erin-secret' }, ip)).statusCode).toBe(200);
    }
  });
});
