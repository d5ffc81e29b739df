// First-start seeding with the real media generator (its few-second test profile): seeds an empty
// database once, then leaves it, and never touches foreign data.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';
import { SEED_VERSION_KEY } from './catalogue.js';
import { ensureSeeded } from './ensure.js';

let database: TestDatabase;
let dataDir: string;
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
    const result = await ensureSeeded(database, { dataDir, videos: 60, profile: 'test', onProgress: (s, d, t) => seen.push([s, d, t]) });
    expect(result?.videos).toBe(60);
    const files = await database.query<{ path: string }>('SELECT DISTINCT path FROM video_files');
    expect(files.length).toBeGreaterThan(3);
    for (const f of files) expect(existsSync(join(dataDir, 'media', f.path)), f.path).toBe(true);
    const media = seen.filter(([s]) => s === 'media').map(([, d, t]) => d / t);
    expect(media.every((v, i) => i === 0 || v >= media[i - 1])).toBe(true);
    expect(media.at(-1)).toBe(1);
  });

  it('does nothing once seeded', async () => {
    const seen: string[] = [];
    expect(await ensureSeeded(database, { dataDir, profile: 'test', onProgress: (s) => seen.push(s) })).toBeNull();
    expect(seen).toEqual([]);
  });

  it('leaves a catalogue it did not make alone instead of failing the start', async () => {
    await database.query('DELETE FROM settings WHERE key = $1', [SEED_VERSION_KEY]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await ensureSeeded(database, { dataDir, profile: 'test', onProgress: () => {} })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    const [{ n }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    expect(n).toBe(60);
  });
});
