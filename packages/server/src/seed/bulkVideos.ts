// Videos for big catalogues, made inside the database: one INSERT … SELECT … FROM generate_series per
// table and chunk, so a million rows never cross the client boundary. Randomness comes from
// PostgreSQL's hashint8extended(id, salt): deterministic for a seed, independent per salt.
import { VideoStatus } from '@reel/api';
import type { Database } from '../db/client.js';
import type { MediaInfo } from './mediaInfo.js';
import { sqlIntArray, sqlTextArray } from './sql.js';
import type { VideoPlan } from './videos.js';
import { fileFormats, videoMediaJson } from '../media/columns.js';
import { DIR_MODULUS, DIR_MULTIPLIER } from '../text/dirs.js';
import { SHARE, TITLE_TEMPLATES, TWO_YEARS_S } from './videos.js';
import { OCCUPATIONS } from './peopleWords.js';
import { ADJECTIVES, EX_TUBES, NOUNS, PLACES, TIMES, VIDEO_SENTENCES } from './words.js';
import { sqlStatus } from '../queries/statusSql.js';
import { ratingSql } from '../queries/ratingSql.js';

/** Rows per statement family: large enough that statement overhead vanishes, small enough to
 * report progress and keep PGlite's memory flat. */
export const BULK_CHUNK = 100_000;

export type ChunkProgress = (done: number, total: number) => void;

/** A non-negative 31-bit hash of the id for one purpose (`salt`). */
function h(seed: number, salt: number): string {
  return `(hashint8extended(g.i::bigint, ${seed * 1000 + salt}) & 2147483647)`;
}
/** A float in [0, 1) for one purpose. */
function u(seed: number, salt: number): string {
  return `(${h(seed, salt)}::float8 / 2147483648.0)`;
}
/** `arr[1 + hash % len]`: a random element of a SQL array held in the w CTE. */
function pickSql(arr: string, len: number, seed: number, salt: number): string {
  return `w.${arr}[1 + ${h(seed, salt)} % ${len}]`;
}

/** Turns '{adj} {noun} {n}' into SQL concatenation over the given column expressions. */
function templateSql(template: string, vars: Record<string, string>): string {
  const parts = template.split(/(\{\w+\})/).filter(Boolean);
  return parts.map((p) => (p.startsWith('{') ? vars[p.slice(1, -1)] : `'${p.replace(/'/g, "''")}'`)).join(' || ');
}

function caseSql(selector: string, options: string[]): string {
  return `CASE ${selector} ${options.map((o, i) => `WHEN ${i} THEN ${o}`).join(' ')} END`;
}

function wordsCte(plan: VideoPlan): string {
  const m = plan.media;
  const arrays: Record<string, string> = {
    adj: sqlTextArray(ADJECTIVES),
    noun: sqlTextArray(NOUNS),
    place: sqlTextArray(PLACES),
    tim: sqlTextArray(TIMES),
    occ: sqlTextArray(OCCUPATIONS),
    ex: sqlTextArray(EX_TUBES),
    ch_title: sqlTextArray(plan.channels.map((c) => c.title)),
    ch_id: sqlIntArray(plan.channels.map((c) => c.id)),
    up: sqlIntArray(plan.uploaderIds),
    m_key: sqlTextArray(m.map((x) => x.media_key)),
    m_dur: sqlIntArray(m.map((x) => Math.round(x.duration_sec))),
    m_w: sqlIntArray(m.map((x) => x.width)),
    m_h: sqlIntArray(m.map((x) => x.height)),
    m_vr: sqlTextArray(m.map((x) => x.vr)),
    m_tlc: sqlIntArray(m.map((x) => x.timelines_count)),
    m_tli: sqlIntArray(m.map((x) => x.timelines_interval)),
    m_fmt: sqlTextArray(m.map(fileFormats)),
    m_media: sqlTextArray(m.map(videoMediaJson)),
  };
  return `WITH w AS (SELECT ${Object.entries(arrays)
    .map(([k, v]) => `${v} AS ${k}`)
    .join(', ')})`;
}

/** Title, description and source columns, in lateral `t`. */
function textLateral(plan: VideoPlan, seed: number): string {
  const words = (lower: boolean) => {
    const l = (e: string) => (lower ? `lower(${e})` : e);
    return {
      adj: l(pickSql('adj', ADJECTIVES.length, seed, 1)),
      noun: l(pickSql('noun', NOUNS.length, seed, 2)),
      place: l(pickSql('place', PLACES.length, seed, 3)),
      n: `(1 + ${h(seed, 4)} % 99)::text`,
      time: pickSql('tim', TIMES.length, seed, 5),
      occupation: pickSql('occ', OCCUPATIONS.length, seed, 6),
    };
  };
  const title = caseSql(
    `${h(seed, 7)} % ${TITLE_TEMPLATES.length}`,
    TITLE_TEMPLATES.map((t) => templateSql(t, words(false))),
  );
  const sentence = (salt: number) =>
    caseSql(
      `${h(seed, salt)} % ${VIDEO_SENTENCES.length}`,
      VIDEO_SENTENCES.map((s) => templateSql(s, words(true))),
    );
  const isChannel = `${u(seed, 10)} < ${SHARE.channel}`;
  const chIdx = `1 + ${h(seed, 11)} % ${plan.channels.length}`;
  return `CROSS JOIN LATERAL (SELECT ${title} AS title, ${sentence(8)} || ' ' || ${sentence(9)} AS description,
    CASE WHEN ${isChannel} THEN w.ch_id[${chIdx}] END AS channel_id,
    CASE WHEN ${isChannel} THEN w.ch_title[${chIdx}] ELSE '' END AS source_name,
    CASE WHEN ${isChannel} THEN NULL ELSE w.up[1 + ${h(seed, 12)} % ${plan.uploaderIds.length}] END AS user_id) t`;
}

/** Views, likes and dislikes, following `counters()` of videos.ts. */
function countersLateral(seed: number): string {
  return `CROSS JOIN LATERAL (SELECT floor(200 + 1500000 * power(${u(seed, 20)}, 4))::int AS viewed) cv
    CROSS JOIN LATERAL (SELECT round(cv.viewed * (0.002 + 0.03 * ${u(seed, 21)}))::int AS likes) cl
    CROSS JOIN LATERAL (SELECT round(cl.likes * (0.05 + 0.35 * ${u(seed, 22)}))::int AS dislikes) cd`;
}

function videosSql(plan: VideoPlan, seed: number): string {
  const mi = `(1 + (g.i - 1) % ${plan.media.length})`;
  const genderU = u(seed, 13);
  const exU = u(seed, 14);
  return `${wordsCte(plan)}
  INSERT INTO videos (video_id, dir, title, description, duration_sec, post_date, status_id, gender, is_private, media_key, media,
    file_formats, width, height, vr, timelines_count, timelines_interval, channel_id, content_source, content_source_name,
    user_id, sg_id, ex_tube, ex_id, toptn, viewed, likes, dislikes, rating, popularity)
  SELECT g.i, lower(replace(t.title, ' ', '-')) || '-' || lpad(to_hex((g.i::bigint * ${DIR_MULTIPLIER}) % ${DIR_MODULUS}), 6, '0'),
    t.title, t.description, w.m_dur[${mi}], $3::timestamptz - make_interval(secs => floor(${u(seed, 15)} * ${TWO_YEARS_S})),
    CASE WHEN g.i = $4 THEN ${sqlStatus(VideoStatus.Deleted)} ELSE ${sqlStatus(VideoStatus.Active)} END,
    CASE WHEN ${genderU} < ${SHARE.str} THEN 'str' WHEN ${genderU} < ${SHARE.str + SHARE.gay} THEN 'gay' ELSE 'she' END,
    ${u(seed, 16)} < ${SHARE.private}, w.m_key[${mi}], w.m_media[${mi}]::jsonb, w.m_fmt[${mi}], w.m_w[${mi}], w.m_h[${mi}], w.m_vr[${mi}],
    w.m_tlc[${mi}], w.m_tli[${mi}], t.channel_id, t.channel_id, t.source_name, t.user_id, 1 + ${h(seed, 17)} % 999999,
    CASE WHEN ${exU} < ${SHARE.exTube} THEN ${pickSql('ex', EX_TUBES.length, seed, 18)} ELSE '' END,
    CASE WHEN ${exU} < ${SHARE.exTube} THEN (100000 + ${h(seed, 19)} % 9900000)::text ELSE '' END,
    (${u(seed, 23)} < ${SHARE.toptn})::int, cv.viewed, cl.likes, cd.dislikes,
    ${ratingSql('cl.likes', 'cd.dislikes')}, cv.viewed + 10 * cl.likes - 5 * cd.dislikes
  FROM generate_series($1::int, $2::int) g(i) CROSS JOIN w
  ${textLateral(plan, seed)}
  ${countersLateral(seed)}`;
}

function filesSql(media: MediaInfo[]): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const values = media.flatMap((m, mi) =>
    m.files.map((f) => `(${mi}, ${q(f.format)}, ${q(f.path)}, ${f.width}, ${f.height}, ${f.size_bytes})`),
  );
  return `INSERT INTO video_files (video_id, format, path, width, height, size_bytes)
  SELECT g.i, f.format, f.path, f.width, f.height, f.size_bytes
  FROM generate_series($1::int, $2::int) g(i)
  JOIN (VALUES ${values.join(', ')}) f(mi, format, path, width, height, size_bytes) ON f.mi = (g.i - 1) % ${media.length}`;
}

/** 1..maxPer distinct links per video: a random start plus k steps of a random stride, the stride
 * small enough that maxPer steps never wrap onto the start. */
function linksSql(table: string, column: string, count: number, maxPer: number, seed: number, salt: number): string {
  const maxStride = Math.max(1, Math.floor((count - 1) / (maxPer - 1)));
  const pick = `1 + (${h(seed, salt)} + k * (1 + ${h(seed, salt + 1)} % ${maxStride})) % ${count}`;
  return `INSERT INTO ${table} (video_id, ${column})
  SELECT g.i, ${pick} FROM generate_series($1::int, $2::int) g(i) CROSS JOIN generate_series(0, ${maxPer - 1}) k
  WHERE k <= ${h(seed, salt + 2)} % ${maxPer}
  ON CONFLICT DO NOTHING`;
}

/** Inserts videos 1..count with their files, categories and models, `chunk` ids at a time. */
export async function insertBulkVideos(
  database: Database,
  plan: VideoPlan,
  count: number,
  seed: number,
  onChunk?: ChunkProgress,
  chunk = BULK_CHUNK,
): Promise<void> {
  const statements = [
    videosSql(plan, seed),
    filesSql(plan.media),
    linksSql('video_categories', 'category_id', plan.categoryCount, 4, seed, 30),
    linksSql('video_models', 'model_id', plan.modelCount, 3, seed, 40),
  ];
  const now = new Date(plan.now).toISOString();
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(count, start + chunk - 1);
    await database.query(statements[0], [start, end, now, plan.deletedId]);
    for (const s of statements.slice(1)) await database.query(s, [start, end]);
    onChunk?.(end, count);
  }
}
