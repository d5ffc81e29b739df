// An upload not yet published is its owner's alone: for anyone else every social act and every read
// about it answers exactly as for a video id that never existed (status, code, headers, body).
import { COMMENT_PATH, PLAYLIST_EDIT_PATH, VideoStatus } from '@reel/api';
import { commentsPath, INPUT_PATH, relatedPath, videoPath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSocialApp, type Actor, type Answer, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
let owner: Actor;
let stranger: Actor;
let hidden: number;
/** Below the ids new rows get, above the fixture's: no video has it. */
const NEVER = 90_001;

beforeAll(async () => {
  t = await startSocialApp();
  [owner, stranger] = [await t.member(), await t.member()];
  const [row] = await t.sql<{ video_id: number }>('SELECT video_id FROM videos WHERE status_id = 1 ORDER BY video_id DESC LIMIT 1');
  hidden = row.video_id;
  await t.sql(`UPDATE videos SET status_id = ${VideoStatus.Unpublished}, user_id = $2 WHERE video_id = $1`, [hidden, owner.user_id]);
});
afterAll(async () => {
  await t?.close();
});

/** What an answer shows of itself, without the moment it was sent. */
function shown(a: Answer): object {
  const { date: _date, ...headers } = a.headers;
  return { status: a.status, headers, body: a.body };
}

/** The same request for the hidden video and for the id that never existed answers alike, and not 2xx. */
async function sameAsNever(ask: (videoId: number) => Promise<Answer>): Promise<void> {
  const [forHidden, forNever] = [await ask(hidden), await ask(NEVER)];
  expect(forHidden.status).toBeGreaterThanOrEqual(400);
  expect(shown(forHidden)).toEqual(shown(forNever));
}

describe('an unpublished upload, to anyone but its owner', () => {
  it('takes no vote, favourite, comment or playlist item', async () => {
    await sameAsNever((id) => t.post(INPUT_PATH, stranger, { act: 'vote', section: 'video', object_id: id, vote: 1 }));
    await sameAsNever((id) => t.post(INPUT_PATH, stranger, { act: 'favourite', section: 'video', object_id: id }));
    await sameAsNever((id) => t.post(COMMENT_PATH, stranger, { section: 'video', object_id: id, text: 'first!' }));
    const made = await t.post<{ playlist_id: number }>(PLAYLIST_EDIT_PATH, stranger, { act: 'create', title: 'My picks' });
    await sameAsNever((id) => t.post(PLAYLIST_EDIT_PATH, stranger, { act: 'add', playlist_id: made.body.playlist_id, video_id: id }));
    const [row] = await t.sql<{ likes: number; favourites_count: number; comments_count: number }>(
      'SELECT likes, favourites_count, comments_count FROM videos WHERE video_id = $1',
      [hidden],
    );
    expect(row).toEqual({ likes: 0, favourites_count: 0, comments_count: 0 });
  });

  it('counts no view, from a member or a visitor', async () => {
    const [before] = await t.sql<{ viewed: number }>('SELECT viewed FROM videos WHERE video_id = $1', [hidden]);
    for (const who of [stranger, null])
      await sameAsNever((id) => t.post(INPUT_PATH, who, { act: 'view', section: 'video', object_id: id }));
    expect(await t.sql('SELECT viewed FROM videos WHERE video_id = $1', [hidden])).toEqual([before]);
  });

  it('shows no comments, related list or video, cached or not', async () => {
    for (const lifetime of [3600, 0]) {
      await sameAsNever((id) => t.read(commentsPath({ section: 'video', object_id: id, lifetime }), stranger));
      await sameAsNever((id) => t.read(commentsPath({ section: 'video', object_id: id, lifetime }), null));
      await sameAsNever((id) => t.read(relatedPath(id, { lifetime }), null));
      await sameAsNever((id) => t.read(videoPath(id, { lifetime }), stranger));
    }
  });
});

describe('an unpublished upload, to its owner', () => {
  it('takes the owner\u2019s vote and view, and shows the owner its comments', async () => {
    expect((await t.post(INPUT_PATH, owner, { act: 'vote', section: 'video', object_id: hidden, vote: 1 })).status).toBe(200);
    expect((await t.post(INPUT_PATH, owner, { act: 'view', section: 'video', object_id: hidden })).status).toBe(200);
    const comments = await t.read(commentsPath({ section: 'video', object_id: hidden, lifetime: 0 }), owner);
    expect(comments.status).toBe(200);
  });
});
