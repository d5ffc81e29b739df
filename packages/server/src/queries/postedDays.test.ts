// A list of every video of a gender in a date filter's period, sorted by anything but its date, merges
// one walk a day of its order's by-day index: it answers what the plain query answers (the period
// read whole and sorted) on every page, a first day cut at the period's start and videos posted after
// today included, and it reads about the page's end and one row a day, not the period's uploads.
import { VideoStatus } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DURATION_MEDIUM_MAX_S } from '@reel/api';
import { DAY_MS, LIST_COUNT_CAP } from '../constants.js';
import { HD_MIN_HEIGHT_PX } from '../db/schema/facets.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { recordingDatabase, type RecordedStatement } from '../testing/recordedStatements.js';
import { type KeyedSort, ORDER } from './listSql.js';
import { postedDays } from './postedDays.js';
import { isRefusal } from './refusal.js';
import { listVideos, type VideoListQuery } from './videoList.js';

const GENDER = 'gay';
/** Videos of the gender, one every SPACING_MIN minutes back from now: about 39 a day, 1,168 in a
 * month, so that a day's boundary and the period's start fall between two of them. */
const ROWS = 12_000;
const SPACING_MIN = 37;
/** Posted after today (a clock behind the database's): in every period, as the plain condition has it. */
const LATER = 3;
const SPAN_DAYS = { day: 1, week: 7, month: 30 } as const;
const COUNT = 20;
const BY_DAY: [KeyedSort, string][] = [
  ['longest', 'longest'],
  ['most-commented', 'commented'],
  ['most-popular', 'popular'],
  ['most-viewed', 'viewed'],
  ['top-rated', 'rated'],
];

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ videos: 100 });
  // Sort keys with many ties, so that the merge's order within a key rests on the ids across days.
  await t.database.query(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, gender, popularity, viewed, comments_count, rating, height, is_private, post_date)
     SELECT 600000 + i, 'd' || i, 'dated clip ' || i, 60 + (i * 7919) % 3600, 'k', $1, '${GENDER}', (i * 104729) % 5000,
            (i * 7907) % 900, i % 13, ((i * 31) % 11) / 10.0, CASE WHEN i % 4 = 0 THEN 1080 ELSE 480 END, i % 9 = 0,
            CASE WHEN i <= ${LATER} THEN now() + i * interval '2 days' ELSE now() - (i * ${SPACING_MIN}) * interval '1 minute' END
       FROM generate_series(1, ${ROWS}) AS i`,
    [VideoStatus.Active],
  );
  await t.database.query('VACUUM ANALYZE videos');
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const listQuery = (q: Partial<VideoListQuery>): VideoListQuery => ({
  gender: GENDER,
  sort: 'top-rated',
  count: COUNT,
  page: 1,
  section: 'all',
  objectId: '',
  type: 'all',
  duration: '',
  date: 'month',
  ...q,
});

async function answerOf(q: VideoListQuery): Promise<{ ids: number[]; total: number }> {
  const list = await listVideos(t.ctx, q);
  if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
  return { ids: list.videos.map((v) => Number(v.video_id)), total: list.total_count };
}

/** The period read whole and sorted. */
async function plainAnswer(q: VideoListQuery): Promise<{ ids: number[]; total: number }> {
  const since = new Date(t.ctx.now() - SPAN_DAYS[q.date as keyof typeof SPAN_DAYS] * DAY_MS).toISOString();
  const filters = [
    q.type === 'hd' ? `v.height >= ${HD_MIN_HEIGHT_PX}` : 'true',
    q.type === 'public' ? 'NOT v.is_private' : 'true',
    q.duration === '3' ? `v.duration_sec > ${DURATION_MEDIUM_MAX_S}` : 'true',
  ];
  const from = `FROM videos v WHERE v.status_id = $1 AND v.gender = $2 AND v.post_date >= $3::timestamptz AND ${filters.join(' AND ')}`;
  const params = [VideoStatus.Active, q.gender, since];
  const rows = await t.database.query<{ id: number }>(
    `SELECT v.video_id AS id ${from} ORDER BY ${ORDER[q.sort as KeyedSort]} LIMIT ${q.count} OFFSET ${(q.page - 1) * q.count}`,
    params,
  );
  const [{ n }] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params);
  return { ids: rows.map((r) => Number(r.id)), total: Math.min(Number(n), LIST_COUNT_CAP) };
}

/** The list's statement of its page. */
async function pageStatement(q: VideoListQuery): Promise<RecordedStatement> {
  const seen: RecordedStatement[] = [];
  const list = await listVideos({ ...t.ctx, database: recordingDatabase(t.database, seen) }, q);
  if (isRefusal(list)) throw new Error(`refused: ${JSON.stringify(list)}`);
  const page = seen.find((s) => s.text.includes('UNION ALL'));
  if (!page) throw new Error(`no merged walk among ${seen.map((s) => s.text).join('\n')}`);
  return page;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** The index scans of a plan, each with the rows it returned. */
function indexScans(node: PlanNode): { index: string; rows: number }[] {
  const own = node['Index Name'] ? [{ index: node['Index Name'], rows: (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) }] : [];
  return [...own, ...(node.Plans ?? []).flatMap(indexScans)];
}

describe('postedDays', () => {
  it('names every UTC day from the period’s start to now', () => {
    const now = Date.parse('2026-12-03T08:00:00Z');
    expect(postedDays(now - DAY_MS, now)).toEqual(['2026-12-02', '2026-12-03']);
    expect(postedDays(now - 7 * DAY_MS, now)).toHaveLength(8);
    expect(postedDays(now - 30 * DAY_MS, now)[0]).toBe('2026-11-03');
    expect(postedDays(Date.parse('2026-12-03T00:00:00Z'), Date.parse('2026-12-03T00:00:00Z'))).toEqual(['2026-12-03']);
  });
});

describe('a date filter’s list of every video, by day', () => {
  for (const [sort] of BY_DAY)
    it(`${sort}: each period, pages 1, 3 and past the period, and filtered, answer the plain query`, async () => {
      for (const date of Object.keys(SPAN_DAYS)) {
        for (const page of [1, 3, 80]) {
          const q = listQuery({ sort, date, page });
          expect(await answerOf(q), `${date} p${page}`).toEqual(await plainAnswer(q));
        }
        for (const filter of [{ type: 'hd' }, { type: 'public' }, { duration: '3' }, { type: 'hd', duration: '3' }] as const) {
          const q = listQuery({ sort, date, page: 2, ...filter });
          expect(await answerOf(q), `${date} ${JSON.stringify(filter)}`).toEqual(await plainAnswer(q));
        }
      }
    });

  it('runs one text for an order and a period, whatever the gender, filters and page', async () => {
    const texts = new Set<string>();
    for (const q of [listQuery({}), listQuery({ gender: 'str', page: 4 }), listQuery({ type: 'vr', duration: '1', count: 60 })])
      texts.add((await pageStatement(q)).text);
    expect(texts.size).toBe(1);
  });

  it('holds the videos posted after today and cuts the first day at the period’s start', async () => {
    const q = listQuery({ sort: 'most-viewed', date: 'day', count: 100 });
    const { ids, total } = await answerOf(q);
    for (let i = 1; i <= LATER; i++) expect(ids).toContain(600000 + i);
    // The day's: one every SPACING_MIN minutes back from now, none from before the period.
    const dated = ids.filter((id) => id > 600000 + LATER).map((id) => (id - 600000) * SPACING_MIN);
    expect(dated.length).toBeGreaterThan(30);
    expect(Math.max(...dated)).toBeLessThanOrEqual(24 * 60);
    expect(total).toBe((await plainAnswer(q)).total);
  });

  for (const [sort, name] of BY_DAY)
    it(`${sort}: a month's page 3 walks each day's ${name} order and reads about the page's end, not the month`, async () => {
      const q = listQuery({ sort, page: 3 });
      const statement = await pageStatement(q);
      const session = t.database.session ? await t.database.session() : null;
      const run = session ?? t.database;
      try {
        // On a catalogue this small, sorting the month is as cheap as the walks: price it out.
        await run.query('SET enable_sort = off');
        const rows = await run.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`, statement.params);
        await run.query('RESET enable_sort');
        const raw = rows[0]['QUERY PLAN'];
        const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
        const scans = indexScans(plan[0].Plan);
        const days = postedDays(t.ctx.now() - 30 * DAY_MS, t.ctx.now()).length;
        // One walk a day, then the later videos' read, whose plan is PostgreSQL's choice.
        const walks = scans.slice(0, days);
        expect(walks.map((s) => s.index)).toEqual(Array<string>(days).fill(`videos_${name}_by_day_idx`));
        expect(scans.length).toBeGreaterThan(days);
        const read = walks.reduce((sum, s) => sum + s.rows, 0);
        // The page's end and a row more from each walk at most; the month holds about 1,168.
        expect(read).toBeLessThanOrEqual(3 * COUNT + days);
      } finally {
        session?.release();
      }
    });
});
