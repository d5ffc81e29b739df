// The site settings through HTTP: the public answer and its lifetime, the admins' read and save
// (refused to everyone else, a bad body refused whole with field codes), the audit row, the JSON
// block in every page (inert whatever a value holds), and a second API node on the same database
// that shows a change once its own copy has reached the lifetime.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETTINGS_LIFETIME_S } from '@reel/api';
import { DEFAULT_SITE_SETTINGS, type PublicSettings, type SiteSettings } from '@reel/api/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><title>Reel</title></head><body><div id="root"></div></body></html>`;
const HOSTILE = '</script><script>alert(1)</script>';

let a: TestApp;
let b: TestApp | undefined;
let siteDir: string;
const clockA = Date.parse('2026-01-01T00:00:00Z');
let clockB = clockA;
const cookies = { admin: '', moderator: '', member: '' };

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'reel-site-'));
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  a = await startTestApp({ videos: 4, now: () => clockA, env: { SITE_DIST: siteDir } });
  const [admin, moderator, member] = await Promise.all([
    createMember(a.database, { role: 'admin' }),
    createMember(a.database, { role: 'moderator' }),
    createMember(a.database),
  ]);
  cookies.admin = await signIn(a.app, admin.username, admin.password);
  cookies.moderator = await signIn(a.app, moderator.username, moderator.password);
  cookies.member = await signIn(a.app, member.username, member.password);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const save = (app: TestApp, body: unknown, cookie = cookies.admin) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/settings',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const publicAnswer = async (app: TestApp) => {
  const res = await app.app.inject({ method: 'GET', url: '/api/settings.json' });
  return { status: res.statusCode, headers: res.headers, body: res.json<PublicSettings>() };
};
const storedRows = async () =>
  (await a.database.query<{ n: number }>("SELECT count(*)::int AS n FROM settings WHERE key = 'site_settings'"))[0].n;
/** The JSON block of a page, as the site reads it. */
const pageSettings = (html: string): PublicSettings => {
  const m = /<script type="application\/json" id="reel-settings">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no settings block in the page');
  return JSON.parse(m[1]) as PublicSettings;
};
const page = async (app: TestApp, path = '/') => {
  const res = await app.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, html: res.body, csp: String(res.headers['content-security-policy']) };
};

const edited = (over: Partial<SiteSettings>): SiteSettings => ({ ...DEFAULT_SITE_SETTINGS, ...over });

describe(`site settings (${engineName()})`, () => {
  it('answers the fresh-install defaults publicly, for the settings lifetime, without the admins’ host list', async () => {
    const r = await publicAnswer(a);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe(`public, max-age=${SETTINGS_LIFETIME_S}`);
    expect(r.body.sisterSites).toEqual(DEFAULT_SITE_SETTINGS.sisterSites);
    expect(r.body.preroll).toBeNull();
    expect(r.body).not.toHaveProperty('iframeHosts');
  });

  it('lets only admins read or save: a visitor is asked to sign in, a member and a moderator are refused', async () => {
    const read = (cookie: string) => a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect((await read('')).json()).toMatchObject({ code: 'need_login' });
    expect((await read('')).statusCode).toBe(401);
    expect((await read(cookies.member)).statusCode).toBe(403);
    const mod = await read(cookies.moderator);
    expect(mod.statusCode).toBe(403);
    expect(mod.json()).toMatchObject({ code: 'not_admin' });
    const body = edited({ contactEmail: 'mod@reel.example' });
    expect((await save(a, body, '')).statusCode).toBe(401);
    const modSave = await save(a, body, cookies.moderator);
    expect([modSave.statusCode, modSave.json<{ code: string }>().code]).toEqual([403, 'not_admin']);
    expect(await storedRows()).toBe(0);
    const admin = await read(cookies.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.json<SiteSettings>().iframeHosts).toEqual([]);
  });

  it('refuses a bad body whole, naming each field with its code, and stores nothing', async () => {
    const bad = edited({
      sisterSites: [{ url: 'javascript:alert(1)', label: 'x' }],
      liveCams: { url: 'http://user:pass@cams.example/', label: 'Cams' },
      adSlots: { 'footer-1': { kind: 'iframe', src: 'https://ads.unlisted.example/x', title: 'Ad' } },
      contactEmail: 'nobody',
    });
    const res = await save(a, bad);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; errors: { field: string; code: string }[] }>();
    expect(body.code).toBe('invalid_settings');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'sisterSites.0.url', code: 'invalid_scheme' },
        { field: 'liveCams.url', code: 'url_credentials' },
        { field: 'adSlots.footer-1.src', code: 'host_not_allowed' },
        { field: 'contactEmail', code: 'invalid_email' },
      ]),
    );
    const notJson = await a.app.inject({
      method: 'POST',
      url: '/api/admin/settings',
      headers: { cookie: cookies.admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await storedRows()).toBe(0);
    expect((await publicAnswer(a)).body.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
  });

  it('saves, shows the change on this node at once, and writes an audit row with before and after', async () => {
    await publicAnswer(a); // cached on this node before the change
    const next = edited({
      contactEmail: 'hello@reel.example',
      iframeHosts: ['ads.example'],
      adSlots: { 'watch-side': { kind: 'iframe', src: 'https://ads.example/slot?id=1', title: 'Partner ad' } },
      preroll: {
        engine: 'vast',
        tags: ['https://ads.example/vast.xml', 'https://backup.example/vast.xml'],
        stats_url: '',
        out_name: 'reel',
        cisai: '7',
      },
    });
    const res = await save(a, next);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<{ ok: true; settings: SiteSettings }>().settings.contactEmail).toBe('hello@reel.example');
    const after = await publicAnswer(a);
    expect(after.body.contactEmail).toBe('hello@reel.example');
    expect(after.body.adSlots).toEqual({ 'watch-side': { kind: 'iframe', src: 'https://ads.example/slot?id=1', title: 'Partner ad' } });
    expect(after.body.preroll?.tags).toEqual(['https://ads.example/vast.xml', 'https://backup.example/vast.xml']);
    expect(after.body).not.toHaveProperty('iframeHosts');
    expect(pageSettings((await page(a)).html).contactEmail).toBe('hello@reel.example');
    const rows = await a.database.query<{ actor: string; target_type: string; before: SiteSettings; after: SiteSettings }>(
      "SELECT actor, target_type, before, after FROM audit_log WHERE action = 'settings' ORDER BY audit_id",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].target_type).toBe('settings');
    expect(rows[0].before.contactEmail).toBe(DEFAULT_SITE_SETTINGS.contactEmail);
    expect(rows[0].after.contactEmail).toBe('hello@reel.example');
    expect(rows[0].after.iframeHosts).toEqual(['ads.example']);
  });

  it('writes the settings into every page as an inert JSON block, whatever a value holds', async () => {
    expect((await save(a, edited({ liveCams: { url: 'https://cams.example/', label: HOSTILE } }))).statusCode).toBe(200);
    for (const path of ['/', '/no-such-page-here/']) {
      const p = await page(a, path);
      expect(p.html).not.toContain('<script>alert(1)');
      expect(p.html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
      expect(pageSettings(p.html).liveCams.label).toBe(HOSTILE);
      // The block is data, not a script: the policy still allows no inline script but by its hash.
      const scripts = /script-src ([^;]*)/.exec(p.csp)?.[1] ?? '';
      expect(scripts).toMatch(/^'self'/);
      expect(scripts).not.toContain('unsafe-inline');
    }
  });

  it('gives the 2257 statement the custodian of records from the settings, unset until one is saved', async () => {
    expect(pageSettings((await page(a, '/information/2257/')).html).custodian).toEqual({ name: '', address: '' });
    const half = await save(a, edited({ custodian: { name: 'Records Ltd', address: '' } }));
    expect(half.statusCode).toBe(400);
    expect(half.json<{ errors: unknown[] }>().errors).toEqual([{ field: 'custodian.address', code: 'required' }]);
    const custodian = { name: HOSTILE, address: '1 Main St, Springfield' };
    expect((await save(a, edited({ custodian }))).statusCode).toBe(200);
    const p = await page(a, '/information/2257/');
    expect(p.status).toBe(200);
    expect(p.html).not.toContain('<script>alert(1)');
    expect(pageSettings(p.html).custodian).toEqual(custodian);
    expect((await publicAnswer(a)).body.custodian).toEqual(custodian);
  });

  it('shows a change made on another node once this node’s copy reaches the lifetime', async () => {
    b = await startTestApp({ joinDatabase: a.database, now: () => clockB, env: { SITE_DIST: siteDir } });
    const before = (await publicAnswer(b)).body.contactEmail;
    expect(pageSettings((await page(b)).html).contactEmail).toBe(before);
    const changed = edited({ contactEmail: 'second-node@reel.example' });
    expect((await save(a, changed)).statusCode).toBe(200);
    expect((await publicAnswer(a)).body.contactEmail).toBe('second-node@reel.example');

    clockB += SETTINGS_LIFETIME_S * 1000 - 1000;
    const stale = await publicAnswer(b);
    expect(stale.body.contactEmail).toBe(before);
    expect(stale.headers['x-cache']).toBe('HIT');
    expect(pageSettings((await page(b)).html).contactEmail).toBe(before);

    clockB += 1000;
    expect((await publicAnswer(b)).body.contactEmail).toBe('second-node@reel.example');
    expect(pageSettings((await page(b)).html).contactEmail).toBe('second-node@reel.example');
  });
});
