// The actions under the player. A visitor's like, dislike, Favorite and playlist ask for a log-in
// and send nothing, and Download leads to the download page; a member's are sent, notified and move the counters; Report opens
// Contact us.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState, notifications } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { answerFetch, buttonNamed, cleanUp, click, renderAt, setUpDom, submit, type, waitFor } from '../social/testing';
import { testVideo } from './testVideo';
import { VideoActions } from './VideoActions';

beforeAll(setUpDom);

afterEach(() => {
  cleanUp();
  closeModal();
  notifications.set([]);
  setSession(SIGNED_OUT_SESSION);
});

const shown = () => notifications.get().map((n) => n.text);
const render = () => renderAt(<VideoActions video={testVideo({ file_formats: '_sd.mp4,.mp4' })} />);
const signIn = () => setSession({ user: { user_id: 7, username: 'ann' } });

describe('the actions under the player, for a visitor', () => {
  it('opens the Login modal for like, dislike, Favorite and Add to playlist, with the log-in notice, and sends nothing', async () => {
    const server = answerFetch({});
    const host = await render();
    for (const name of [/^Like/, /^Dislike/, /^Favorite$/, /^Add to playlist$/]) {
      closeModal();
      await click(buttonNamed(host, name));
      expect(modalState.get()?.name).toBe('Login');
    }
    expect(shown()).toContain('Please log in to complete this action');
    expect(server.sent).toEqual([]);
    expect(buttonNamed(host, /^Like/)?.getAttribute('aria-label')).toBe('Like: 10 likes');
  });

  it('links Download to the download page of the video', async () => {
    const host = await render();
    expect(buttonNamed(host, /^Download$/)?.getAttribute('href')).toBe('/download?video=42');
  });

  it('opens Contact us for Report, naming the video', async () => {
    const host = await render();
    await click(buttonNamed(host, /^Report$/));
    expect(modalState.get()).toMatchObject({ name: 'ContactUs', params: { subject: 'Report: Quiet Harbour (video 42)' } });
  });
});

describe('the actions under the player, for a member', () => {
  it('votes once: the like is posted, notified, counted, and both vote buttons stop', async () => {
    signIn();
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { likes: 11, dislikes: 2 } } } });
    const host = await render();
    await click(buttonNamed(host, /^Like/));
    expect(server.posts()).toEqual([{ method: 'POST', url: '/api/input.php', form: { act: 'vote', section: 'video', object_id: '42', vote: '1' } }]);
    expect(shown()).toEqual(['Thank you for your vote']);
    expect(buttonNamed(host, /^Like/)?.getAttribute('aria-label')).toBe('Like: 11 likes');
    expect(buttonNamed(host, /^Like/)?.hasAttribute('disabled')).toBe(true);
    expect(buttonNamed(host, /^Dislike/)?.hasAttribute('disabled')).toBe(true);
    expect(modalState.get()).toBeNull();
  });

  it('bumps the local counter by one when the answer has no statistics, and says already_voted in words', async () => {
    signIn();
    answerFetch({ 'POST /api/input.php': { body: { ok: true } } });
    let host = await render();
    await click(buttonNamed(host, /^Dislike/));
    expect(buttonNamed(host, /^Dislike/)?.getAttribute('aria-label')).toBe(`Dislike: ${testVideo().statistics.dislikes + 1} dislikes`);
    cleanUp();
    notifications.set([]);
    answerFetch({ 'POST /api/input.php': { status: 409, body: { error: true, code: 'already_voted' } } });
    host = await render();
    await click(buttonNamed(host, /^Like/));
    expect(shown()).toEqual(['You have already voted']);
    expect(buttonNamed(host, /^Like/)?.getAttribute('aria-label')).toBe('Like: 10 likes');
  });

  it('favourites the video, then a second press unfavourites it', async () => {
    signIn();
    const server = answerFetch({ 'POST /api/input.php': { body: { ok: true, statistics: { favourites: 4 } } } });
    const host = await render();
    await click(buttonNamed(host, /^Favorite$/));
    expect(buttonNamed(host, /^Favorite$/)?.getAttribute('aria-pressed')).toBe('true');
    await click(buttonNamed(host, /^Favorite$/));
    expect(server.posts().map((p) => p.form.act)).toEqual(['favourite', 'unfavourite']);
    expect(shown()).toEqual(['Added to your favourites', 'Removed from your favourites']);
  });

  it('links Download to the member download of the best rendition', async () => {
    signIn();
    answerFetch({});
    const host = await render();
    expect(buttonNamed(host, /^Download$/)?.getAttribute('href')).toBe('/api/download.php?video_id=42&format=.mp4');
  });

  it('adds the video to a new playlist, saying it appears within about a minute', async () => {
    signIn();
    const server = answerFetch({
      'GET /api/playlist.php': { body: { playlists: [{ playlist_id: 5, title: 'Evening', total_videos: 2 }], total_count: 1 } },
      'POST /api/playlist.php': (sent) => ({ body: { ok: true, playlist_id: sent.form.act === 'create' ? 9 : Number(sent.form.playlist_id) } }),
    });
    const host = await render();
    await click(buttonNamed(host, /^Add to playlist$/));
    await waitFor(() => expect(host.textContent).toContain('Evening (2 videos)'));
    expect(host.textContent).toContain('appears there within about a minute');
    await type(host.querySelector('.social-picker input'), 'Late <b>night</b>');
    await submit(host.querySelector('.social-picker form'));
    expect(server.posts().map((p) => p.form)).toEqual([
      { act: 'create', title: 'Late <b>night</b>' },
      { act: 'add', playlist_id: '9', video_id: '42' },
    ]);
    expect(shown()).toContain('Added to “Late <b>night</b>” A video added to a playlist appears there within about a minute.');
    expect(host.querySelector('.social-picker')).toBeNull();
  });
});
