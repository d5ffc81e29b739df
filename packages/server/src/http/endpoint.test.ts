// One table entry on a bare Fastify: the handler sees typed, checked values; a refused value is
// `400 {error, code}` with the table's code before the handler runs; a private answer is not stored.
import { ENDPOINT, endpoint, param, sends, type PlaylistAnswer, type WallPostAnswer } from '@reel/api/endpoints';
import type { MessageList } from '@reel/api';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, route, routeActs } from './endpoint.js';
import { ApiHttpError, errorBody } from './errors.js';

const sample = endpoint({
  name: 'sample',
  method: 'GET',
  route: '/sample/:lifetime/:file',
  shape: '/sample/{lifetime}/{id}.{page}.json?sort={sort}',
  summary: 'A sample entry.',
  params: {
    lifetime: param.lifetime(),
    id: param.id(),
    page: param.page(),
    sort: param.oneOfOr(['new', 'old'] as const, 'invalid_sort', 'new'),
  },
  query: ['sort'],
  file: { ext: 'json', fields: ['id', 'page'] },
  answer: sends('the input, echoed'),
  cache: 'path',
  errors: ['invalid_lifetime', 'invalid_extension', 'invalid_path', 'invalid_id', 'invalid_page', 'invalid_sort'],
});

const own = endpoint({ ...sample, name: 'own', route: '/own/:lifetime/:file', cache: 'no-store', private: true });

let app: FastifyInstance;
let handled = 0;
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler((err, _req, reply) =>
    err instanceof ApiHttpError ? reply.code(err.status).send(errorBody(err)) : reply.code(500).send({ error: true }),
  );
  route(app, sample, async (_req, reply, input) => {
    handled++;
    return reply.send(input);
  });
  route(app, own, async (_req, reply, input) => reply.send(input));
  // Two routes of acts, with the real entries: a form whose unknown acts sign in, and reads by act.
  routeActs(
    app,
    [
      act(ENDPOINT.login, async (_req, _reply, { usr }) => ({ success: true as const, user: { user_id: 1, username: usr } })),
      act(ENDPOINT.logout, async () => ({ success: true as const })),
    ],
    { unknownAct: ENDPOINT.login.act },
  );
  routeActs(app, [
    act(ENDPOINT.uploadScreens, async (_req, _reply, { video_id }) => ({ video_id, state: 'published' as const, screens: [], chosen: 1 })),
    act(ENDPOINT.uploads, async (_req, _reply, { page }) => ({ videos: [], total_count: page })),
  ]);
  // Picked by a field's presence: one playlist, or the list; the messages with one member, or all.
  routeActs(app, [
    act(ENDPOINT.messagesRead, async (_req, _reply, { page }) => ({ conversations: [], total_count: page })),
    act(
      ENDPOINT.messagesWith,
      async (_req, _reply, { user_id }) => ({ messages: [], total_count: user_id ?? -1 }) as unknown as MessageList,
    ),
  ]);
  routeActs(app, [
    act(ENDPOINT.playlistRead, async (_req, _reply, { page }) => ({ playlists: [], total_count: page })),
    act(ENDPOINT.playlistOne, async (_req, _reply, { playlist_id }) => ({ playlist: { id: playlist_id } }) as unknown as PlaylistAnswer),
  ]);
  // A post is the form without an act or with its other name; the guard waits, and may answer itself.
  routeActs(
    app,
    [
      act(
        ENDPOINT.wallPost,
        async (_req, _reply, { user_id, text }) => ({ ok: true, post: { user_id, text } }) as unknown as WallPostAnswer,
      ),
      act(ENDPOINT.wallDelete, async () => ({ ok: true as const })),
    ],
    {
      aliases: { post: '' },
      guard: async (req, reply) => {
        await new Promise((resolve) => setImmediate(resolve));
        if (req.headers['x-visitor']) void reply.code(401).send({ error: true, code: 'need_login', message: 'sign in' });
      },
    },
  );
  // An act whose object is read before its guard, and its other fields after: a member's vote.
  routeActs(app, [
    act(
      ENDPOINT.inputVote,
      async (_req, _reply, { object_id, vote }) => ({ ok: true as const, statistics: { likes: vote ? Number(object_id) : 0 } }),
      {
        readFirst: ['object_id'],
        guard: (req) => {
          if (req.headers['x-visitor']) throw new ApiHttpError(401, 'need_login');
        },
      },
    ),
  ]);
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, cache: res.headers['cache-control'] };
};

describe('route', () => {
  it('hands the handler the values the table read, the lifetime cut to the longest', async () => {
    expect(await get('/sample/60/42.3.json?sort=old')).toMatchObject({ status: 200, body: { lifetime: 60, id: 42, page: 3, sort: 'old' } });
    expect((await get('/sample/0/42.3.jsond')).body).toEqual({ lifetime: 0, id: 42, page: 3, sort: 'new' });
    expect((await get('/sample/999999999/1.1.json')).body.lifetime).toBeLessThan(999999999);
  });

  it('refuses a bad value with its code before the handler runs', async () => {
    const before = handled;
    const cases: [string, string][] = [
      ['/sample/x/42.3.json', 'invalid_lifetime'],
      ['/sample/60/42.3.jsond', 'invalid_extension'],
      ['/sample/60/42.json', 'invalid_path'],
      ['/sample/60/01.3.json', 'invalid_id'],
      ['/sample/60/2147483648.3.json', 'invalid_id'],
      ['/sample/60/42.0.json', 'invalid_page'],
      ['/sample/60/42.3.json?sort=up', 'invalid_sort'],
      ['/sample/60/42.3.json?sort=new&sort=old', 'invalid_sort'],
    ];
    for (const [url, code] of cases) expect([url, await get(url)]).toMatchObject([url, { status: 400, body: { error: true, code } }]);
    expect(handled).toBe(before);
  });

  it('answers a private entry with no-store', async () => {
    expect(await get('/own/60/42.3.json')).toMatchObject({ status: 200, cache: 'no-store' });
    expect((await get('/sample/60/42.3.json')).cache).toBeUndefined();
  });
});

describe('routeActs', () => {
  const post = async (payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: ENDPOINT.login.route, payload });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, cache: res.headers['cache-control'] };
  };

  it("hands each act's handler that act's fields, read by its entry", async () => {
    expect(await post({ usr: 'ann', pwd: 'x' })).toMatchObject({ status: 200, body: { user: { username: 'ann' } }, cache: 'no-store' });
    expect((await post({ act: 'logout', usr: 'ann' })).body).toEqual({ success: true });
    expect((await get('/api/video_edit.php?act=uploads&page=3')).body).toEqual({ videos: [], total_count: 3 });
    expect((await get('/api/video_edit.php?act=screens&video_id=7')).body).toMatchObject({ video_id: 7 });
  });

  it('sends an unknown act where the route says, or refuses it', async () => {
    expect((await post({ act: 'other', usr: 'bob', pwd: 'y' })).body).toMatchObject({ user: { username: 'bob' } });
    expect(await get('/api/video_edit.php?act=limits')).toMatchObject({ status: 400, body: { code: 'invalid_act' } });
    expect(await get('/api/video_edit.php')).toMatchObject({ status: 400, body: { code: 'invalid_act' } });
  });

  it('picks the entry named by a field the request carries, whatever its value, and never reads an act there', async () => {
    expect((await get('/api/playlist.php?page=2&act=x')).body).toEqual({ playlists: [], total_count: 2 });
    expect((await get('/api/playlist.php?playlist_id=5&page=x')).body).toEqual({ playlist: { id: 5 } });
    expect(await get('/api/playlist.php?playlist_id=')).toMatchObject({ status: 400, body: { code: 'invalid_playlist_id' } });
    // An id its optional parser reads as none leaves the request to the other entry.
    expect((await get('/api/messages.php?user_id=&page=2')).body).toEqual({ conversations: [], total_count: 2 });
    expect((await get('/api/messages.php?user_id=7')).body).toEqual({ messages: [], total_count: 7 });
    expect(await get('/api/messages.php?user_id=0')).toMatchObject({ status: 400, body: { code: 'invalid_user_id' } });
  });

  it("refuses a bad field with its act's code before the handler runs", async () => {
    expect(await get('/api/video_edit.php?act=screens&video_id=0')).toMatchObject({ status: 400, body: { code: 'invalid_video_id' } });
    expect(await get('/api/video_edit.php?act=screens')).toMatchObject({ status: 400, body: { code: 'invalid_video_id' } });
    expect(await get('/api/video_edit.php?act=uploads&page=x')).toMatchObject({ status: 400, body: { code: 'invalid_page' } });
    expect(await post({ usr: ['a', 'b'], pwd: 'x' })).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
  });
});

describe('routeActs: aliases and guards', () => {
  const wall = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'POST', url: ENDPOINT.wallPost.route, payload, headers });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('takes an alias to its entry, and refuses any other unknown act', async () => {
    expect((await wall({ user_id: ' 4 ', text: 'hi' })).body).toEqual({ ok: true, post: { user_id: 4, text: 'hi' } });
    expect((await wall({ act: 'post', user_id: 4, text: 'hi' })).body).toEqual({ ok: true, post: { user_id: 4, text: 'hi' } });
    expect((await wall({ act: 'delete', post_id: 9 })).body).toEqual({ ok: true });
    expect(await wall({ act: 'edit', user_id: 4 })).toMatchObject({ status: 400, body: { code: 'invalid_act' } });
    expect(await wall({ act: 'delete', post_id: 'x' })).toMatchObject({ status: 400, body: { code: 'invalid_post_id' } });
  });

  it('waits for an async guard, whose own answer is the reply, before any act or field is read', async () => {
    expect(await wall({ act: 'edit' }, { 'x-visitor': '1' })).toEqual({
      status: 401,
      body: { error: true, code: 'need_login', message: 'sign in' },
    });
  });
});

describe("routeActs: fields read before an act's guard", () => {
  const vote = async (payload: Record<string, unknown>, visitor = false) => {
    const res = await app.inject({ method: 'POST', url: ENDPOINT.inputVote.route, payload, headers: visitor ? { 'x-visitor': '1' } : {} });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

  it('refuses a bad field it names whoever asks, then lets the guard refuse, then reads the rest', async () => {
    expect(await vote({ act: 'vote', section: 'video', object_id: 'x y', vote: 1 }, true)).toMatchObject({
      status: 400,
      body: { code: 'invalid_object_id' },
    });
    // The fields it does not name are the guard's to outrank: a visitor's bad section is still 401.
    expect(await vote({ act: 'vote', section: 'user', object_id: 3, vote: 1 }, true)).toMatchObject({
      status: 401,
      body: { code: 'need_login' },
    });
    expect(await vote({ act: 'vote', section: 'user', object_id: 3, vote: 1 })).toMatchObject({
      status: 400,
      body: { code: 'invalid_section' },
    });
    expect(await vote({ act: 'vote', section: 'video', object_id: 3, vote: 1 })).toEqual({
      status: 200,
      body: { ok: true, statistics: { likes: 3 } },
    });
  });
});
