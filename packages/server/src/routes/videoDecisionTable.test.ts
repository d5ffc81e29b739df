// Every video decision tried on the server for every status, every fact the decision table reads
// and every staff role: the server takes exactly what the table in `@reel/api` opens, the table
// the console's buttons read (site/src/admin/VideoDecisions.test.tsx). Anything else is 409
// invalid_state and changes nothing.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VideoStatus } from '@reel/api';
import { openDecisions, STAFF_ROLES, VIDEO_DECISIONS, type StaffRole, type VideoDecisionFacts } from '@reel/api/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn, TEST_ORIGIN } from '../testing/members.js';
import { attachTestConsent } from '../testing/consent.js';

let t: TestApp;
let work: string;
let ownerId: number;
const session = {} as Record<StaffRole, string>;
let nextId = 93_000;

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-decision-table-'));
  const mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  t = await startTestApp({ videos: 6, env: { MEDIA_DIR: mediaRoot } });
  const owner = await createMember(t.database);
  ownerId = owner.user_id;
  for (const role of STAFF_ROLES) {
    const staff = await createMember(t.database, { role });
    session[role] = await signIn(t.app, staff.username, staff.password);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A video of the owner as `facts` describe it; a held one was live before its hold. */
async function aVideo(facts: VideoDecisionFacts): Promise<number> {
  const id = nextId++;
  await sql(
    `INSERT INTO videos (video_id, dir, title, duration_sec, media_key, status_id, user_id, media, review_pending, removed_at, purged_at, held_from)
     VALUES ($1, $2, 'Decided', 200, $3, $4, $5, '{}', $6, $7, $8, $9)`,
    [
      id,
      `decided-${id}`,
      `decided${id}${'0'.repeat(20)}`,
      facts.status_id,
      ownerId,
      facts.review_pending,
      facts.removed_by_staff ? new Date().toISOString() : null,
      facts.purged ? new Date().toISOString() : null,
      facts.status_id === VideoStatus.Held ? VideoStatus.Active : null,
    ],
  );
  // Every performer's release is on file, so only the table decides what may be approved.
  await attachTestConsent(t.ctx, id);
  return id;
}

async function decide(role: StaffRole, videoId: number, decision: string): Promise<number> {
  const fields: Record<string, string> = { note: 'table check' };
  if (decision === 'reject') fields.reason = 'quality';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/videos/${videoId}/${decision}`,
    payload: new URLSearchParams(fields).toString(),
    headers: { cookie: session[role], origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (res.statusCode !== 200) expect(res.json()).toMatchObject({ code: 'invalid_state' });
  return res.statusCode;
}

const flags = [false, true];
const everyVideo: VideoDecisionFacts[] = Object.values(VideoStatus).flatMap((status_id) =>
  flags.flatMap((review_pending) =>
    flags.flatMap((removed_by_staff) => flags.map((purged) => ({ status_id, review_pending, removed_by_staff, purged }))),
  ),
);

describe('the video decisions the server takes', () => {
  it('are exactly those the decision table opens, for every status, fact and role', { timeout: 240_000 }, async () => {
    const taken: string[] = [];
    const opened: string[] = [];
    for (const role of STAFF_ROLES) {
      for (const facts of everyVideo) {
        const key = `${role} status ${facts.status_id} pending=${facts.review_pending} removed=${facts.removed_by_staff} purged=${facts.purged}`;
        const accepted: string[] = [];
        for (const decision of VIDEO_DECISIONS) {
          // A fresh video for each try: a decision taken changes the video.
          if ((await decide(role, await aVideo(facts), decision)) === 200) accepted.push(decision);
        }
        taken.push(`${key}: ${accepted.join(',')}`);
        opened.push(`${key}: ${[...openDecisions(facts, role)].join(',')}`);
      }
    }
    expect(taken).toEqual(opened);
  });

  it('refuses to approve a held video, even one held while it waited for review, and leaves it held', async () => {
    for (const role of STAFF_ROLES) {
      const id = await aVideo({ status_id: VideoStatus.Held, review_pending: true, removed_by_staff: false, purged: false });
      expect(await decide(role, id, 'approve')).toBe(409);
      const [row] = await sql<{ status_id: number; review_pending: boolean }>(
        'SELECT status_id, review_pending FROM videos WHERE video_id = $1',
        [id],
      );
      expect(row).toMatchObject({ status_id: VideoStatus.Held, review_pending: true });
    }
  });
});
