// First-start seeding, with the media generator replaced by synthetic records (ffmpeg has its own
// tests in media/): seeds an empty database once, then leaves it, and never touches foreign data.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engineName, openTestDatabase, type TestDatabase } from '../testing/database.js';
import { SEED_VERSION_KEY } from './catalogue.js';
import { ensureSeeded } from './ensure.js';
import { syntheticMedia } from './syntheticMedia.js';

const generated: string[] = [];
vi.mock('../media/demo.js', () => ({
  generateDemoMedia: async (mediaRoot: string, opts: { onProgress?: (p: object) => void }) => {
    generated.push(mediaRoot);
    const media = syntheticMedia();
    // Two media in flight at once, as the real generator runs them.
    for (const stage of ['source', 'renditions', 'done']) {
      for (const [index, m] of media.entries()) opts.onProgress?.({ stage, ratio: stage === 'done' ? 1 : 0.5, media_key: m.media_key, index, total: media.length });
    }
    return media;
  },
}));

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe(`ensureSeeded (${engineName()})`, () => {
  it('generates the media under DATA_DIR and seeds an empty database, reporting one media line', async () => {
    const seen: [string, number, number][] = [];
    const result = await ensureSeeded(database, { dataDir: '/data-dir', videos: 60, onProgress: (s, d, t) => seen.push([s, d, t]) });
    expect(result?.videos).toBe(60);
    expect(generated).toEqual(['/data-dir/media']);
    const media = seen.filter(([s]) => s === 'media').map(([, d, t]) => d / t);
    expect(media.every((v, i) => i === 0 || v >= media[i - 1])).toBe(true);
    expect(media.at(-1)).toBe(1);
  });

  it('does nothing once seeded', async () => {
    expect(await ensureSeeded(database, { dataDir: '/data-dir', onProgress: () => {} })).toBeNull();
    expect(generated).toHaveLength(1);
  });

  it('leaves a catalogue it did not make alone instead of failing the start', async () => {
    await database.query('DELETE FROM settings WHERE key = $1', [SEED_VERSION_KEY]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await ensureSeeded(database, { dataDir: '/data-dir', onProgress: () => {} })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(generated).toHaveLength(1);
    const [{ n }] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    expect(n).toBe(60);
  });
});
