import { COUNT_RELATED } from '@reel/api';
import { WATCH_RELATED_COUNT, watchDataPaths } from '@reel/api/pages';
import { relatedPath } from '@reel/api/endpoints';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRelated } from '../watch/playerWiring';
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

describe('the watch page’s id', () => {
  it('goes to /404/ without asking for anything when the address breaks the id rule', async () => {
    for (const id of ['042', '0', '4294967296', 'x']) {
      const asked = recordFetch(answerFor());
      const thrown: unknown = await watchLoader({ params: { id, dir: 'a-video' } } as unknown as Parameters<typeof watchLoader>[0]).catch(
        (e: unknown) => e,
      );
      expect([id, (thrown as Response).headers.get('Location'), asked]).toEqual([id, '/404/', []]);
    }
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

describe('the related list and up-next of the watch page', () => {
  const related = {
    videos: [
      { video_id: 1, is_private: 0 },
      { video_id: 2, is_private: 1 },
      { video_id: 3, is_private: 0 },
    ],
    total_count: 3,
  };
  const answers = (path: string) => (path.includes('videos_related') ? related : answerFor()(path));
  afterEach(() => {
    document.cookie = 'uid=; max-age=0; path=/';
  });

  it("leave members-only videos out for a visitor, in the page's lists and the player's", async () => {
    recordFetch(answers);
    const data = await watchLoader(watchArgs);
    expect(data.related.videos.map((v) => v.video_id)).toEqual([1, 3]);
    expect(data.related.total).toBe(3);
    expect((await loadRelated(93, 1)).map((v) => v.video_id)).toEqual([1, 3]);
  });

  it('keep them for a member', async () => {
    document.cookie = 'uid=12; path=/';
    recordFetch(answers);
    const data = await watchLoader(watchArgs);
    expect(data.related.videos.map((v) => v.video_id)).toEqual([1, 2, 3]);
    expect((await loadRelated(93, 1)).map((v) => v.video_id)).toEqual([1, 2, 3]);
  });
});
