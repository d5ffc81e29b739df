// The uploaded-videos tab's tests share this: an upload as the member's list answers it, the tab
// rendered at its address, and each test signed in as the tab's owner with no notifications left.
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { cleanUp, renderAt, setUpDom, type Sent } from '../social/testing';
import UploadedVideosPage from './UploadedVideosPage';

/** The member whose tab the tests open. */
const OWNER = { user_id: 7, username: 'anna', verified: true };

/** One upload of the list, finished; `over` gives its state and anything else of its own. */
export const uploadItem = (video_id: number, title: string, over: Record<string, unknown>) => ({
  video_id,
  job_id: video_id,
  title,
  dir: `v-${video_id}`,
  duration: 200,
  uploaded_at: '2026-11-21T13:00:00Z',
  percent: 100,
  reason: null,
  thumb: '',
  ...over,
});

/** Registers the hooks: a DOM, and every test signed in as the owner with no notifications; signed out after. */
export function asTabOwner(): void {
  beforeAll(setUpDom);
  beforeEach(() => {
    notifications.set([]);
    setSession({ user: OWNER });
  });
  afterEach(() => {
    cleanUp();
    setSession(SIGNED_OUT_SESSION);
  });
}

/** Renders the tab at `path`, by default the owner's first page. */
export const renderUploads = (path = `/members/${OWNER.user_id}/uploaded-videos/1/`) =>
  renderAt(<UploadedVideosPage />, path, '/members/:id/uploaded-videos/');

/** Each POST the page sent: its address and form fields. */
export const postsOf = (sent: Sent[]) => sent.filter((s) => s.method === 'POST').map((s) => [s.url, s.form]);
