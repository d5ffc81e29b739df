// Deleting one's own uploads from the uploaded-videos tab: the × asks first, Cancel keeps the video,
// Yes sends `act=delete` and drops the item; a refusal is notified in the server code's words and
// the item stays. Another member's tab has no delete button. fetch is a stand-in of the browser's.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { answerFetch, buttonNamed, cleanUp, click, renderAt, setUpDom, type Sent } from '../social/testing';
import UploadedVideosPage from './UploadedVideosPage';

const item = (video_id: number, title: string, state: string) => ({
  video_id, job_id: video_id, title, dir: `v-${video_id}`, duration: 200, uploaded_at: '2026-11-21T13:00:00Z',
  state, percent: 100, reason: null, thumb: '',
});
const uploads = { videos: [item(31, 'Beach walk', 'published'), item(32, 'Rainy day', 'needs_preview')], total_count: 2 };
const PATTERN = '/members/:id/uploaded-videos/';

beforeAll(setUpDom);
beforeEach(() => {
  notifications.set([]);
  setSession({ user: { user_id: 7, username: 'anna', verified: true } });
});
afterEach(() => {
  cleanUp();
  setSession(SIGNED_OUT_SESSION);
});

const titles = (host: HTMLElement) => [...host.querySelectorAll('.uploaded-item__title')].map((h) => h.textContent);
const deletes = (sent: Sent[]) => sent.filter((s) => s.method === 'POST').map((s) => [s.url, s.form]);

describe('deleting an upload', () => {
  it('asks first; Cancel keeps the video, Yes deletes it and drops it from the list', async () => {
    const calls = answerFetch({ 'GET /api/video_edit.php?act=uploads': { body: uploads }, 'POST /api/video_edit.php': { body: { ok: true } } });
    const host = await renderAt(<UploadedVideosPage />, '/members/7/uploaded-videos/1/', PATTERN);
    expect(titles(host)).toEqual(['Beach walk', 'Rainy day']);

    await click(buttonNamed(host, /^Delete Beach walk$/));
    expect(host.querySelector('.uploaded-item__confirm')?.textContent).toContain('Delete this video? This cannot be undone.');
    await click(buttonNamed(host, /^Cancel$/));
    expect(host.querySelector('.uploaded-item__confirm')).toBeNull();
    expect(deletes(calls.sent)).toEqual([]);

    await click(buttonNamed(host, /^Delete Rainy day$/));
    await click(buttonNamed(host, /^Yes, delete$/));
    expect(deletes(calls.sent)).toEqual([['/api/video_edit.php', { act: 'delete', video_id: '32' }]]);
    expect(titles(host)).toEqual(['Beach walk']);
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['success', 'The video is deleted.']]);
  });

  it("notifies a refusal in the code's words and keeps the item", async () => {
    answerFetch({
      'GET /api/video_edit.php?act=uploads': { body: uploads },
      'POST /api/video_edit.php': { status: 403, body: { error: true, code: 'no_permission' } },
    });
    const host = await renderAt(<UploadedVideosPage />, '/members/7/uploaded-videos/1/', PATTERN);
    await click(buttonNamed(host, /^Delete Beach walk$/));
    await click(buttonNamed(host, /^Yes, delete$/));
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['error', 'You can delete only your own videos.']]);
    expect(titles(host)).toEqual(['Beach walk', 'Rainy day']);
    expect(host.querySelector('.uploaded-item__confirm')).toBeNull();
  });

  it('shows no delete button on another member’s uploaded videos', async () => {
    answerFetch({ 'GET /api/json/videos2/': { body: { videos: [], total_count: 0 } } });
    const host = await renderAt(<UploadedVideosPage />, '/members/9/uploaded-videos/1/', PATTERN);
    expect(host.querySelector('.uploaded-item__delete')).toBeNull();
  });
});
