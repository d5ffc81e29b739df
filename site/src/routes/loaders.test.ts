import { COUNT_RELATED, relatedPath, WATCH_RELATED_COUNT, watchDataPaths } from '@reel/api';
import { afterEach, describe, expect, it } from 'vitest';
import { watchLoader } from './loaders';

// The server names these calls in the page's head for the browser to fetch early (preload): a
// loader asking for any other address would fetch everything twice.

const fetchBefore = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = fetchBefore;
});

/** Answers every call from `answers` by its path and keeps the order of the paths asked for. */
function recordFetch(answers: (path: string) => unknown): string[] {
  const asked: string[] = [];
  globalThis.fetch = (async (url: string) => {
    const path = String(url);
    asked.push(path);
    return new Response(JSON.stringify(answers(path)), { status: 200 });
  }) as typeof fetch;
  return asked;
}

const video = (extra: object = {}) => ({ video: { video_id: 93, dir: 'a-video', status_id: 1, is_private: 0, ...extra } });
const answerFor = (extra?: object) => (path: string) =>
  path.includes('/video/') ? video(extra) : path.includes('videofile') ? [] : { videos: [], total_count: 0 };
const watchArgs = { params: { id: '93', dir: 'a-video' } } as unknown as Parameters<typeof watchLoader>[0];

describe('the first data calls of the watch page', () => {
  it('are the preloaded video, related list and file list', async () => {
    const asked = recordFetch(answerFor());
    const data = await watchLoader(watchArgs);
    await data.files;
    const expected = watchDataPaths(93);
    expect([...asked].sort()).toEqual([expected.video, expected.related, expected.videofile].sort());
  });

  it('leave out the file list of a private video for a visitor, as the server does', async () => {
    const asked = recordFetch(answerFor({ is_private: 1 }));
    await watchLoader(watchArgs);
    const expected = watchDataPaths(93);
    expect([...asked].sort()).toEqual([expected.video, expected.related].sort());
  });
});

describe('the watch page’s related list', () => {
  it('asks for the API’s related page size (20)', async () => {
    const asked = recordFetch(answerFor());
    await watchLoader(watchArgs);
    const related = asked.find((p) => p.includes('.all.1.json'));
    expect(related).toBe(relatedPath(93, { page: 1, count: COUNT_RELATED }));
    expect(WATCH_RELATED_COUNT).toBe(COUNT_RELATED);
  });
});
