// The demo-data seeder: categories, models, channels and members, then videos (parameter batches for
// small catalogues, generate_series for big ones), then what members do, view statistics and top
// searches, and finally the denormalised counters recomputed from the rows.
import type { Database } from '../db/client.js';
import { DEMO_ADMIN, makeSecrets, writeAccountsFile, type DemoAccount } from './accounts.js';
import { restoreDeferred, withBulkLoad } from './bulkLoad.js';
import { insertBulkVideos } from './bulkVideos.js';
import type { MediaInfo } from './mediaInfo.js';
import { buildMembers, buildModels, MEMBER_COUNT, MODEL_COUNT, uploaderIds } from './people.js';
import type { ProgressFn } from './progress.js';
import type { Rng } from './random.js';
import { createRng } from './random.js';
import { RECOUNT_STEPS, recountCounters } from './recount.js';
import { buildSocial } from './social.js';
import type { Row } from './sql.js';
import { verifySeededUploaders } from './uploaders.js';
import { getSetting, insertRows, setSetting, syncSequence } from './sql.js';
import { buildDailyViews, buildKeywords, buildStatEvents, countKeywordVideos } from './stats.js';
import { buildCategories, buildChannels, CATEGORY_COUNT } from './taxonomy.js';
import type { VideoPlan } from './videos.js';
import { DIR_MODULUS } from '../text/dirs.js';
import { buildVideo, deletedVideoId, fileRows, mediaIndex } from './videos.js';
import { PERIOD_VIEWS_DAY_KEY, rollPeriodViews } from '../queries/periodViews.js';

export const SEED_VERSION_KEY = 'seed_version';
export const SEED_VERSION = '1';
/** Set while a seed runs: a database holding it has only our own half-written rows, so a later run
 * may wipe them without --force. */
const SEED_STATE_KEY = 'seed_state';
export const DEFAULT_VIDEOS = 500;
/** The tables the generate_series path fills. */
const BULK_TABLES = ['videos', 'video_files', 'video_categories', 'video_models'];
/** Above this many videos the rows are generated inside the database. */
export const BULK_THRESHOLD = 10_000;

/** Every table the seeder fills, wiped before a (re)seed; settings are kept (they hold the media
 * signing secret). */
const CONTENT_TABLES = [
  'video_views_daily',
  'stat_events',
  'search_keywords',
  'wall_posts',
  'messages',
  'friend_requests',
  'comments',
  'playlist_items',
  'playlists',
  'subscriptions',
  'favourites',
  'votes',
  'sessions',
  'upload_jobs',
  'video_models',
  'video_categories',
  'video_files',
  'videos',
  'uploader_verifications',
  'members',
  'models',
  'channels',
  'categories',
];

export interface SeedOptions {
  /** Number of videos; default 500. */
  videos?: number;
  /** Media the videos point at, cycled over; at least one. */
  media: MediaInfo[];
  seed?: number;
  /** Wipe and reseed a database that is already seeded (or holds other rows). */
  force?: boolean;
  /** Use the generate_series path; by default only above BULK_THRESHOLD videos. */
  bulk?: boolean;
  /** Videos per generate_series statement (progress granularity of the bulk path). */
  bulkChunk?: number;
  /** The clock for post dates and view days; injectable for tests. */
  now?: number;
  onProgress?: ProgressFn;
  /**
   * Where to write the demo accounts (`username password` lines, owner-only): with it every member
   * gets a generated password and an admin account is added; without it (tests, benchmarks) there is
   * no admin and every member's hash is locked, so no account of the catalogue can be signed in to.
   */
  accountsFile?: string;
}

export interface SeedResult {
  skipped: boolean;
  videos: number;
  /** The admin's account when an accounts file was asked for, to be shown once. */
  admin: DemoAccount | null;
  /** Milliseconds per stage, and `total`. */
  timings: Record<string, number>;
}

export async function isSeeded(database: Database): Promise<boolean> {
  return (await getSetting(database, SEED_VERSION_KEY)) !== null;
}

/** seeded: made by the seeder; partial: a seed that did not finish (our own rows, safe to wipe);
 * foreign: rows the seeder did not make, which only --force may replace; empty: nothing yet. */
export type CatalogueState = 'seeded' | 'partial' | 'foreign' | 'empty';

export async function catalogueState(database: Database): Promise<CatalogueState> {
  if (await isSeeded(database)) return 'seeded';
  if ((await getSetting(database, SEED_STATE_KEY)) !== null) return 'partial';
  const [row] = await database.query<{ busy: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM videos) OR EXISTS (SELECT 1 FROM members) OR EXISTS (SELECT 1 FROM categories) AS busy',
  );
  return row.busy ? 'foreign' : 'empty';
}

/** Decides whether to seed, and empties the content tables when it will. */
async function prepare(database: Database, force: boolean): Promise<boolean> {
  const state = await catalogueState(database);
  if (state === 'seeded' && !force) return false;
  if (state === 'foreign' && !force)
    throw new Error('The database holds a catalogue that the seeder did not make; rerun with --force to replace it.');
  await setSetting(database, SEED_STATE_KEY, 'running');
  await database.query(`DELETE FROM settings WHERE key IN ($1, $2)`, [SEED_VERSION_KEY, PERIOD_VIEWS_DAY_KEY]);
  await database.query(`TRUNCATE TABLE ${CONTENT_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  // Puts back indexes a crashed bulk load left dropped; cheap now that the tables are empty.
  await restoreDeferred(database);
  return true;
}

interface Base {
  channels: { id: number; title: string }[];
  memberIds: number[];
  uploaderIds: number[];
  /** The accounts that can sign in, the admin first; empty without an accounts file. */
  accounts: DemoAccount[];
}

/** The demo's admin, after the members; only made with an accounts file, which holds its password. */
function adminRow(hash: string, now: number): Row {
  return {
    user_id: MEMBER_COUNT + 1,
    username: DEMO_ADMIN.username,
    email: DEMO_ADMIN.email,
    password_hash: hash,
    email_confirmed: true,
    role: 'admin',
    added_date: new Date(now),
  };
}

async function seedBase(
  database: Database,
  rng: Rng,
  media: MediaInfo[],
  now: number,
  progress: ProgressFn,
  signIn: boolean,
): Promise<Base> {
  const channels = buildChannels(rng.fork('channels'), media, now);
  // The secrets come from the system's generator, not from `rng`: the catalogue stays the same for a
  // seed, the passwords are new every time (accounts.ts says why each member gets its own).
  const secrets = await makeSecrets(MEMBER_COUNT + (signIn ? 1 : 0), signIn);
  const members = buildMembers(rng.fork('members'), media, now, secrets.hashes);
  const tables: [string, Row[]][] = [
    ['categories', buildCategories(rng.fork('categories'), media, now)],
    ['models', buildModels(rng.fork('models'), media, now)],
    ['channels', channels],
    ['members', members],
  ];
  for (const [table, rows] of tables) {
    progress(table, 0, rows.length);
    await insertRows(database, table, rows, (done) => progress(table, done, rows.length));
  }
  await verifySeededUploaders(database, uploaderIds(members));
  const accounts: DemoAccount[] = [];
  if (signIn) {
    await insertRows(database, 'members', [adminRow(secrets.hashes[MEMBER_COUNT], now)]);
    accounts.push({ username: DEMO_ADMIN.username, password: secrets.passwords[MEMBER_COUNT] });
    members.forEach((m, i) => accounts.push({ username: m.username as string, password: secrets.passwords[i] }));
  }
  return {
    channels: channels.map((c) => ({ id: c.channel_id as number, title: c.title as string })),
    memberIds: members.map((m) => m.user_id as number),
    uploaderIds: uploaderIds(members),
    accounts,
  };
}

async function insertJsVideos(database: Database, rng: Rng, plan: VideoPlan, count: number, progress: ProgressFn): Promise<void> {
  const videos: Row[] = [];
  const files: Row[] = [];
  const categories: Row[] = [];
  const models: Row[] = [];
  for (let id = 1; id <= count; id++) {
    const v = buildVideo(rng, id, plan);
    videos.push(v.row);
    files.push(...fileRows(id, plan.media[mediaIndex(id, plan.media.length)]));
    for (const c of v.categoryIds) categories.push({ video_id: id, category_id: c });
    for (const m of v.modelIds) models.push({ video_id: id, model_id: m });
  }
  progress('videos', 0, count);
  await insertRows(database, 'videos', videos, (done) => progress('videos', done, count));
  await insertRows(database, 'video_files', files);
  await insertRows(database, 'video_categories', categories);
  await insertRows(database, 'video_models', models);
}

async function seedSocialAndStats(
  database: Database,
  rng: Rng,
  base: Base,
  plan: VideoPlan,
  count: number,
  progress: ProgressFn,
): Promise<void> {
  const scope = {
    memberIds: base.memberIds,
    videoCount: count,
    deletedId: plan.deletedId,
    channelCount: base.channels.length,
    modelCount: MODEL_COUNT,
    now: plan.now,
  };
  const social = buildSocial(rng.fork('social'), scope);
  const tables: [string, Row[]][] = [
    ['playlists', social.playlists],
    ['playlist_items', social.playlistItems],
    ['favourites', social.favourites],
    ['votes', social.votes],
    ['subscriptions', social.subscriptions],
    ['comments', social.comments],
    ['friend_requests', social.friendRequests],
    ['messages', social.messages],
    ['wall_posts', social.wallPosts],
    ['video_views_daily', buildDailyViews(rng.fork('views'), count, plan.deletedId, plan.now)],
    ['stat_events', buildStatEvents(rng.fork('events'), scope)],
    ['search_keywords', buildKeywords(rng.fork('keywords'))],
  ];
  for (const [i, [table, rows]] of tables.entries()) {
    await insertRows(database, table, rows);
    progress('activity', i + 1, tables.length);
  }
}

/** Activity dates were drawn without knowing the video's post date; move any that fall before it
 * to a point between the post date and now, so nobody comments on a video before it exists. */
async function alignDatesToVideos(database: Database, now: number): Promise<void> {
  const frac = (expr: string) => `((hashint8extended((${expr})::bigint, 7) & 1023) / 1024.0)`;
  const at = (expr: string) => `v.post_date + ($1::timestamptz - v.post_date) * ${frac(expr)}`;
  const nowIso = new Date(now).toISOString();
  const fixes = [
    `UPDATE comments t SET post_date = ${at('t.comment_id')} FROM videos v WHERE t.section = 'video' AND v.video_id = t.object_id AND t.post_date < v.post_date`,
    `UPDATE favourites t SET created_at = ${at('t.user_id * 1000003 + t.video_id')} FROM videos v WHERE v.video_id = t.video_id AND t.created_at < v.post_date`,
    `UPDATE votes t SET created_at = ${at('t.user_id * 1000003 + t.object_id')} FROM videos v WHERE t.section = 'video' AND v.video_id = t.object_id AND t.created_at < v.post_date`,
    `UPDATE playlist_items t SET added_at = ${at('t.playlist_id * 1000003 + t.video_id')} FROM videos v WHERE v.video_id = t.video_id AND t.added_at < v.post_date`,
  ];
  for (const sql of fixes) await database.query(sql, [nowIso]);
}

/** What the rows sum to: the counters, the keywords' video counts and the object lists' rows. A
 * seed whose rows are all in but that stopped here (a ten-million-video one, say) can resume from
 * this step and `finishSeed`, on the same rows. */
export async function countCatalogue(database: Database, progress: ProgressFn = () => {}, now = Date.now()): Promise<void> {
  const steps = RECOUNT_STEPS.length + 1;
  await recountCounters(database, (done) => progress('counters', done, steps));
  await countKeywordVideos(database);
  // Each video's views of the week and the day, before the object lists copy them.
  await rollPeriodViews(database, now);
  // The object lists' and the words' rows, which the triggers leave to the seeder while it runs: in one pass,
  // their indexes built after.
  await withBulkLoad(database, ['video_scopes'], () => database.query('SELECT video_scopes_rebuild()').then(() => undefined));
  await withBulkLoad(database, ['video_words'], () => database.query('SELECT video_words_rebuild()').then(() => undefined));
  progress('counters', steps, steps);
}

/** Marks the seed done: the sequences past the seeded ids, the seed's version, no seed in progress. */
export async function finishSeed(database: Database): Promise<void> {
  const ids: [string, string][] = [
    ['categories', 'category_id'],
    ['models', 'model_id'],
    ['channels', 'channel_id'],
    ['members', 'user_id'],
    ['videos', 'video_id'],
    ['playlists', 'playlist_id'],
  ];
  for (const [table, column] of ids) await syncSequence(database, table, column);
  await setSetting(database, SEED_VERSION_KEY, SEED_VERSION);
  await database.query('DELETE FROM settings WHERE key = $1', [SEED_STATE_KEY]);
}

function validate(videos: number, media: MediaInfo[], seed: number): void {
  // The JavaScript generator is 32-bit; the SQL one multiplies the seed into a bigint salt.
  if (!Number.isInteger(seed) || seed < 0 || seed > 0x7fffffff)
    throw new Error(`seed must be an integer from 0 to ${0x7fffffff}, got ${seed}`);
  // The dir suffix is unique only below DIR_MODULUS ids.
  if (!Number.isInteger(videos) || videos < 1 || videos >= DIR_MODULUS)
    throw new Error(`videos must be an integer from 1 to ${DIR_MODULUS - 1}, got ${videos}`);
  if (media.length === 0) throw new Error('seedCatalogue needs at least one media entry');
}

export async function seedCatalogue(database: Database, opts: SeedOptions): Promise<SeedResult> {
  const count = opts.videos ?? DEFAULT_VIDEOS;
  const seed = opts.seed ?? 1;
  validate(count, opts.media, seed);
  const timings: Record<string, number> = {};
  const started = Date.now();
  let mark = started;
  const lap = (name: string) => {
    const t = Date.now();
    timings[name] = t - mark;
    mark = t;
  };
  if (!(await prepare(database, opts.force ?? false)))
    return { skipped: true, videos: 0, admin: null, timings: { total: Date.now() - started } };
  lap('prepare');
  const progress: ProgressFn = opts.onProgress ?? (() => {});
  const now = opts.now ?? Date.now();
  const rng = createRng(seed);
  const base = await seedBase(database, rng, opts.media, now, progress, opts.accountsFile !== undefined);
  lap('base');
  const plan: VideoPlan = {
    media: opts.media,
    channels: base.channels,
    uploaderIds: base.uploaderIds,
    modelCount: MODEL_COUNT,
    categoryCount: CATEGORY_COUNT,
    deletedId: deletedVideoId(count, opts.media),
    now,
  };
  if (opts.bulk ?? count > BULK_THRESHOLD) {
    progress('videos', 0, count);
    const load = () => insertBulkVideos(database, plan, count, seed, (done) => progress('videos', done, count), opts.bulkChunk);
    await withBulkLoad(database, BULK_TABLES, load, (done, total) => progress('indexes', done, total));
  } else {
    await insertJsVideos(database, rng.fork('videos'), plan, count, progress);
  }
  lap('videos');
  await seedSocialAndStats(database, rng, base, plan, count, progress);
  await alignDatesToVideos(database, now);
  lap('activity');
  await countCatalogue(database, progress, now);
  lap('counters');
  // Written before the seed is marked done: a seed that stops earlier is redone, file and all.
  if (opts.accountsFile !== undefined) await writeAccountsFile(opts.accountsFile, base.accounts, new Date());
  await finishSeed(database);
  timings.total = Date.now() - started;
  return { skipped: false, videos: count, admin: base.accounts[0] ?? null, timings };
}
