// POST /api/wall.php and GET /api/wall.php: any member posts on a wall, the author or the wall's
// owner deletes a post and nobody else does; everyone reads a wall.
import { MESSAGES_PATH, PLAYLIST_EDIT_PATH, WALL_PATH, WALL_POST_MAX_CHARS, wallPath } from '@reel/api';
import { type WallList, type WallPostAnswer } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { NASTY_TEXT, startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
let owner: Actor;
let author: Actor;
let stranger: Actor;
beforeAll(async () => {
  t = await startSocialApp();
  [owner, author, stranger] = [await t.member(), await t.member(), await t.member()];
});
afterAll(async () => {
  await t?.close();
});

const refusal = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
const postOn = async (who: Actor, text: string) =>
  (await t.post<WallPostAnswer>(WALL_PATH, who, { user_id: owner.user_id, text })).body.post!.post_id;
const wallIds = async () => (await t.read<WallList>(wallPath(owner.user_id), null)).body.posts.map((p) => p.post_id);

describe(`wall (${engineName()})`, () => {
  it('posts on a member’s wall and shows it to everyone, newest first', async () => {
    const res = await t.post<WallPostAnswer>(WALL_PATH, author, { user_id: owner.user_id, text: ` ${NASTY_TEXT} ` });
    expect(res.status).toBe(200);
    expect(res.body.post).toMatchObject({
      wall_user_id: owner.user_id,
      user: { user_id: author.user_id, username: author.username },
      text: NASTY_TEXT,
    });
    const second = await postOn(owner, 'my own wall');
    const wall = await t.read<WallList>(wallPath(owner.user_id), null);
    expect(wall.headers['cache-control']).toBe('no-store');
    expect(wall.body.total_count).toBe(2);
    expect(wall.body.posts.map((p) => p.post_id)).toEqual([second, res.body.post!.post_id]);
    expect((await t.read<WallList>(wallPath(author.user_id), null)).body).toEqual({ posts: [], total_count: 0 });
  });

  it('stores no bidi override or other invisible format character, on a wall, in a message or a playlist name', async () => {
    const tricky = 'see \u202Egnp.exe\u202C and \u2066here\u2069\u200F';
    const clean = 'see gnp.exe and here';
    expect((await t.post<WallPostAnswer>(WALL_PATH, author, { user_id: owner.user_id, text: tricky })).body.post?.text).toBe(clean);
    const message = await t.post<{ message: { text: string } }>(MESSAGES_PATH, author, { to_user_id: owner.user_id, text: tricky });
    expect(message.body.message.text).toBe(clean);
    const list = await t.post<{ playlist_id: number }>(PLAYLIST_EDIT_PATH, author, { act: 'create', title: tricky });
    expect(await t.sql('SELECT title FROM playlists WHERE playlist_id = $1', [list.body.playlist_id])).toEqual([{ title: clean }]);
    // Nothing but invisible characters is nothing at all.
    expect(refusal(await t.post(WALL_PATH, author, { user_id: owner.user_id, text: '\u202E\u200F' }))).toMatchObject({
      status: 400,
      body: { code: 'required' },
    });
  });

  it('deletes a post by its author or the wall’s owner, never by anyone else', async () => {
    const byAuthor = await postOn(author, 'to be withdrawn');
    const byAuthor2 = await postOn(author, 'to be removed by the owner');
    expect(refusal(await t.post(WALL_PATH, stranger, { act: 'delete', post_id: byAuthor }))).toEqual({
      status: 403,
      body: { error: true, code: 'no_permission' },
    });
    expect(refusal(await t.post(WALL_PATH, null, { act: 'delete', post_id: byAuthor }))).toEqual({
      status: 401,
      body: { error: true, code: 'need_login' },
    });
    expect(await wallIds()).toContain(byAuthor);
    expect((await t.post(WALL_PATH, author, { act: 'delete', post_id: byAuthor })).body).toEqual({ ok: true });
    expect((await t.post(WALL_PATH, owner, { act: 'delete', post_id: byAuthor2 })).body).toEqual({ ok: true });
    const ids = await wallIds();
    expect(ids).not.toContain(byAuthor);
    expect(ids).not.toContain(byAuthor2);
    expect(refusal(await t.post(WALL_PATH, owner, { act: 'delete', post_id: byAuthor }))).toEqual({
      status: 404,
      body: { error: true, code: 'not_found' },
    });
  });

  it('refuses a visitor’s post, an empty or long text, an unknown wall and bad input', async () => {
    const cases: [Actor | null, Record<string, string | number>, number, Record<string, unknown>][] = [
      [null, { user_id: owner.user_id, text: 'hi' }, 401, { error: true, code: 'need_login' }],
      [author, { user_id: owner.user_id, text: '' }, 400, { error: true, code: 'required', errors: [{ field: 'text', code: 'required' }] }],
      [
        author,
        { user_id: owner.user_id, text: 'x'.repeat(WALL_POST_MAX_CHARS + 1) },
        400,
        { error: true, code: 'max_length', errors: [{ field: 'text', code: 'max_length', info: { length: WALL_POST_MAX_CHARS } }] },
      ],
      [author, { user_id: 99999, text: 'hi' }, 404, { error: true, code: 'not_found' }],
      [author, { user_id: 'x', text: 'hi' }, 400, { error: true, code: 'invalid_user_id' }],
      [author, { act: 'edit', user_id: owner.user_id, text: 'hi' }, 400, { error: true, code: 'invalid_act' }],
      [author, { act: 'delete', post_id: 'x' }, 400, { error: true, code: 'invalid_post_id' }],
    ];
    for (const [who, fields, status, body] of cases)
      expect({ fields, ...refusal(await t.post(WALL_PATH, who, fields)) }).toEqual({ fields, status, body });
    expect(refusal(await t.read(`${WALL_PATH}?user_id=99999`, null))).toEqual({ status: 404, body: { error: true, code: 'not_found' } });
    expect(refusal(await t.read(`${WALL_PATH}?user_id=${owner.user_id}&page=0`, null))).toEqual({
      status: 400,
      body: { error: true, code: 'invalid_page' },
    });
  });
});
