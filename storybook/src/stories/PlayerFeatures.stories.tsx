// The player's features, each on real media: up-next, the related carousel on both sides of its
// 420 px limit, quality, VR, HLS, embed mode, timeline thumbnails and custom buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { imageLoaded, isVisible, POLL, requests } from '../checks/page';
import { allInPlayer, expectAdvancing, expectReady, inPlayer, player, status, until } from '../checks/player';
import { PLAYER_META, type MediaLoaded, type PlayerStoryArgs } from '../player/playerStory';
import { StoryPlayer } from '../player/StoryPlayer';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/Features' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

const count = (canvas: HTMLElement) => Number(inPlayer(canvas, '.reel-upnext-count')?.textContent);

/** At the end the next video is offered with a 12 s countdown; Play now, Cancel, or it goes. */
export const UpNextCountdown: Story = {
  args: { scenario: 'complete', media: 'test-hd', related: true },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'complete');
    await until(c, (st) => st.upNext === 'shown');
    await expect(isVisible(inPlayer(c, '.reel-upnext'))).toBe(true);
    await expect(inPlayer(c, '.reel-upnext-title')?.textContent).toBe('Colour bars in Full HD');
    const first = count(c);
    await expect(first).toBeGreaterThanOrEqual(6);
    await expect(first).toBeLessThanOrEqual(12);
    await waitFor(() => expect(count(c)).toBeLessThan(first), POLL);
  },
};

/** The related carousel opened with its toggle in a player wider than 420 px. */
export const RelatedOpenWide: Story = {
  args: { scenario: 'related', related: true, width: 800 },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'idle');
    await until(c, (st) => st.related);
    await expect(player(c).getBoundingClientRect().width).toBe(800);
    // The list is built in a chunk of its own, loaded on its first opening.
    await waitFor(() => expect(isVisible(inPlayer(c, '.reel-related'))).toBe(true), POLL);
    await expect(isVisible(inPlayer(c, '.reel-related-toggle'))).toBe(true);
    await waitFor(() => expect(allInPlayer(c, '.reel-related-item')).toHaveLength(12), POLL);
    await waitFor(() => expect(imageLoaded(inPlayer(c, '.reel-related-item img'))).toBe(true), POLL);
  },
};

/** At 420 px or less the carousel never opens and its toggle is hidden. */
export const RelatedNarrow: Story = {
  args: { scenario: 'related', related: true, width: 400 },
  play: async ({ canvasElement: c }) => {
    await expect((await expectReady(c, 'idle')).related).toBe(false);
    await expect(player(c).getBoundingClientRect().width).toBe(400);
    await expect(isVisible(inPlayer(c, '.reel-related'))).toBe(false);
    await expect(isVisible(inPlayer(c, '.reel-related-toggle'))).toBe(false);
  },
};

/** SD, HD and Full HD of the Full HD test video, with the menu open. */
export const QualityMenu: Story = {
  args: { scenario: 'quality-menu', media: 'test-fhd' },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'idle');
    await expect(isVisible(inPlayer(c, '.reel-quality-menu'))).toBe(true);
    await expect(allInPlayer(c, '.reel-quality-item').map((e) => e.getAttribute('data-quality'))).toEqual(['SD', 'HD', 'Full HD']);
    await expect(inPlayer(c, '.reel-quality-item[aria-checked=true]')?.textContent).toBe('HD');
    await userEvent.click(inPlayer(c, '.reel-quality-item[data-quality="Full HD"]') as HTMLElement);
    await until(c, (st) => st.quality === 'Full HD');
    const st = status(c);
    await expect(st.metrics).toContain('fullHDClick');
    await expect(st.sources.at(-1)).toBe('/media/test-fhd/test-fhd_fhd.mp4');
  },
};

/** A 180° side-by-side video drawn on a half sphere with WebGL; drag to look around. */
export const VR: Story = {
  args: { scenario: 'playing', media: 'test-vr', loop: true },
  play: async ({ canvasElement: c }) => {
    const st = await expectReady(c, 'playing');
    await expect(st.sources[0]).toMatch(/^\/media\/test-vr\/test-vr_sd\.mp4/);
    const webgl = Boolean(document.createElement('canvas').getContext('webgl'));
    // Without WebGL the player keeps the flat video and says so with an error event of kind vr.
    if (webgl) {
      await waitFor(() => expect(allInPlayer(c, '.reel-vr-canvas')).toHaveLength(1), POLL);
      await waitFor(() => expect(inPlayer<HTMLCanvasElement>(c, '.reel-vr-canvas')?.width).toBe(640), POLL);
    } else {
      await until(c, (s) => s.errors.includes('vr'));
    }
    await expectAdvancing(c);
  },
};

/**
 * A long video plays its HLS stream, with the mp4 as fallback. The generated clip is short, so
 * `forceHls` treats it as longer than 1800 s; `hls: force` picks hls.js even where the browser
 * would play the stream itself.
 */
export const LongHls: Story = {
  args: { scenario: 'playing', media: 'test-hls', forceHls: true, hls: 'force', loop: true },
  play: async ({ canvasElement: c }) => {
    const st = await expectReady(c, 'playing');
    await expect(st).toMatchObject({ engine: 'hlsjs', quality: 'Auto', qualities: ['Auto', 'SD'], sources: ['blob:'] });
    await expectAdvancing(c);
    const asked = requests();
    // The playlist is asked for at the video's address; the stories' service worker redirects it to
    // hls/video.m3u8, as Reel's server does, and the segments are read from beside that playlist.
    await expect(asked).toContain('/media/test-hls/test-hls_sd.mp4?f=video.m3u8');
    await expect(asked.some((r) => /^\/media\/test-hls\/hls\/segment-\d+\.m4s$/.test(r))).toBe(true);
  },
};

/** The timeline thumbnail under the pointer on the seek bar, from the sprite and its WebVTT. */
export const SeekBarThumbnails: Story = {
  args: { scenario: 'seek-preview', media: 'test-hls' },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'idle');
    const thumb = inPlayer(c, '.reel-preview-img');
    await expect(isVisible(thumb)).toBe(true);
    await expect(thumb?.style.backgroundImage).toMatch(/\/media\/test-hls\/timelines\/sprite-0\.jpg/);
    // 60 % of the 14 s clip.
    await expect(inPlayer(c, '.reel-preview-time')?.textContent).toBe('0:08');
    // The sprite is fetched once the thumbnail shows it.
    await waitFor(
      () =>
        expect(requests()).toEqual(
          expect.arrayContaining(['/media/test-hls/timelines/timeline.vtt', '/media/test-hls/timelines/sprite-0.jpg']),
        ),
      POLL,
    );
  },
};

/** Two custom control-bar buttons: one with an SVG icon, one with its label only. */
export const CustomButtons: Story = {
  args: { scenario: 'idle', customButtons: true },
  play: async ({ canvasElement: c, args }) => {
    await expectReady(c, 'idle');
    const buttons = allInPlayer(c, '.reel-custom');
    await expect(buttons.map((e) => e.getAttribute('aria-label'))).toEqual(['Share', 'Report']);
    await waitFor(() => expect(imageLoaded(buttons[0].querySelector('img'))).toBe(true), POLL);
    await expect(buttons[1].textContent).toBe('Report');
    await userEvent.click(buttons[0]);
    await until(c, (st) => st.customClicks.join() === 'share');
    await expect(args.onCustomButton).toHaveBeenCalledWith('share');
  },
};

/**
 * The same video in embed mode (left: links open in a new tab, related list on pause, no
 * download) and in normal mode (right), both paused.
 */
export const EmbedBesideNormal: Story = {
  args: { scenario: 'paused', media: 'test-hd', related: true, width: 560 },
  parameters: {
    // Both players show the same video, so both regions carry its title as their name; no page of
    // the site has two players, and the story exists to compare the two modes on one video.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: (args, { loaded }) => {
    const { manifest } = loaded as MediaLoaded;
    const key = JSON.stringify(args);
    return (
      <div className="sb-pair">
        <StoryPlayer key={`embed ${key}`} args={{ ...args, embed: true }} manifest={manifest} label="Embed mode" />
        <StoryPlayer key={`normal ${key}`} args={{ ...args, embed: false }} manifest={manifest} label="Normal mode" />
      </div>
    );
  },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'paused', 0);
    const normal = await expectReady(c, 'paused', 1);
    // Embed mode opens the related list on pause and has no download button; normal mode neither opens it nor hides download.
    // The pause can settle the scenario before the list opens, and the list is built in a chunk of
    // its own loaded on that first opening, so both are waited for.
    await until(c, (st) => st.related, 0);
    await expect(normal.related).toBe(false);
    await expect(inPlayer(c, '.reel-player', 0)?.className).toContain('reel-embed');
    await waitFor(() => expect(isVisible(inPlayer(c, '.reel-related', 0))).toBe(true), POLL);
    // A player can be paused before its control bar is drawn: the normal one's download button is
    // waited for, and the embed's bar, drawn by then, is read once it is there.
    await waitFor(() => expect(allInPlayer(c, '.reel-download', 1)).toHaveLength(1), POLL);
    await waitFor(() => expect(allInPlayer(c, '.reel-bar', 0)).toHaveLength(1), POLL);
    await expect(allInPlayer(c, '.reel-download', 0)).toHaveLength(0);
    await expect(inPlayer(c, '.reel-title', 0)?.getAttribute('target')).toBe('_blank');
  },
};
