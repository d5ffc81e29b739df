// The player's five states, each reached by really playing the generated media.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAYER_META, type PlayerStoryArgs } from '../player/playerStory';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/States' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** Set up and waiting for the viewer: poster, big play button. */
export const Idle: Story = { args: { scenario: 'idle' } };

/**
 * Playback was asked for but no frame has come: the network is stalled by the stories' service
 * worker (`stallSeconds`), so the spinner shows until the file arrives.
 */
export const Buffering: Story = { args: { scenario: 'buffering', media: 'test-hd', stallSeconds: 120 } };

/** Muted (browsers play nothing else without a click) and looping, so it keeps playing. */
export const Playing: Story = { args: { scenario: 'playing', media: 'test-hd', loop: true } };

/** Played for half a second, then paused. */
export const Paused: Story = { args: { scenario: 'paused', media: 'test-hd' } };

/** Played to the end without related videos, so nothing opens over it. */
export const Complete: Story = { args: { scenario: 'complete', media: 'test-hd' } };
