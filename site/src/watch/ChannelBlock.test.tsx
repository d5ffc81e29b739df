// The channel block's Subscribe: a visitor is asked to log in; a member's subscription is posted by
// the channel's dir, notified and counted; a member never sees Subscribe on their own upload.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../social/testing';
import { ChannelBlock } from './ChannelBlock';
import { testVideo } from './testVideo';

beforeAll(setUpDom);

afterEach(() => {
  cleanUp();
  closeModal();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const channel = { channel_id: 3, dir: 'harbour-films', title: 'Harbour Films', title2: '', url: '', videos: 12 };
const upload = (user_id: number) => testVideo({ channel: 'UsersUpload', user: { user_id, username: 'ann' }, models: [] });

describe('the channel block', () => {
  it('asks a visitor to log in and sends nothing', async () => {
    const server = answerFetch({});
    await renderAt(<ChannelBlock video={testVideo({ channel })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(modalState.get()?.name).toBe('Login'));
    expect(notifications.get().map((n) => n.text)).toEqual(['Please log in to complete this action']);
    expect(server.sent).toEqual([]);
  });

  it('subscribes a member to the channel, notifies notify.subscribe_success and shows the new count', async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { subscribers: 31 } } } });
    await renderAt(<ChannelBlock video={testVideo({ channel })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribed', pressed: true })).toBeDefined();
    expect(server.posts().map((p) => p.form)).toEqual([{ act: 'subscribe', section: 'channel', object_id: 'harbour-films' }]);
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['success', 'You are subscribed']]);
    expect(screen.getByText('31 subscribers')).toBeDefined();
  });

  it("offers a member's subscription to another uploader, never to their own upload", async () => {
    setSession({ user: { user_id: 7, username: 'ann' } });
    await renderAt(<ChannelBlock video={upload(7)} />);
    expect(screen.queryByRole('button', { name: /^Subscribe/ })).toBeNull();
    cleanUp();
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_subscribed' } } });
    await renderAt(<ChannelBlock video={upload(8)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribed' })).toBeDefined();
    // Subscribed already (another tab was first): what the member asked for holds, so it is a success.
    expect(notifications.get().map((n) => [n.type, n.text])).toEqual([['success', 'You are subscribed']]);
  });
});
