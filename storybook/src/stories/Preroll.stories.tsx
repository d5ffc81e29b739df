// Preroll adverts from the local VAST files in static/vast/, played by the player's VAST engine.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAYER_META, type PlayerStoryArgs } from '../player/playerStory';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/Preroll' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** A 6 s advert whose skip button counts down from 3, then the video. */
export const SkipCountdown: Story = { args: { scenario: 'preroll', preroll: 'skippable', media: 'test-hd' } };

/**
 * The primary tag answers with no advert, so the backup tag's advert plays, then the video. Set
 * `preroll` to failover-404 for a primary tag that is not there at all.
 */
export const BackupTagFailover: Story = { args: { scenario: 'preroll', preroll: 'failover', media: 'test-hd' } };
