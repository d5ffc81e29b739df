// Deleting one's own uploads from the uploaded-videos tab: the × asks first, Cancel keeps the video,
// Yes sends `act=delete` and drops the item; a refusal is notified in the server code's words and
// the item stays. Another member's tab has no delete button. fetch is a stand-in of the browser's.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { answerFetch } from '../social/testing';
import { asTabOwner, postsOf as deletes, renderUploads, uploadItem } from './testing';

const item = (video_id: number, title: string, state: string) => uploadItem(video_id, title, { state });
const uploads = { videos: [item(31, 'Beach walk', 'published'), item(32, 'Rainy day', 'needs_preview')], total_count: 2 };

asTabOwner();

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const press = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));
const confirmation = (title: string) => screen.queryByRole('group', { name: `Delete ${title}` });

describe('deleting an upload', () => {
  it('asks first; Cancel keeps the video, Yes deletes it and drops it from the list', async () => {
    const calls = answerFetch({
      'GET /api/video_edit.php?act=uploads': { body: uploads },
      'POST /api/video_edit.php': { body: { ok: true } },
    });
    await renderUploads();
    await waitFor(() => expect(titles()).toEqual(['Beach walk', 'Rainy day']));

    await press('Delete Beach walk');
    expect(confirmation('Beach walk')?.textContent).toContain('Delete this video? This cannot be undone.');
    await press('Cancel');
    expect(confirmation('Beach walk')).toBeNull();
    expect(deletes(calls.sent)).toEqual([]);

    await press('Delete Rainy day');
    await press('Yes, delete');
    await waitFor(() => expect(titles()).toEqual(['Beach walk']));
    expect(deletes(calls.sent)).toEqual([['/api/video_edit.php', { act: 'delete', video_id: '32' }]]);
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['success', 'The video is deleted.']]);
  });

  it("notifies a refusal in the code's words and keeps the item", async () => {
    answerFetch({
      'GET /api/video_edit.php?act=uploads': { body: uploads },
      'POST /api/video_edit.php': { status: 403, body: { error: true, code: 'no_permission' } },
    });
    await renderUploads();
    await press('Delete Beach walk');
    await press('Yes, delete');
    await waitFor(() =>
      expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['error', 'You can delete only your own videos.']]),
    );
    expect(titles()).toEqual(['Beach walk', 'Rainy day']);
    expect(confirmation('Beach walk')).toBeNull();
  });

  it('shows no delete button on another member’s uploaded videos', async () => {
    answerFetch({ 'GET /api/json/videos2/': { body: { videos: [], total_count: 0 } } });
    await renderUploads('/members/9/uploaded-videos/1/');
    expect(await screen.findByRole('region')).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
