// Preroll adverts from the local VAST files in static/vast/, played by the player's VAST engine.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { POLL, requests } from '../checks/page';
import { inPlayer, settled, status, until } from '../checks/player';
import { PLAYER_META, type PlayerStoryArgs } from '../player/playerStory';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/Preroll' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** A 6 s advert whose skip button counts down from 3, then the video. */
export const SkipCountdown: Story = {
  args: { scenario: 'preroll', preroll: 'skippable', media: 'test-hd' },
  play: async ({ canvasElement: c }) => {
    await settled(c);
    await expect(status(c).metrics).toContain('player_adplay');
    const skip = inPlayer<HTMLButtonElement>(c, '.reel-ad-skip');
    await expect(skip?.textContent).toMatch(/^Skip in [123]$/);
    await expect(skip?.disabled).toBe(true);
    await waitFor(() => expect(skip?.textContent).toBe('Skip ad'), POLL);
    await userEvent.click(skip as HTMLButtonElement);
    await until(c, (st) => st.state === 'playing');
    await expect(status(c).sources).toEqual(['/media/ads/skippable.mp4', '/media/test-hd/test-hd.mp4']);
    await expect(requests()).toContain('/vast/skippable.xml');
  },
};

/**
 * The primary tag answers with no advert, so the backup tag's advert plays, then the video. Set
 * `preroll` to failover-404 for a primary tag that is not there at all.
 */
export const BackupTagFailover: Story = {
  args: { scenario: 'preroll', preroll: 'failover', media: 'test-hd' },
  play: async ({ canvasElement: c }) => {
    await settled(c);
    await until(c, (st) => st.state === 'playing');
    const { metrics, sources } = status(c);
    await expect(metrics.indexOf('player_vast_error')).toBeGreaterThan(-1);
    await expect(metrics.indexOf('player_vast_error')).toBeLessThan(metrics.indexOf('player_adplay'));
    await expect(sources).toEqual(['/media/ads/backup.mp4', '/media/test-hd/test-hd.mp4']);
    await expect(requests()).toEqual(expect.arrayContaining(['/vast/empty.xml', '/vast/backup.xml']));
  },
};
