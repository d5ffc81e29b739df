// The member's uploads: processing with its percent (asked again until done), the preview chooser
// ('preview required' until a screenshot is picked), publishing, a failure's reason, and another
// member's published videos. fetch is a stand-in of the browser's.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { PROCESSING_POLL_MS } from './constants';
import UploadedVideosPage from './UploadedVideosPage';
import { replaceGlobal, restoreGlobals } from './testGlobals';

const item = (state: string, extra: Record<string, unknown> = {}) => ({
  video_id: 31, job_id: 4, title: 'Beach walk', dir: 'beach-walk-31', duration: 200, uploaded_at: '2026-11-21T13:00:00Z',
  state, percent: state === 'processing' ? 40 : 100, reason: null, thumb: '', ...extra,
});

let root: Root | null = null;
let host: HTMLElement;
let uploads: unknown[] = [];
const requests: { url: string; method: string; body?: string }[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no matchMedia; the pagination asks it for the narrow layout.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  requests.length = 0;
  replaceGlobal('fetch', async (url: string, init: { method: string; body?: string }) => {
    requests.push({ url, method: init.method, body: init.body });
    if (url.includes('act=uploads')) return { status: 200, text: async () => JSON.stringify({ videos: [uploads.shift()], total_count: 1 }) };
    if (url.includes('act=screens')) {
      const screens = [1, 2, 3].map((screen) => ({ screen, url: `/media/upload-31/screens/${screen}.jpg` }));
      return { status: 200, text: async () => JSON.stringify({ video_id: 31, state: 'needs_preview', screens, chosen: 1 }) };
    }
    if (init.method === 'POST') return { status: 200, text: async () => JSON.stringify({ ok: true, video_id: 31, dir: 'beach-walk-31', state: 'published' }) };
    return { status: 200, text: async () => JSON.stringify({ videos: [], total_count: 0 }) };
  });
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  setSession(SIGNED_OUT_SESSION);
  vi.useRealTimers();
  restoreGlobals();
});

async function render(path: string) {
  setSession({ user: { user_id: 7, username: 'anna', verified: true } });
  await act(async () =>
    root?.render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/members/:id/uploaded-videos/:page/" element={<UploadedVideosPage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const button = (text: string) => Array.from(host.querySelectorAll('button')).find((b) => b.textContent === text);
const state = () => host.querySelector('.uploaded-item__state')?.textContent;

describe('uploaded videos page', () => {
  it('polls while processing, then the chooser publishes the chosen screenshot', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    uploads = [item('processing'), item('needs_preview'), item('published', { thumb: '/media/upload-31/chosen/scr-2.jpg' })];
    await render('/members/7/uploaded-videos/1/');
    expect(state()).toBe('Processing 40%');
    expect(host.querySelector<HTMLProgressElement>('.uploaded-item progress')?.value).toBe(40);
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS));
    expect(state()).toBe('Choose a preview');
    await act(async () => button('Choose the preview')!.click());
    expect(host.querySelectorAll('.preview-chooser img')).toHaveLength(3);
    expect(host.querySelector('.preview-chooser')?.textContent).toContain('preview required');
    await act(async () => button('Publish')!.click());
    expect(host.querySelector('[role=alert]')?.textContent).toBe('preview required');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    act(() => host.querySelectorAll<HTMLInputElement>('.preview-chooser input')[1].click());
    expect(host.querySelector('.preview-chooser')?.textContent).not.toContain('preview required');
    await act(async () => button('Publish')!.click());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([{ url: '/api/video_edit.php', method: 'POST', body: 'act=preview&video_id=31&screen=2' }]);
    expect(state()).toBe('Published');
    expect(host.querySelector('.uploaded-item__title a')?.getAttribute('href')).toBe('/video/31/beach-walk-31/');
    // Nothing is processing any more: no further asking.
    const asked = requests.filter((r) => r.url.includes('act=uploads')).length;
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS * 3));
    expect(requests.filter((r) => r.url.includes('act=uploads')).length).toBe(asked);
  });

  it('says why processing failed', async () => {
    uploads = [item('failed', { reason: 'transcode_failed' })];
    await render('/members/7/uploaded-videos/1/');
    expect(state()).toBe('Failed: the video could not be processed');
    uploads = [item('failed', { reason: 'broken' })];
    act(() => root?.unmount());
    root = createRoot(host);
    await render('/members/7/uploaded-videos/2/');
    expect(state()).toBe('Failed: The file is broken');
  });

  it("shows another member's published videos from the public list, without the upload link", async () => {
    await render('/members/9/uploaded-videos/1/');
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(/^\/api\/json\/videos2\/.*\/user\.9\.1\./)]);
    expect(host.querySelector('a[href="/upload/"]')).toBeNull();
    expect(host.textContent).toContain('There is no data in this list.');
  });
});
