// `npm run seed`: node --import tsx packages/server/src/seed/cli.ts [--videos N] [--no-media] [--seed S] [--force]
// Reads DATA_DIR (default <repo>/data), DATABASE_URL (PostgreSQL when set, else PGlite in
// $DATA_DIR/db) and the media root ($DATA_DIR/media) through the server's config.
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { publicOrigin } from '../config.js';
import { checkConfig } from '../configCheck.js';
import { createLogger, startLogLevel } from '../log.js';
import { openDatabase } from '../db/client.js';
import { DEFAULT_VIDEOS, isSeeded, seedCatalogue } from './catalogue.js';
import { generateMedia } from './ensure.js';
import { demoAccountsPath } from './accounts.js';
import { announceAccounts } from './announce.js';
import { createProgress } from './progress.js';
import { syntheticMedia } from './syntheticMedia.js';

const USAGE = `usage: npm run seed -- [--videos N] [--no-media] [--seed S] [--force]
  --videos N   number of videos (default ${DEFAULT_VIDEOS}; above 10,000 they are generated inside the database)
  --no-media   skip ffmpeg and point the videos at synthetic media records (for big benchmark catalogues)
  --seed S     random seed (default 1): the same seed gives the same catalogue
  --force      wipe and reseed a database that already has a catalogue`;

export interface CliOptions {
  videos: number;
  noMedia: boolean;
  seed: number;
  force: boolean;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} needs a positive integer, got "${value}"`);
  return n;
}

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      videos: { type: 'string' },
      'no-media': { type: 'boolean', default: false },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  return {
    videos: positiveInt('videos', values.videos, DEFAULT_VIDEOS),
    noMedia: values['no-media'] ?? false,
    seed: positiveInt('seed', values.seed, 1),
    force: values.force ?? false,
  };
}

const log = createLogger({ level: startLogLevel(process.env) }).child({ name: 'seed' });

async function run(opts: CliOptions): Promise<void> {
  const config = checkConfig(process.env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const display = createProgress();
  try {
    // Checked before the media step: making the demo media takes minutes and would be wasted.
    if (!opts.force && (await isSeeded(database))) {
      log.warn('the database is already seeded; use --force to replace the catalogue');
      return;
    }
    const media = opts.noMedia ? syntheticMedia() : await generateMedia(config.mediaRoot, display.update);
    const accountsFile = demoAccountsPath(config.dataDir);
    const result = await seedCatalogue(database, {
      accountsFile,
      videos: opts.videos,
      media,
      seed: opts.seed,
      force: opts.force,
      onProgress: display.update,
    });
    display.finish();
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`;
    log.info(`${result.videos.toLocaleString('en-US')} videos seeded into ${where} in ${(result.timings.total / 1000).toFixed(1)} s`);
    log.info({ timings_ms: result.timings }, 'stage times');
    announceAccounts(result, accountsFile, publicOrigin(config));
  } finally {
    display.finish();
    await database.close();
  }
}

function isMain(): boolean {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  let opts: CliOptions;
  try {
    opts = parseCli(process.argv.slice(2));
  } catch (err) {
    log.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  run(opts).catch((err: unknown) => {
    log.fatal({ err }, 'seed failed');
    process.exit(1);
  });
}
