// When there is no video to play: a deleted one, and a file call that answers with an error.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAYER_META, type PlayerStoryArgs } from '../player/playerStory';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/Problems' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** Status 5: a sad face and "Video has been recently deleted"; the file list is never asked for. */
export const DeletedVideo: Story = { args: { deleted: true } };

/**
 * The file call answers `{ "error": … }`: no player is made, the player logs the reason on the
 * console and counts player_setup_error.
 */
export const FileListError: Story = { args: { files: 'error' } };
