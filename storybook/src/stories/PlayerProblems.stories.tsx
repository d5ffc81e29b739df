// When there is no video to play: a deleted one, and a file call that answers with an error.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allInPlayer, inPlayer, settled, status } from '../checks/player';
import { PLAYER_META, type PlayerStoryArgs } from '../player/playerStory';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/Problems' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** Status 5: a sad face and "Video has been recently deleted"; the file list is never asked for. */
export const DeletedVideo: Story = {
  args: { deleted: true },
  play: async ({ canvasElement: c }) => {
    await settled(c);
    await expect(status(c)).toMatchObject({ ready: 'no', fileRequests: 0, step: 'done' });
    await expect(inPlayer(c, '.reel-deleted')?.textContent).toContain('Video has been recently deleted');
    await expect(allInPlayer(c, '.reel-deleted svg')).toHaveLength(1);
    await expect(allInPlayer(c, 'video')).toHaveLength(0);
  },
};

/**
 * The file call answers `{ "error": … }`: no player is made, the player logs the reason on the
 * console and counts player_setup_error.
 */
export const FileListError: Story = {
  args: { files: 'error' },
  // The player must report the failed setup on the console; the test run requires that error.
  parameters: { consoleErrors: ['[reel player] video file call answered with an error'] },
  play: async ({ canvasElement: c }) => {
    await settled(c);
    const st = status(c);
    await expect(st).toMatchObject({ ready: 'no', fileRequests: 1, errors: ['setup'], step: 'done' });
    await expect(st.metrics).toContain('player_setup_error');
    await expect(allInPlayer(c, 'video')).toHaveLength(0);
  },
};
