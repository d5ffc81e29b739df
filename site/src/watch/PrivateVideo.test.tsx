// A private video on the watch page: a visitor is asked to log in in the player's place; a member
// gets the player.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeModal, modalState } from '../modals/store';
import { setSession, SIGNED_OUT_SESSION } from '../shell/session';
import { answerFetch, cleanUp, renderAt, setUpDom } from '../social/testing';
import { testVideo } from './testVideo';
import { WatchPage } from './WatchPage';

beforeAll(setUpDom);

afterEach(() => {
  cleanUp();
  closeModal();
  setSession(SIGNED_OUT_SESSION);
});

const render = () => renderAt(<WatchPage video={testVideo({ is_private: true })} related={[]} relatedTotal={0} files={null} />);
// With no file list given, the player's place holds its no-player notice.
const NO_PLAYER_NOTICE = 'Video has been recently deleted';

describe('a private video', () => {
  it('asks a visitor to log in where the player would be, and opens the Login modal', async () => {
    answerFetch({});
    await render();
    expect(screen.getByText('This video is private. Log in to watch it.')).toBeDefined();
    expect(screen.queryByText(NO_PLAYER_NOTICE)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Video player' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(modalState.get()?.name).toBe('Login'));
  });

  it('gives a member the player', async () => {
    answerFetch({});
    setSession({ user: { user_id: 7, username: 'ann' } });
    await render();
    expect(screen.queryByText('This video is private. Log in to watch it.')).toBeNull();
    expect(screen.getByText(NO_PLAYER_NOTICE)).toBeDefined();
  });
});
