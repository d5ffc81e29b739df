// The answer type is declared once, in the endpoint table: the compiler holds every handler to it.
// A handler returning another shape does not compile, and neither does one that sends its own
// reply for a JSON answer (a reply is thenable, so an async handler returning it would otherwise
// pass as any answer). The typecheck runs this file: an `@ts-expect-error` that no longer has an
// error to expect fails it.
import { ENDPOINT, type VideoList } from '@reel/api/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { act, route } from './endpoint.js';

/** Never run: registering the same entries twice would throw; the compiler reads it all the same. */
export function wrongShapes(app: FastifyInstance): void {
  // @ts-expect-error the health answer names its database
  route(app, ENDPOINT.health, async () => ({ ok: true }));
  // @ts-expect-error a video list is not a single video's answer
  route(app, ENDPOINT.video, async (): Promise<VideoList> => ({ videos: [], total_count: 0 }));
  // @ts-expect-error a JSON answer is returned for the route to send, never sent by the handler
  route(app, ENDPOINT.health, async (_req, reply) => reply.send({ ok: true, database: 'x' }));
  // @ts-expect-error an entry that sends its own reply (a text file) has no JSON answer to return
  route(app, ENDPOINT.robots, async () => ({ ok: true }));
}

/** An act's handler is held to that act's answer, not to any answer of its route. */
export function wrongActs(): void {
  // @ts-expect-error the own profile is the answer without an act, not the verification's
  act(ENDPOINT.profileVerif, async () => ({ user: { user_id: 1 } }));
  // @ts-expect-error a sign-in's failure is not a sign-out's answer
  act(ENDPOINT.logout, async () => ({ success: false as const, error: true as const, code: 'required' as const, codes: {} }));
  // @ts-expect-error the candidates' answer names one of the upload states
  act(ENDPOINT.uploadScreens, async (_req, _reply, { video_id }) => ({ video_id, state: 'done', screens: [], chosen: 1 }));
}

describe('a handler answers its entry’s type', () => {
  it('registers a handler returning the declared answer, and one sending its own reply where the entry says so', async () => {
    const app = Fastify();
    route(app, ENDPOINT.health, async () => ({ ok: true, database: 'memory' }));
    route(app, ENDPOINT.robots, async (_req, reply) => reply.type('text/plain').send('User-agent: *\n'));
    const health = await app.inject({ url: ENDPOINT.health.route });
    const robots = await app.inject({ url: ENDPOINT.robots.route });
    await app.close();
    expect([health.statusCode, health.json()]).toEqual([200, { ok: true, database: 'memory' }]);
    expect([robots.statusCode, robots.body]).toEqual([200, 'User-agent: *\n']);
  });
});
