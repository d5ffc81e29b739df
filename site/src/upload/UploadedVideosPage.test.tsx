// The member's uploads: processing with its percent (asked again until done), the preview chooser
// ('preview required' until a screenshot is picked), publishing, a failure's reason, and another
// member's published videos, and the moderation states: waiting for review (also straight after the
// preview where uploads are reviewed first), rejected with its reason and note, removed. fetch is a
// stand-in of the browser's.
import { act, cleanup, fireEvent, render as renderInDom, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { PROCESSING_POLL_MS } from './constants';
import UploadedVideosPage from './UploadedVideosPage';
import { replaceGlobal, restoreGlobals } from './testGlobals';

const item = (state: string, extra: Record<string, unknown> = {}) => ({
  video_id: 31,
  job_id: 4,
  title: 'Beach walk',
  dir: 'beach-walk-31',
  duration: 200,
  uploaded_at: '2026-11-21T13:00:00Z',
  state,
  percent: state === 'processing' ? 40 : 100,
  reason: null,
  thumb: '',
  ...extra,
});

let uploads: unknown[] = [];
/** What the preview choice answers the video became. */
let previewState = 'published';
const requests: { url: string; method: string; body?: string }[] = [];

beforeAll(() => {
  // jsdom has no matchMedia; the pagination asks it for the narrow layout.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});

const VIEW_DAYS = [
  { day: '2026-11-20', views: 2 },
  { day: '2026-11-21', views: 5 },
];

beforeEach(() => {
  requests.length = 0;
  previewState = 'published';
  notifications.set([]);
  replaceGlobal('fetch', async (url: string, init: { method: string; body?: string }) => {
    if (url.startsWith('/api/member/stats?'))
      return { status: 200, text: async () => JSON.stringify({ from: '2026-11-20', to: '2026-11-21', days: VIEW_DAYS }) };
    requests.push({ url, method: init.method, body: init.body });
    if (url.includes('act=uploads'))
      return { status: 200, text: async () => JSON.stringify({ videos: [uploads.shift()], total_count: 1 }) };
    if (url.includes('act=screens')) {
      const screens = [1, 2, 3].map((screen) => ({ screen, url: `/media/upload-31/screens/${screen}.jpg` }));
      return { status: 200, text: async () => JSON.stringify({ video_id: 31, state: 'needs_preview', screens, chosen: 1 }) };
    }
    if (init.method === 'POST')
      return { status: 200, text: async () => JSON.stringify({ ok: true, video_id: 31, dir: 'beach-walk-31', state: previewState }) };
    return { status: 200, text: async () => JSON.stringify({ videos: [], total_count: 0 }) };
  });
});

afterEach(() => {
  cleanup();
  setSession(SIGNED_OUT_SESSION);
  vi.useRealTimers();
  restoreGlobals();
});

async function render(path: string) {
  setSession({ user: { user_id: 7, username: 'anna', verified: true } });
  const view = renderInDom(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/members/:id/uploaded-videos/:page/" element={<UploadedVideosPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await settle();
  return view;
}

/** Lets the fetch stand-in's answers and the renders they cause run (timers may be fake here). */
const settle = () => act(async () => undefined);
// The item's state line is the page's one status.
const state = () => screen.getByRole('status').textContent;
const chooser = () => screen.queryByRole('group', { name: 'Preview of Beach walk' });

describe('uploaded videos page', () => {
  it('polls while processing, then the chooser publishes the chosen screenshot', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    uploads = [item('processing'), item('needs_preview'), item('published', { thumb: '/media/upload-31/chosen/scr-2.jpg' })];
    // user-event and Testing Library's async helpers wait on setTimeout, which is fake here: clicks
    // are dispatched directly.
    const click = (element: Element) => fireEvent.click(element);
    await render('/members/7/uploaded-videos/1/');
    expect(state()).toBe('Processing 40%');
    expect(screen.getByRole('progressbar', { name: 'Processing 40%' })).toHaveProperty('value', 40);
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS));
    expect(state()).toBe('Choose a preview');
    click(screen.getByRole('button', { name: 'Choose the preview' }));
    await settle();
    expect(within(chooser()!).getAllByRole('radio')).toHaveLength(3);
    expect(within(chooser()!).getAllByRole('img')).toHaveLength(3);
    expect(chooser()?.textContent).toContain('preview required');
    click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('preview required');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    click(screen.getByRole('radio', { name: 'Screenshot 2' }));
    expect(chooser()?.textContent).not.toContain('preview required');
    click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([
      { url: '/api/video_edit.php', method: 'POST', body: 'act=preview&video_id=31&screen=2' },
    ]);
    expect(state()).toBe('Published');
    expect(screen.getByRole('link', { name: 'Beach walk' }).getAttribute('href')).toBe('/video/31/beach-walk-31/');
    // Nothing is processing any more: no further asking.
    const asked = requests.filter((r) => r.url.includes('act=uploads')).length;
    await act(async () => vi.advanceTimersByTime(PROCESSING_POLL_MS * 3));
    expect(requests.filter((r) => r.url.includes('act=uploads')).length).toBe(asked);
  });

  it('says why processing failed', async () => {
    uploads = [item('failed', { reason: 'transcode_failed' })];
    const first = await render('/members/7/uploaded-videos/1/');
    expect(state()).toBe('Failed: the video could not be processed');
    uploads = [item('failed', { reason: 'broken' })];
    first.unmount();
    await render('/members/7/uploaded-videos/2/');
    expect(state()).toBe('Failed: The file is broken');
  });

  it('says a video waits for review after its preview where uploads are reviewed first, and does not link it', async () => {
    previewState = 'in_review';
    uploads = [item('needs_preview'), item('in_review', { thumb: '/media/upload-31/chosen/scr-1.jpg' })];
    await render('/members/7/uploaded-videos/1/');
    fireEvent.click(screen.getByRole('button', { name: 'Choose the preview' }));
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: 'Screenshot 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await settle();
    expect(notifications.get().map((n) => n.text)).toEqual([
      'The preview is saved. The video waits for review and is shown on the site once a moderator approves it.',
    ]);
    expect(state()).toBe('Waiting for review');
    expect(screen.queryByRole('link', { name: 'Beach walk' })).toBeNull();
  });

  it.each([
    [
      item('rejected', { reject_reason: 'age_unclear', reject_note: 'Please <b>add</b> the records' }),
      'Rejected: it is not clear that everyone shown is an adult Moderator’s note: Please <b>add</b> the records',
    ],
    [item('rejected', { reject_reason: 'duplicate', reject_note: '' }), 'Rejected: it is already on the site'],
    [item('rejected', { reject_reason: 'something_new' }), 'Rejected: it breaks the site’s rules'],
    [item('removed'), 'Removed'],
    [item('in_review'), 'Waiting for review'],
  ])('words the moderation state of %o', async (video, words) => {
    uploads = [video];
    await render('/members/7/uploaded-videos/1/');
    expect(state()).toBe(words);
    expect(screen.queryByRole('link', { name: 'Beach walk' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose the preview' })).toBeNull();
  });

  it("shows another member's published videos from the public list, without the upload link", async () => {
    await render('/members/9/uploaded-videos/1/');
    expect(requests.map((r) => r.url)).toEqual([expect.stringMatching(/^\/api\/json\/videos2\/.*\/user\.9\.1\./)]);
    expect(screen.getByText('There is no data in this list.')).toBeDefined();
    expect(screen.queryAllByRole('link').filter((a) => a.getAttribute('href') === '/upload/')).toEqual([]);
  });

  it('charts the daily views of the own uploads, and of nobody else’s', async () => {
    uploads = [item('published')];
    const own = await render('/members/7/uploaded-videos/1/');
    const chart = screen.getByRole('region', { name: 'Daily views of your uploads' });
    expect(within(chart).getByText('7 views in the last 30 days')).toBeDefined();
    own.unmount();
    await render('/members/9/uploaded-videos/1/');
    expect(screen.queryByRole('region', { name: 'Daily views of your uploads' })).toBeNull();
  });
});
