// POST /api/playlist.php edits by their owner only, GET /api/playlist.php for the owner's own lists,
// and private playlists kept from everyone else in the public, cached calls.
import { PLAYLIST_EDIT_PATH, PLAYLIST_TITLE_MAX_CHARS, PLAYLIST_TITLE_MIN_CHARS, ownPlaylistsPath } from '@reel/api';
import { playlistPath, playlistsPath, videosPath, type PlaylistAnswer, type PlaylistList } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
let owner: Actor;
let other: Actor;
beforeAll(async () => {
  t = await startSocialApp();
  [owner, other] = [await t.member(), await t.member()];
});
afterAll(async () => {
  await t?.close();
});

const edit = (who: Actor | null, fields: Record<string, string | number>) => t.post(PLAYLIST_EDIT_PATH, who, fields);
const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
const order = async (id: number) =>
  (await t.sql<{ video_id: number }>('SELECT video_id FROM playlist_items WHERE playlist_id = $1 ORDER BY position', [id])).map(
    (r) => r.video_id,
  );

async function create(who: Actor, title: string, isPrivate = 0): Promise<number> {
  const res = await edit(who, { act: 'create', title, is_private: isPrivate });
  expect(res.status).toBe(200);
  return (res.body as { playlist_id: number }).playlist_id;
}

describe(`playlist edits (${engineName()})`, () => {
  it('creates, adds in order, refuses a second add, reorders, removes and deletes', async () => {
    const id = await create(owner, '  Late night  ');
    const [row] = await t.sql<{ title: string; is_private: boolean; user_id: number }>(
      'SELECT title, is_private, user_id FROM playlists WHERE playlist_id = $1',
      [id],
    );
    expect(row).toEqual({ title: 'Late night', is_private: false, user_id: owner.user_id });
    for (const [video, total] of [
      [1, 1],
      [2, 2],
      [3, 3],
    ]) {
      const res = await edit(owner, { act: 'add', playlist_id: id, video_id: video });
      expect(res.body).toEqual({ ok: true, playlist_id: id, total_videos: total });
    }
    expect(refusal(await edit(owner, { act: 'add', playlist_id: id, video_id: 2 }))).toEqual({
      status: 409,
      body: { error: true, code: 'already_added' },
    });
    expect(refusal(await edit(owner, { act: 'add', playlist_id: id, video_id: 4 }))).toEqual({
      status: 404,
      body: { error: true, code: 'not_found' },
    });
    expect(await order(id)).toEqual([1, 2, 3]);
    expect((await edit(owner, { act: 'order', playlist_id: id, order: '3, 1,2' })).status).toBe(200);
    expect(await order(id)).toEqual([3, 1, 2]);
    for (const bad of ['3,1', '3,1,2,2', '3,1,7', 'a,b', '']) {
      expect({ bad, ...refusal(await edit(owner, { act: 'order', playlist_id: id, order: bad })) }).toEqual({
        bad,
        status: 400,
        body: { error: true, code: 'invalid_order' },
      });
    }
    expect((await edit(owner, { act: 'remove', playlist_id: id, video_id: 1 })).body).toEqual({
      ok: true,
      playlist_id: id,
      total_videos: 2,
    });
    expect(refusal(await edit(owner, { act: 'remove', playlist_id: id, video_id: 1 }))).toEqual({
      status: 404,
      body: { error: true, code: 'not_in_playlist' },
    });
    await t.sql(`INSERT INTO subscriptions (user_id, type, object_id) VALUES ($1, 'playlist', $2)`, [other.user_id, id]);
    expect((await edit(owner, { act: 'delete', playlist_id: id })).body).toEqual({ ok: true, playlist_id: id });
    expect(await t.sql('SELECT 1 FROM playlists WHERE playlist_id = $1', [id])).toEqual([]);
    expect(await t.sql(`SELECT 1 FROM subscriptions WHERE type = 'playlist' AND object_id = $1`, [id])).toEqual([]);
    expect(refusal(await edit(owner, { act: 'delete', playlist_id: id }))).toEqual({
      status: 404,
      body: { error: true, code: 'not_found' },
    });
  });

  it('checks the title and the act', async () => {
    const cases: [Record<string, string | number>, string, Record<string, unknown>[] | undefined][] = [
      [{ act: 'create', title: ' ' }, 'required', [{ field: 'title', code: 'required' }]],
      [{ act: 'create', title: 'a' }, 'min_length', [{ field: 'title', code: 'min_length', info: { length: PLAYLIST_TITLE_MIN_CHARS } }]],
      [
        { act: 'create', title: 'a'.repeat(PLAYLIST_TITLE_MAX_CHARS + 1) },
        'max_length',
        [{ field: 'title', code: 'max_length', info: { length: PLAYLIST_TITLE_MAX_CHARS } }],
      ],
      [{ act: 'rename', title: 'xx' }, 'invalid_act', undefined],
      [{ act: 'add', playlist_id: 'x', video_id: 1 }, 'invalid_playlist_id', undefined],
    ];
    for (const [fields, code, errors] of cases) {
      const res = await edit(owner, fields);
      expect(refusal(res)).toEqual({ status: 400, body: errors ? { error: true, code, errors } : { error: true, code } });
    }
  });

  it('lets nobody but the owner change a playlist, public or private', async () => {
    const mine = await create(owner, 'Mine, public');
    const secret = await create(owner, 'Mine, private', 1);
    await edit(owner, { act: 'add', playlist_id: mine, video_id: 1 });
    for (const id of [mine, secret]) {
      const acts: Record<string, string | number>[] = [
        { act: 'add', video_id: 2 },
        { act: 'remove', video_id: 1 },
        { act: 'order', order: '1' },
        { act: 'delete' },
      ];
      for (const fields of acts) {
        const res = await edit(other, { ...fields, playlist_id: id });
        expect({ id, act: fields.act, ...refusal(res) }).toEqual({
          id,
          act: fields.act,
          status: 403,
          body: { error: true, code: 'no_permission' },
        });
      }
    }
    expect(await order(mine)).toEqual([1]);
    expect(refusal(await edit(null, { act: 'create', title: 'Visitor' }))).toEqual({
      status: 401,
      body: { error: true, code: 'need_login' },
    });
  });
});

describe(`private playlists (${engineName()})`, () => {
  it('are the owner’s alone: refused or left out of every public call, shown in the owner’s own no-store calls', async () => {
    const secret = await create(owner, 'Hidden one', 1);
    await edit(owner, { act: 'add', playlist_id: secret, video_id: 2 });
    for (const who of [null, other, owner]) {
      const one = await t.read(playlistPath(secret), who);
      expect(refusal(one)).toEqual({ status: 403, body: { error: true, code: 'no_permission' } });
      const list = await t.read<PlaylistList>(`${playlistsPath({ section: 'user', object_id: owner.user_id, lifetime: 0 })}`, who);
      expect(list.body.playlists.map((p) => p.id)).not.toContain(secret);
      const videos = await t.read(videosPath({ section: 'playlist', object_id: secret }), who);
      expect(refusal(videos)).toEqual({ status: 403, body: { error: true, code: 'no_permission' } });
    }
    const own = await t.read<PlaylistAnswer>(ownPlaylistsPath({ playlist_id: secret }), owner);
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.body.playlist).toMatchObject({ id: secret, is_private: true, total_videos: 1 });
    expect(own.body.videos.map((v) => v.video_id)).toEqual([2]);
    // Someone else's private playlist answers exactly as one that does not exist.
    const missing = refusal(await t.read(ownPlaylistsPath({ playlist_id: 99_999_999 }), other));
    expect(missing).toEqual({ status: 404, body: { error: true, code: 'not_found' } });
    expect(refusal(await t.read(ownPlaylistsPath({ playlist_id: secret }), other))).toEqual(missing);
    expect(refusal(await t.read(ownPlaylistsPath({ playlist_id: secret }), null))).toEqual({
      status: 401,
      body: { error: true, code: 'need_login' },
    });
    const ownList = await t.read<PlaylistList>(ownPlaylistsPath(), owner);
    expect(ownList.headers['cache-control']).toBe('no-store');
    expect(ownList.body.playlists.map((p) => p.id)).toContain(secret);
    expect((await t.read<PlaylistList>(ownPlaylistsPath(), other)).body.playlists.map((p) => p.id)).not.toContain(secret);
    // Nothing of the owner's own calls went into the shared response cache.
    const size = t.ctx.cache.size;
    await t.read(ownPlaylistsPath(), owner);
    expect(t.ctx.cache.size).toBe(size);
  });
});
