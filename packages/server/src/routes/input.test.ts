// POST /api/input.php: a view for anyone, and a member's vote, subscribe, favourite and their
// reverses, with every refusal and the counters they move.
import { INPUT_PATH } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from '../testing/database.js';
import { startSocialApp, type Actor, type SocialTestApp } from '../testing/socialApp.js';

let t: SocialTestApp;
let ann: Actor;
let ben: Actor;
beforeAll(async () => {
  t = await startSocialApp();
  [ann, ben] = [await t.member(), await t.member()];
});
afterAll(async () => {
  await t?.close();
});

const act = (who: Actor | null, fields: Record<string, string | number>) => t.post(INPUT_PATH, who, fields);
const one = async <T>(text: string, params: unknown[]) => (await t.sql<T>(text, params))[0];

describe(`input: votes (${engineName()})`, () => {
  it('counts a like on a video once and answers the new statistics', async () => {
    const res = await act(ann, { act: 'vote', section: 'video', object_id: 2, vote: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ ok: true, statistics: { likes: 1, dislikes: 0 } });
    const again = await act(ann, { act: 'vote', section: 'video', object_id: 2, vote: 0 });
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { error: true, code: 'already_voted' } });
    const other = await act(ben, { act: 'vote', section: 'video', object_id: 2, vote: 0 });
    expect(other.body).toEqual({ ok: true, statistics: { likes: 1, dislikes: 1 } });
    const row = await one<{ likes: number; dislikes: number; rating: number }>(
      'SELECT likes, dislikes, rating FROM videos WHERE video_id = 2',
      [],
    );
    expect(row).toEqual({ likes: 1, dislikes: 1, rating: 0.5 });
  });

  it('votes on a channel by dir, a model and a playlist', async () => {
    expect((await act(ann, { act: 'vote', section: 'channel', object_id: 'acme-studio', vote: 1 })).body).toEqual({
      ok: true,
      statistics: { likes: 1, dislikes: 0 },
    });
    expect((await act(ann, { act: 'vote', section: 'model', object_id: 1, vote: 0 })).body).toEqual({
      ok: true,
      statistics: { likes: 0, dislikes: 1 },
    });
    // Playlist 1 already has one like in the fixture.
    expect((await act(ann, { act: 'vote', section: 'playlist', object_id: 1, vote: 1 })).body).toEqual({
      ok: true,
      statistics: { likes: 2, dislikes: 0 },
    });
    const [votes] = await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM votes WHERE user_id = $1`, [ann.user_id]);
    expect(votes.n).toBe(4);
  });

  it('refuses a bad vote value, section or object, and someone else’s private playlist', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{ act: 'vote', section: 'video', object_id: 3, vote: 2 }, 400, 'invalid_vote'],
      [{ act: 'vote', section: 'video', object_id: 3 }, 400, 'invalid_vote'],
      [{ act: 'vote', section: 'user', object_id: 1, vote: 1 }, 400, 'invalid_section'],
      [{ act: 'vote', section: 'video', object_id: 99999, vote: 1 }, 404, 'not_found'],
      [{ act: 'vote', section: 'channel', object_id: 'no-such-studio', vote: 1 }, 404, 'not_found'],
      // Video 4 is deleted.
      [{ act: 'vote', section: 'video', object_id: 4, vote: 1 }, 404, 'not_found'],
      [{ act: 'vote', section: 'playlist', object_id: 2, vote: 1 }, 403, 'no_permission'],
      [{ act: 'vote', section: 'video', object_id: 'x y', vote: 1 }, 400, 'invalid_object_id'],
      [{ act: 'fly', section: 'video', object_id: 3 }, 400, 'invalid_act'],
    ];
    for (const [fields, status, code] of cases) {
      const res = await act(ann, fields);
      expect({ fields, status: res.status, body: res.body }).toEqual({ fields, status, body: { error: true, code } });
    }
  });

  it('asks a visitor to sign in for every member act', async () => {
    for (const a of ['vote', 'subscribe', 'favourite', 'unsubscribe', 'unfavourite']) {
      const res = await act(null, { act: a, section: 'video', object_id: 3, vote: 1 });
      expect({ a, status: res.status, body: res.body }).toEqual({ a, status: 401, body: { error: true, code: 'need_login' } });
    }
  });
});

describe(`input: subscriptions and favourites (${engineName()})`, () => {
  it('subscribes once to a channel, model, member and playlist, bumping subscribers', async () => {
    const expected: [string, string | number, number][] = [
      ['channel', 'acme-studio', 6],
      ['model', 'jane-doe', 10],
      ['user', ben.user_id, 1],
      ['playlist', 1, 1],
    ];
    for (const [section, id, subscribers] of expected) {
      const res = await act(ann, { act: 'subscribe', section, object_id: id });
      expect({ section, body: res.body }).toEqual({ section, body: { ok: true, statistics: { subscribers } } });
      const again = await act(ann, { act: 'subscribe', section, object_id: id });
      expect({ section, status: again.status, code: (again.body as { code: string }).code }).toEqual({
        section,
        status: 409,
        code: 'already_subscribed',
      });
    }
  });

  it('never subscribes a member to themselves', async () => {
    const res = await act(ann, { act: 'subscribe', section: 'user', object_id: ann.user_id });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error: true, code: 'subscribe_self' } });
  });

  it('unsubscribes, and keeps a counter from going below 0', async () => {
    const res = await act(ann, { act: 'unsubscribe', section: 'channel', object_id: 1 });
    expect(res.body).toEqual({ ok: true, statistics: { subscribers: 5 } });
    const twice = await act(ann, { act: 'unsubscribe', section: 'channel', object_id: 1 });
    expect({ status: twice.status, body: twice.body }).toEqual({ status: 404, body: { error: true, code: 'not_subscribed' } });
    await t.sql('UPDATE members SET subscribers = 0 WHERE user_id = $1', [ben.user_id]);
    expect((await act(ann, { act: 'unsubscribe', section: 'user', object_id: ben.user_id })).body).toEqual({
      ok: true,
      statistics: { subscribers: 0 },
    });
  });

  it('favourites a video once, and unfavourites it', async () => {
    const before = await one<{ popularity: number }>('SELECT popularity FROM videos WHERE video_id = 3', []);
    expect((await act(ben, { act: 'favourite', section: 'video', object_id: 3 })).body).toEqual({
      ok: true,
      statistics: { favourites: 1 },
    });
    const again = await act(ben, { act: 'favourite', section: 'video', object_id: 3 });
    expect({ status: again.status, body: again.body }).toEqual({ status: 409, body: { error: true, code: 'already_favourite' } });
    expect((await t.sql('SELECT 1 FROM favourites WHERE user_id = $1 AND video_id = 3', [ben.user_id])).length).toBe(1);
    expect((await act(ben, { act: 'unfavourite', section: 'video', object_id: 3 })).body).toEqual({
      ok: true,
      statistics: { favourites: 0 },
    });
    const after = await one<{ popularity: number }>('SELECT popularity FROM videos WHERE video_id = 3', []);
    expect(after.popularity).toBe(before.popularity);
    const gone = await act(ben, { act: 'unfavourite', section: 'video', object_id: 3 });
    expect({ status: gone.status, body: gone.body }).toEqual({ status: 404, body: { error: true, code: 'not_favourite' } });
    const channel = await act(ben, { act: 'favourite', section: 'channel', object_id: 1 });
    expect((channel.body as { code: string }).code).toBe('invalid_section');
  });
});

describe(`input: views (${engineName()})`, () => {
  it('records the viewer from the session, never from the form', async () => {
    const view = (who: Actor | null, fields: Record<string, string | number>) =>
      act(who, { act: 'view', section: 'video', object_id: 3, ...fields });
    expect((await view(ann, { user_id: ben.user_id })).body).toEqual({ ok: true });
    expect((await view(null, { user_id: ben.user_id })).body).toEqual({ ok: true });
    const events = await t.sql<{ user_id: number | null }>(
      `SELECT user_id FROM stat_events WHERE section = 'video' AND object_id = 3 ORDER BY event_id`,
    );
    expect(events.map((e) => e.user_id)).toEqual([ann.user_id, null]);
  });
});
