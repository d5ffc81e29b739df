// First-start seeding for the server: make the demo media and catalogue once, never again.
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { demoAccountsPath } from './accounts.js';
import { announceAccounts } from './announce.js';
import type { SeedResult } from './catalogue.js';
import { catalogueState, seedCatalogue } from './catalogue.js';
import type { MediaProgress } from '../media/types.js';
import type { MediaInfo } from './mediaInfo.js';
import type { ProgressFn } from './progress.js';
import { createProgress } from './progress.js';
import { makeHouseClip, storeHousePreroll } from './housePreroll.js';
import { verifyEarlierSeededUploaders } from './uploaders.js';

/** The transcoder's steps in order ('done' ends them); see MediaProgress in media/types.ts. */
const MEDIA_STEPS: readonly MediaProgress['stage'][] = ['source', 'renditions', 'trailer', 'hls', 'screens', 'preview', 'timelines'];

export interface EnsureOptions {
  dataDir: string;
  /** Default `${dataDir}/media`. */
  mediaRoot?: string;
  /** Default: a progress display on stderr. */
  onProgress?: ProgressFn;
  /** Number of videos; default the seeder's 500. */
  videos?: number;
  seed?: number;
  /** Which media set to make: the demo's (default) or the few seconds of the test profile. */
  profile?: 'demo' | 'test';
  /** The site's public origin (`publicOrigin` in config.ts), for the console's address shown with
   * the admin's password. */
  publicOrigin: string;
  /** Where the admin's password and the accounts file are told; default stdout. */
  announce?: (line: string) => void;
}

/** Generates the demo media under `mediaRoot` (test-pattern clips through the real transcoder). The
 * media module is imported only here, so a seeded start never loads the ffmpeg code. */
export async function generateMedia(mediaRoot: string, progress: ProgressFn, profile: 'demo' | 'test' = 'demo'): Promise<MediaInfo[]> {
  const { generateDemoMedia } = await import('../media/demo.js');
  // The generator works on several media at once, each through its own steps; one 'media' line
  // with the summed share of every media's steps reads better than lines flipping between them.
  const shares = new Map<string, number>();
  return generateDemoMedia(mediaRoot, {
    profile,
    onProgress: (p) => {
      const step = MEDIA_STEPS.indexOf(p.stage);
      shares.set(p.name, p.stage === 'done' ? 1 : Math.max(shares.get(p.name) ?? 0, (step + p.ratio) / MEDIA_STEPS.length));
      const done = [...shares.values()].reduce((a, b) => a + b, 0);
      progress('media', Math.floor(done * 100), p.total * 100);
    },
  });
}

/**
 * Seeds the demo catalogue unless the database already has one. Returns the seed's result, or null
 * when nothing was done: already seeded, or holding a catalogue the seeder did not make (an
 * operator's real data is never replaced on start; `npm run seed -- --force` does that on purpose).
 */
export async function ensureSeeded(database: Database, opts: EnsureOptions): Promise<SeedResult | null> {
  const state = await catalogueState(database);
  if (state === 'seeded') {
    await verifyEarlierSeededUploaders(database);
    return null;
  }
  if (state === 'foreign') {
    console.warn('[seed] the database holds a catalogue without the seed marker; leaving it as it is');
    return null;
  }
  const display = opts.onProgress ? null : createProgress();
  const progress = opts.onProgress ?? display!.update;
  try {
    const mediaRoot = opts.mediaRoot ?? join(opts.dataDir, 'media');
    const media = await generateMedia(mediaRoot, progress, opts.profile);
    const accountsFile = demoAccountsPath(opts.dataDir);
    const result = await seedCatalogue(database, { media, videos: opts.videos, seed: opts.seed, onProgress: progress, accountsFile });
    // The demo shows the preroll working offline; the test profile keeps the defaults' none.
    if ((opts.profile ?? 'demo') === 'demo') {
      await makeHouseClip(mediaRoot);
      await storeHousePreroll(database, opts.publicOrigin);
    }
    display?.finish();
    announceAccounts(result, accountsFile, opts.publicOrigin, opts.announce);
    return result;
  } finally {
    display?.finish();
  }
}
