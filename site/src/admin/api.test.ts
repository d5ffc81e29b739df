// The console's addresses come from the endpoint table: each route's `:params` filled, only the
// query values and body fields its entry declares.
import { ENDPOINT } from '@reel/api';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCallError, addressOf, adminApi, routeOf } from './api';
import { ok, restoreFetch, serve } from './testServer';

afterEach(() => restoreFetch());

describe('console addresses', () => {
  it('fills the route of each entry and writes only the non-empty query values it declares', () => {
    expect(routeOf(ENDPOINT.adminDismiss, { target_type: 'wall', target_id: 5 })).toBe('/api/admin/reports/wall/5/dismiss');
    expect(addressOf(ENDPOINT.adminAudit, {}, { action: '', actor: 'a b&c', target_id: undefined, page: 2 })).toBe(
      '/api/admin/audit?actor=a+b%26c&page=2',
    );
    expect(() => routeOf(ENDPOINT.adminVideo, {})).toThrow(/video_id/);
    expect(() => addressOf(ENDPOINT.adminReview, {}, { state: 'open' })).toThrow(/no query value state/);
  });

  it('reads a refusal whether it comes as a 4xx or as a 200 with `error`', async () => {
    serve((call) =>
      call.path === '/api/admin/summary'
        ? ok({ error: true, code: 'not_staff' })
        : { status: 401, body: { error: true, code: 'need_login' } },
    );
    await expect(adminApi.summary()).rejects.toEqual(new AdminCallError('not_staff', 200));
    const refused = await adminApi.me().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AdminCallError);
    expect(refused).toMatchObject({ code: 'need_login', status: 401 });
  });

  it('sends form fields, booleans as 1/0 and id lists comma-separated', async () => {
    const seen = serve(() => ok({ ok: true }));
    await adminApi.hide('member', 7, false, 'ok');
    await adminApi.editVideo(42, { categories: [], models: [4, 5] });
    expect(seen.map((c) => [c.path, c.fields])).toEqual([
      ['/api/admin/hide', { target_type: 'member', target_id: '7', hidden: '0', note: 'ok' }],
      ['/api/admin/videos/42/edit', { categories: '', models: '4,5' }],
    ]);
  });
});
