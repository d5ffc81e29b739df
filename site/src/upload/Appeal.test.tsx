// Appealing a rejected or removed upload from the uploaded-videos tab: the button opens a short
// form, Send posts the appeal and the list shows its state; a refusal is notified in the server
// code's words; an upload already appealed shows its state and no button. fetch is a stand-in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notifications } from '../modals/store';
import { answerFetch } from '../social/testing';
import { asTabOwner, postsOf as posts, renderUploads, uploadItem as item } from './testing';

const open = { state: 'open', created_at: '2026-11-23T09:00:00.000Z', due_at: '2026-12-02T09:00:00.000Z' };

asTabOwner();

const article = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article') as HTMLElement;

describe('appealing an upload', () => {
  it('offers the button on a rejected upload only, sends the text, and shows the appeal waiting with its due date', async () => {
    let appealed = false;
    const list = () => ({
      videos: [
        item(41, 'Harbour', { state: 'rejected', reject_reason: 'age_unclear', appealable: !appealed, appeal: appealed ? open : null }),
        item(42, 'Beach walk', { state: 'published' }),
        item(43, 'Old pier', { state: 'removed', appealable: false, appeal: { ...open, state: 'upheld' } }),
      ],
      total_count: 3,
    });
    const calls = answerFetch({
      'GET /api/video_edit.php?act=uploads': () => ({ body: list() }),
      'POST /api/appeal': () => {
        appealed = true;
        return { body: { ok: true, appeal: open } };
      },
    });
    await renderUploads();
    await screen.findByRole('heading', { level: 3, name: 'Harbour' });
    expect(within(article('Beach walk')).queryByRole('button', { name: 'Appeal' })).toBeNull();
    expect(within(article('Old pier')).getByText('Appeal decided: the decision stands. This is final.')).toBeDefined();
    expect(within(article('Old pier')).queryByRole('button', { name: 'Appeal' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(article('Harbour')).getByRole('button', { name: 'Appeal' }));
    const form = screen.getByRole('form', { name: 'Appeal against the decision on Harbour' });
    await user.type(within(form).getByLabelText(/Why should the decision change/), 'Everyone in it is over 21; records on file.');
    await user.click(within(form).getByRole('button', { name: 'Send the appeal' }));
    await waitFor(() =>
      expect(within(article('Harbour')).getByText('Appeal sent: another moderator decides it by 2026-12-02 (UTC).')).toBeDefined(),
    );
    expect(posts(calls.sent)).toEqual([['/api/appeal', { video_id: '41', text: 'Everyone in it is over 21; records on file.' }]]);
    expect(notifications.get().map((n) => n.text)).toContain('Your appeal is sent. Another moderator decides it.');
  });

  it('notifies a refusal in its words and keeps the form', async () => {
    answerFetch({
      'GET /api/video_edit.php?act=uploads': {
        body: { videos: [item(41, 'Harbour', { state: 'removed', appealable: true, appeal: null })], total_count: 1 },
      },
      'POST /api/appeal': { status: 409, body: { error: true, code: 'already_appealed' } },
    });
    await renderUploads();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    await user.type(screen.getByLabelText(/Why should the decision change/), 'It is my own film, shot in 2024.');
    await user.click(screen.getByRole('button', { name: 'Send the appeal' }));
    await waitFor(() =>
      expect(notifications.get().map((n) => n.text)).toContain('This video has been appealed already: a video is appealed once.'),
    );
    expect(screen.getByRole('button', { name: 'Send the appeal' })).toHaveProperty('disabled', false);
  });
});
