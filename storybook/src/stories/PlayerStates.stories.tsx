// The player's five states, each reached by really playing the generated media.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { isVisible, pause, POLL } from '../checks/page';
import { expectAdvancing, expectReady, inPlayer, status, until, video } from '../checks/player';
import { PLAYER_META, type PlayerStoryArgs } from '../player/playerStory';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/States' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** Set up and waiting for the viewer: poster, big play button. */
export const Idle: Story = {
  args: { scenario: 'idle' },
  play: async ({ canvasElement }) => {
    const st = await expectReady(canvasElement, 'idle');
    await expect(st).toMatchObject({ engine: 'native', quality: 'HD', fileRequests: 1 });
    await waitFor(() => expect(isVisible(inPlayer(canvasElement, '.reel-bigplay'))).toBe(true), POLL);
    await expect(video(canvasElement).currentTime).toBe(0);
  },
};

/**
 * Playback was asked for but no frame has come: the network is stalled by the stories' service
 * worker (`stallSeconds`), so the spinner shows until the file arrives.
 */
export const Buffering: Story = {
  args: { scenario: 'buffering', media: 'test-hd', stallSeconds: 120 },
  play: async ({ canvasElement }) => {
    await expectReady(canvasElement, 'buffering');
    // The <video> reports its load (loadstart) a moment after play was asked for.
    await until(canvasElement, (st) => st.sources.length > 0);
    await expect(status(canvasElement).sources).toEqual(['/media/test-hd/test-hd.mp4?reel_stall_s=120']);
    // The spinner waits 0.5 s before it shows, so a short wait does not flash it.
    await waitFor(() => expect(isVisible(inPlayer(canvasElement, '.reel-spinner'))).toBe(true), POLL);
    await expect(video(canvasElement).readyState).toBe(0);
    await expect(status(canvasElement).state).toBe('buffering');
  },
};

/** Muted (browsers play nothing else without a click) and looping, so it keeps playing. */
export const Playing: Story = {
  args: { scenario: 'playing', media: 'test-hd', loop: true },
  play: async ({ canvasElement }) => {
    await expect((await expectReady(canvasElement, 'playing')).metrics).toContain('player_firstframe');
    await expectAdvancing(canvasElement);
  },
};

/** Played for half a second, then paused. */
export const Paused: Story = {
  args: { scenario: 'paused', media: 'test-hd' },
  play: async ({ canvasElement }) => {
    await expectReady(canvasElement, 'paused');
    const at = video(canvasElement).currentTime;
    await expect(at).toBeGreaterThan(0.4);
    await pause(500);
    await expect(video(canvasElement).currentTime).toBe(at);
  },
};

/** Played to the end without related videos, so nothing opens over it. */
export const Complete: Story = {
  args: { scenario: 'complete', media: 'test-hd' },
  play: async ({ canvasElement }) => {
    await expectReady(canvasElement, 'complete');
    await expect(video(canvasElement).ended).toBe(true);
    await expect(isVisible(inPlayer(canvasElement, '.reel-upnext'))).toBe(false);
  },
};
