// The client against a fake fetch: what goes on the wire, and how answers are checked.
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, formBody, isApiError } from './client.js';
import type { FetchInit, FetchLike } from './client.js';
import { ENDPOINT } from './endpoints/index.js';

interface Call {
  url: string;
  init: FetchInit;
}

/** Answers every request with the given status and body, recording what was asked. */
function fakeFetch(status = 200, body: unknown = { ok: true }) {
  const calls: Call[] = [];
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return { status, text: async () => text };
  };
  return { fetch, calls };
}

describe('GET methods', () => {
  it('build the catalogue paths under the base URL and ask for JSON', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ baseUrl: 'https://site.example/', fetch });
    await api.video(1234567);
    await api.videos({ section: 'category', object_id: 'hd', duration: 'all' });
    await api.search({ text: 'a & b' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://site.example/api/json/video/86400/1/1234/1234567.json',
      'https://site.example/api/json/videos2/86400/str/latest-updates/60/category.hd.1.all...json',
      'https://site.example/api/videos2.php?params=86400/str/relevance/60/search..1.all..&s=a%20%26%20b',
    ]);
    expect(calls[0].init).toEqual({ method: 'GET', headers: { Accept: 'application/json' } });
  });

  it('reach every catalogue row', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ fetch });
    await Promise.all([
      api.main(),
      api.related(123),
      api.videofile(123),
      api.suggester(),
      api.suggest('é'),
      api.stats(),
      api.categories(),
      api.members({ search: 'x' }),
      api.member(42),
      api.comments({ section: 'video', object_id: 42, signedIn: true }),
      api.channels(),
      api.channel('studio'),
      api.models(),
      api.model('jane'),
      api.playlists(),
      api.playlist(42),
      api.subscriptions(42),
      api.download('studio'),
    ]);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/json/main/14400/str.en.json',
      '/api/json/videos_related/432000/20/0/0/123.all.1.json',
      '/api/videofile.php?video_id=123&lifetime=864000',
      '/api/json/suggester/43200/1000.json',
      '/api/suggester.php?c=%C3%A9',
      '/api/json/stats/43200/top.json',
      '/api/json/categories/14400/str.toptn.en.json',
      '/api/json/members/3600/all/filt......./recent/96/1.json?search=x',
      '/api/json/member/7200/user/0/42.json',
      '/api/json/comments/0/video/0/0/42.jsond',
      '/api/json/channels/14400/str/alphabetaz-toptn/60/all..1.json',
      '/api/json/channel/14400/s/studio.json',
      '/api/json/models/3600/str/filt........../most-popular-toptn/60/1.json',
      '/api/json/model/3600/ja/jane.json',
      '/api/json/playlists/86400/latest-updates/60/all.1.str..json',
      '/api/json/playlist/86400/0/42.json',
      '/api/json/subscriptions/14400/0/42.json',
      '/api/json/download/86400/studio.json',
    ]);
  });

  it('use the related and timelines tokens from the options', async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({
      baseUrl: 'https://site.example',
      fetch,
      relatedToken: 'https://cdn.example/rel/',
      timelinesToken: '/media/tl/',
    });
    await api.related(1234567, { page: 2 });
    expect(calls[0].url).toBe('https://cdn.example/rel/20/1/1234/1234567.all.2.json');
    expect(api.timelinesUrl({ video_id: 1234567, timelines_count: 50, timelines_interval: 10 })).toBe(
      'https://site.example/media/tl/timelines/1/1234/1234567.50.10.vtt',
    );
  });

  it('builds the related token from the lifetime when none is configured', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).related(123, { lifetime: 0 });
    expect(calls[0].url).toBe('/api/json/videos_related/0/20/0/0/123.all.1.jsond');
  });

  it('returns the parsed answer', async () => {
    const answer = { videos: [], total_count: 0, page: 1, count: 60 };
    const api = createApiClient({ fetch: fakeFetch(200, answer).fetch });
    await expect(api.videos()).resolves.toEqual(answer);
  });
});

describe('form POSTs', () => {
  it("stat posts its act's fields form-encoded, booleans as 1/0 and the fields the act does not take left out", async () => {
    const { fetch, calls } = fakeFetch();
    const api = createApiClient({ fetch });
    await api.stat({ act: 'vote', section: 'video', object_id: 7, vote: false, nogeo: true, user_id: undefined });
    await api.stat({ act: 'view', section: 'video', object_id: 7, nogeo: true, user_id: 3 });
    expect(calls[0].url).toBe('/api/input.php');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls.map((c) => c.init.body)).toEqual([
      'act=vote&section=video&object_id=7&vote=0',
      'act=view&section=video&object_id=7&nogeo=1',
    ]);
  });

  it("stat refuses, before sending, a section its act does not take, with the server's code", async () => {
    const { fetch, calls } = fakeFetch();
    await expect(createApiClient({ fetch }).stat({ act: 'favourite', section: 'channel', object_id: 7 })).rejects.toMatchObject({
      code: 'invalid_section',
    });
    expect(calls).toEqual([]);
  });

  it('call encodes & = and unicode', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).call(ENDPOINT.login, { usr: 'a&b=c é', pwd: 'x' });
    expect(calls[0].url).toBe('/api/login.php');
    expect(new URLSearchParams(calls[0].init.body).get('usr')).toBe('a&b=c é');
    expect(calls[0].init.body).toBe('usr=a%26b%3Dc+%C3%A9&pwd=x');
  });

  it('formBody keeps numbers and empty strings', () => {
    expect(formBody({ a: 0, b: '', c: undefined, d: true })).toBe('a=0&b=&d=1');
  });
});

describe('answer checks', () => {
  it('rejects a non-2xx status with the spec wording, the status and the JSON body', async () => {
    const body = { error: true, code: 'not_found' };
    const api = createApiClient({ fetch: fakeFetch(404, body).fetch });
    const error = await api.video(1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ApiRequestError).message).toBe('Request failed with status code 404');
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).body).toEqual(body);
  });

  it('rejects with no body when the error page is not JSON', async () => {
    const api = createApiClient({ fetch: fakeFetch(500, '<html>oops</html>').fetch });
    await expect(api.main()).rejects.toMatchObject({ message: 'Request failed with status code 500', status: 500, body: undefined });
  });

  it('rejects a 2xx answer that is not JSON', async () => {
    const api = createApiClient({ fetch: fakeFetch(200, '<html></html>').fetch });
    await expect(api.main()).rejects.toThrow('Response is not JSON (status code 200)');
  });

  it('calls onNotify for each notify entry and still returns the answer', async () => {
    const body = {
      error: true,
      code: 'vote',
      errors: [
        { field: 'notify', code: 'vote_already', info: { id: 7 } },
        { field: 'usr', code: 'required' },
        { field: 'notify', code: 'system_error' },
      ],
    };
    const onNotify = vi.fn();
    const api = createApiClient({ fetch: fakeFetch(200, body).fetch, onNotify });
    const answer = await api.stat({ act: 'vote', section: 'video', object_id: 7, vote: true });
    expect(answer).toEqual(body);
    expect(onNotify.mock.calls).toEqual([
      ['vote_already', { id: 7 }],
      ['system_error', undefined],
    ]);
  });

  it('notifies from an error status too, before rejecting', async () => {
    const onNotify = vi.fn();
    const body = { error: true, code: 'x', errors: [{ field: 'notify', code: 'need_login' }] };
    const api = createApiClient({ fetch: fakeFetch(403, body).fetch, onNotify });
    await expect(api.call(ENDPOINT.logout)).rejects.toThrow('Request failed with status code 403');
    expect(onNotify).toHaveBeenCalledWith('need_login', undefined);
  });

  it('reads notify entries keyed by field as well', async () => {
    const onNotify = vi.fn();
    const body = { error: true, code: 'x', errors: { a: { field: 'notify', code: 'error_login' } } };
    await createApiClient({ fetch: fakeFetch(200, body).fetch, onNotify }).call(ENDPOINT.logout);
    expect(onNotify).toHaveBeenCalledWith('error_login', undefined);
  });

  it('does not notify without a truthy error flag', async () => {
    const onNotify = vi.fn();
    const body = { error: false, errors: [{ field: 'notify', code: 'x' }] };
    await createApiClient({ fetch: fakeFetch(200, body).fetch, onNotify }).main();
    expect(onNotify).not.toHaveBeenCalled();
  });

  it('isApiError tells error answers apart', () => {
    expect(isApiError({ error: true, code: 'x' })).toBe(true);
    expect(isApiError({ videos: [] })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('default fetch', () => {
  it('uses the global fetch, looked up at call time', async () => {
    const { fetch, calls } = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    try {
      await createApiClient().stats();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(calls[0].url).toBe('/api/json/stats/43200/top.json');
  });
});
