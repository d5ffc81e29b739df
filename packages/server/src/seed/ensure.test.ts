// First-start seeding with the real media generator (its few-second test profile): seeds an empty
// database once, then leaves it, and never touches foreign data. The demo accounts it makes each have
// a generated password, written to an owner-only file; the admin's, shown once, signs in for real.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { verifyPassword } from '../auth/password.js';
import { loadConfig } from '../config.js';
import { createContext } from '../compose/context.js';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';
import { signIn } from '../testing/members.js';
import { DEMO_ACCOUNTS_FILE, parseAccountsFile } from './accounts.js';
import { SEED_VERSION_KEY } from './catalogue.js';
import { ensureSeeded } from './ensure.js';

const ORIGIN = 'https://reel.example';

let database: TestDatabase;
let dataDir: string;
const announced: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'reel-ensure-'));
});
afterAll(async () => {
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`ensureSeeded (${engineName()})`, () => {
  it('generates the media under DATA_DIR and seeds an empty database, reporting one media line', async () => {
    const seen: [string, number, number][] = [];
    const result = await ensureSeeded(database, {
      dataDir,
      videos: 60,
      profile: 'test',
      publicOrigin: ORIGIN,
      onProgress: (s, d, t) => seen.push([s, d, t]),
      announce: (line) => announced.push(line),
    });
    expect(result?.videos).toBe(60);
    const files = await database.query<{ path: string }>('SELECT DISTINCT path FROM video_files');
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) expect(existsSync(join(dataDir, 'media', f.path)), f.path).toBe(true);
    const media = seen.filter(([s]) => s === 'media').map(([, d, t]) => d / t);
    expect(media.every((v, i) => i === 0 || v >= media[i - 1])).toBe(true);
    expect(media.at(-1)).toBe(1);
  });

  it('gives every demo account its own generated password, in an owner-only file, and none the old shared one', async () => {
    const file = join(dataDir, DEMO_ACCOUNTS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const accounts = parseAccountsFile(readFileSync(file, 'utf8'));
    const rows = await database.query<{ username: string; password_hash: string; role: string; email_confirmed: boolean }>(
      'SELECT username, password_hash, role, email_confirmed FROM members ORDER BY user_id',
    );
    expect(accounts).toHaveLength(31);
    expect(accounts.map((a) => a.username).sort()).toEqual(rows.map((r) => r.username).sort());
    expect(accounts[0].username).toBe('admin');
    expect(rows.filter((r) => r.role === 'admin')).toEqual([expect.objectContaining({ username: 'admin', email_confirmed: true })]);
    expect(new Set(accounts.map((a) => a.password)).size).toBe(31);
    expect(accounts.every((a) => a.password.length >= 20)).toBe(true);
    const hashOf = new Map(rows.map((r) => [r.username, r.password_hash]));
    const own = await Promise.all(accounts.map((a) => verifyPassword(a.password, hashOf.get(a.username)!)));
    expect(own.every(Boolean)).toBe(true);
    const shared = await Promise.all(rows.map((r) => verifyPassword('demo-password', r.password_hash)));
    expect(shared.some(Boolean)).toBe(false);
  });

  it("shows the admin's password once, with the console's address and where the file is", () => {
    const text = announced.join('\n');
    const admin = parseAccountsFile(readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8'))[0];
    expect(text).toContain(`${ORIGIN}/admin/`);
    expect(text).toContain(admin.password);
    expect(text).toContain(join(dataDir, DEMO_ACCOUNTS_FILE));
    expect(text.split(admin.password)).toHaveLength(2);
  });

  it("signs the admin in through the real sign-in call with the file's password", async () => {
    const admin = parseAccountsFile(readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8'))[0];
    const config = loadConfig({ DATA_DIR: dataDir, SITE_DIST: join(dataDir, 'no-site'), EMBED_DIST: join(dataDir, 'no-embed') });
    const app = await buildApp(await createContext(config, database));
    try {
      expect(await signIn(app, 'admin', admin.password)).toMatch(/(^|; )sid=/);
      await expect(signIn(app, 'admin', 'demo-password')).rejects.toThrow(/401/);
    } finally {
      await app.close();
    }
  });

  it('does nothing once seeded', async () => {
    const seen: string[] = [];
    const before = readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8');
    expect(await ensureSeeded(database, { dataDir, profile: 'test', publicOrigin: ORIGIN, onProgress: (s) => seen.push(s) })).toBeNull();
    expect(seen).toEqual([]);
    expect(readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8')).toBe(before);
  });

  it('verifies the uploaders of a demo seeded before uploaders were verified, once', async () => {
    const verifications = async () => (await database.query<{ n: number }>('SELECT count(*)::int AS n FROM uploader_verifications'))[0].n;
    const seeded = await verifications();
    expect(seeded).toBeGreaterThan(0);
    // The audit log keeps the first seed's rows; the table is what an older demo lacks.
    await database.query('DELETE FROM uploader_verifications');
    expect(await ensureSeeded(database, { dataDir, profile: 'test', publicOrigin: ORIGIN, onProgress: () => {} })).toBeNull();
    expect(await verifications()).toBe(seeded);
    await database.query('DELETE FROM uploader_verifications WHERE user_id = (SELECT min(user_id) FROM uploader_verifications)');
    await ensureSeeded(database, { dataDir, profile: 'test', publicOrigin: ORIGIN, onProgress: () => {} });
    expect(await verifications()).toBe(seeded - 1);
  });

  it('leaves a catalogue it did not make alone instead of failing the start', async () => {
    await database.query('DELETE FROM settings WHERE key = $1', [SEED_VERSION_KEY]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await ensureSeeded(database, { dataDir, profile: 'test', publicOrigin: ORIGIN, onProgress: () => {} })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    const [{ n }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    expect(n).toBe(60);
  });
});
