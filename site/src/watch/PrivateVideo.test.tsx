// A private video on the watch page: a visitor is asked to log in in the player's place; a member
// gets the player.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { answerFetch, cleanUp, click, renderAt, setUpDom } from '../social/testing';
import { testVideo } from './testVideo';
import { WatchPage } from './WatchPage';

beforeAll(setUpDom);

afterEach(() => {
  cleanUp();
  closeModal();
  setSession(SIGNED_OUT_SESSION);
});

const render = () => renderAt(<WatchPage video={testVideo({ is_private: true })} related={[]} relatedTotal={0} files={null} />);

describe('a private video', () => {
  it('asks a visitor to log in where the player would be, and opens the Login modal', async () => {
    answerFetch({});
    const host = await render();
    expect(host.querySelector('.watch-private')?.textContent).toContain('This video is private. Log in to watch it.');
    expect(host.querySelector('.player-area, .watch-player:not(.watch-private)')).toBeNull();
    await click(host.querySelector('.watch-private__login'));
    expect(modalState.get()?.name).toBe('Login');
  });

  it('gives a member the player', async () => {
    answerFetch({});
    setSession({ user: { user_id: 7, username: 'ann' } });
    const host = await render();
    expect(host.querySelector('.watch-private')).toBeNull();
    // WatchPlayer has the player's place (with no file list given, its no-player notice).
    expect(host.querySelector('.player-area')).not.toBeNull();
  });
});
