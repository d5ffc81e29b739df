// The actions under the player. A visitor's like, dislike, Favorite and playlist ask for a log-in
// and send nothing, and Download leads to the download page; a member's are sent, notified and move the counters; Report opens
// the report form for the video, for a visitor too.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoStatus } from '@reel/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { stubDialog } from '../report/testing';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../social/testing';
import { testVideo } from './testVideo';
import { VideoActions } from './VideoActions';

beforeAll(() => {
  setUpDom();
  stubDialog();
});

afterEach(() => {
  cleanUp();
  closeModal();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const shown = () => notifications.get().map((n) => n.text);
const render = () => renderAt(<VideoActions video={testVideo({ file_formats: '_sd.mp4,.mp4' })} />);
const signIn = () => setSession({ user: { user_id: 7, username: 'ann' } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const like = () => button(/^Like/);
const dislike = () => button(/^Dislike/);

describe('the actions under the player, for a visitor', () => {
  it('opens the Login modal for like, dislike, Favorite and Add to playlist, with the log-in notice, and sends nothing', async () => {
    const server = answerFetch({});
    await render();
    for (const name of [/^Like/, /^Dislike/, 'Favorite', 'Add to playlist']) {
      closeModal();
      await userEvent.click(button(name));
      await waitFor(() => expect(modalState.get()?.name).toBe('Login'));
    }
    expect(shown()).toContain('Please log in to complete this action');
    expect(server.sent).toEqual([]);
    expect(like().getAttribute('aria-label')).toBe('Like: 10 likes');
  });

  it('links Download to the download page of the video', async () => {
    await render();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/download?video=42');
  });

  it('opens the report form for Report and sends a report of the video, without asking to log in', async () => {
    const server = answerFetch({ 'POST /api/report.php': { body: { ok: true, report_id: 3 } } });
    await render();
    await userEvent.click(button('Report'));
    const dialog = await screen.findByRole('dialog', { name: 'Report this video' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Non-consensual or hidden camera' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. A moderator will look at it.')).toBeDefined();
    expect(server.posts().map((p) => p.form)).toEqual([
      { target_type: 'video', target_id: '42', reason: 'non_consensual', details: '', email: '' },
    ]);
    expect(modalState.get()).toBeNull();
  });
});

describe('the actions under the player, for a member', () => {
  it('votes once: the like is posted, notified, counted, and both vote buttons stop', async () => {
    signIn();
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { likes: 11, dislikes: 2 } } } });
    await render();
    await userEvent.click(like());
    await waitFor(() => expect(like().getAttribute('aria-label')).toBe('Like: 11 likes'));
    expect(server.posts()).toEqual([
      { method: 'POST', url: '/api/input.php', form: { act: 'vote', section: 'video', object_id: '42', vote: '1' } },
    ]);
    expect(shown()).toEqual(['Thank you for your vote']);
    expect(like().hasAttribute('disabled')).toBe(true);
    expect(dislike().hasAttribute('disabled')).toBe(true);
    expect(modalState.get()).toBeNull();
  });

  it('bumps the local counter by one when the answer has no statistics, and says already_voted in words', async () => {
    signIn();
    answerFetch({ 'POST /api/input.php': { body: { ok: true } } });
    await render();
    await userEvent.click(dislike());
    await waitFor(() => expect(dislike().getAttribute('aria-label')).toBe(`Dislike: ${testVideo().statistics.dislikes + 1} dislikes`));
    cleanUp();
    notifications.set([]);
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_voted' } } });
    await render();
    await userEvent.click(like());
    await waitFor(() => expect(shown()).toEqual(['You have already voted']));
    expect(like().getAttribute('aria-label')).toBe('Like: 10 likes');
  });

  it("shows Favorite pressed as the page opens for a video in the member's own favourites", async () => {
    signIn();
    const kept = testVideo();
    const server = answerFetch({ 'GET /api/json/videos2/0/': { body: { videos: [kept], total_count: 1 } } });
    await render();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite', pressed: true })).toBeDefined());
    // The member's own list, uncached, and nothing sent.
    expect(server.sent[0].url).toBe('/api/json/videos2/0/str/latest-updates/60/favourites.7.1.all...jsond');
    expect(server.posts()).toEqual([]);
  });

  it('favourites the video, then a second press unfavourites it', async () => {
    signIn();
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { favourites: 4 } } } });
    await render();
    await userEvent.click(button('Favorite'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite', pressed: true })).toBeDefined());
    await userEvent.click(button('Favorite'));
    await waitFor(() => expect(server.posts().map((p) => p.form.act)).toEqual(['favourite', 'unfavourite']));
    await waitFor(() => expect(shown()).toEqual(['Added to your favourites', 'Removed from your favourites']));
  });

  it('links Download to the member download of the best rendition', async () => {
    signIn();
    answerFetch({});
    await render();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/download.php?video_id=42&format=.mp4');
  });

  it('adds the video to a new playlist, saying it appears within about a minute', async () => {
    signIn();
    const server = answerFetch({
      'GET /api/playlist.php': { body: { playlists: [{ playlist_id: 5, title: 'Evening', total_videos: 2 }], total_count: 1 } },
      'POST /api/playlist.php': (sent) => ({
        body: { ok: true, playlist_id: sent.form.act === 'create' ? 9 : Number(sent.form.playlist_id) },
      }),
    });
    await render();
    await userEvent.click(button('Add to playlist'));
    const picker = await screen.findByRole('region', { name: 'Add to playlist' });
    expect(await within(picker).findByText(/Evening \(2 videos\)/)).toBeDefined();
    expect(within(picker).getByText(/appears there within about a minute/)).toBeDefined();
    await userEvent.type(within(picker).getByLabelText('Title of a new playlist'), 'Late <b>night</b>');
    await userEvent.click(within(picker).getByRole('button', { name: 'Create playlist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add to playlist' })).toBeNull());
    expect(server.posts().map((p) => p.form)).toEqual([
      { act: 'create', title: 'Late <b>night</b>' },
      { act: 'add', playlist_id: '9', video_id: '42' },
    ]);
    expect(shown()).toContain('Added to “Late <b>night</b>” A video added to a playlist appears there within about a minute.');
  });
});

describe('Download on a member’s upload, for a visitor', () => {
  // A member's upload has no channel, so no channel download page to lead to: downloading its own
  // renditions is a member perk, and the visitor is asked to log in as for the other acts.
  const upload = () => renderAt(<VideoActions video={testVideo({ channel: 'UsersUpload', file_formats: '_sd.mp4,.mp4,_fhd.mp4' })} />);

  it('does not lead to the channel download page, which has nothing for it', async () => {
    await upload();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('opens the Login modal with the log-in notice, and a member then gets the file', async () => {
    const server = answerFetch({});
    await upload();
    await userEvent.click(button('Download'));
    await waitFor(() => expect(modalState.get()?.name).toBe('Login'));
    expect(shown()).toContain('Please log in to complete this action');
    expect(server.sent).toEqual([]);
    cleanUp();
    signIn();
    await upload();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/api/download.php?video_id=42&format=_fhd.mp4');
  });
});

describe('the actions under a deleted video', () => {
  const renderDeleted = () =>
    renderAt(<VideoActions video={testVideo({ status_id: VideoStatus.Deleted, file_formats: '_sd.mp4,.mp4' })} />);
  const hidden = () => {
    for (const name of [/^Like/, /^Dislike/, 'Favorite', 'Add to playlist']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  };

  it('offers a visitor no vote, favourite, playlist or download: there is nothing left to act on', async () => {
    await renderDeleted();
    hidden();
  });

  it('offers a member none of them either', async () => {
    signIn();
    await renderDeleted();
    hidden();
  });
});
