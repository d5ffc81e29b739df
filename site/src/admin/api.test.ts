// The console's addresses come from the endpoint table: each route's `:params` filled, only the
// query values and body fields its entry declares, read back by the entry's own parsers.
import { BadInput, ENDPOINT, requestOf } from '@reel/api/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminCallError, adminApi } from './api';
import { ok, restoreFetch, serve } from './testServer';

afterEach(() => restoreFetch());

describe('console addresses', () => {
  it('fills the route of each entry and writes only the non-empty query values it declares', () => {
    expect(requestOf(ENDPOINT.adminDismiss, { target_type: 'wall', target_id: 5, note: 'x' })).toEqual({
      method: 'POST',
      address: '/api/admin/reports/wall/5/dismiss',
      fields: { note: 'x' },
    });
    expect(requestOf(ENDPOINT.adminAudit, { actor: 'a b&c', target_id: undefined, page: 2 }).address).toBe(
      '/api/admin/audit?actor=a+b%26c&page=2',
    );
    expect(() => requestOf(ENDPOINT.adminVideo, {})).toThrow(BadInput);
  });

  it('refuses, before sending, a value the server would refuse, with the server’s code', async () => {
    const seen = serve(() => ok({ ok: true }));
    await expect(adminApi.video(0)).rejects.toMatchObject({ name: 'AdminCallError', status: 400 });
    expect(seen).toEqual([]);
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
