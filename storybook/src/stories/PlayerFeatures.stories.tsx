// The player's features, each on real media: up-next, the related carousel on both sides of its
// 420 px limit, quality, VR, HLS, embed mode, timeline thumbnails and custom buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PLAYER_META, type MediaLoaded, type PlayerStoryArgs } from '../player/playerStory';
import { StoryPlayer } from '../player/StoryPlayer';

const meta: Meta<PlayerStoryArgs> = { ...PLAYER_META, title: 'Player/Features' };
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** At the end the next video is offered with a 12 s countdown; Play now, Cancel, or it goes. */
export const UpNextCountdown: Story = { args: { scenario: 'complete', media: 'test-hd', related: true } };

/** The related carousel opened with its toggle in a player wider than 420 px. */
export const RelatedOpenWide: Story = { args: { scenario: 'related', related: true, width: 800 } };

/** At 420 px or less the carousel never opens and its toggle is hidden. */
export const RelatedNarrow: Story = { args: { scenario: 'related', related: true, width: 400 } };

/** SD, HD and Full HD of the Full HD test video, with the menu open. */
export const QualityMenu: Story = { args: { scenario: 'quality-menu', media: 'test-fhd' } };

/** A 180° side-by-side video drawn on a half sphere with WebGL; drag to look around. */
export const VR: Story = { args: { scenario: 'playing', media: 'test-vr', loop: true } };

/**
 * A long video plays its HLS stream, with the mp4 as fallback. The generated clip is short, so
 * `forceHls` treats it as longer than 1800 s; `hls: force` picks hls.js even where the browser
 * would play the stream itself.
 */
export const LongHls: Story = { args: { scenario: 'playing', media: 'test-hls', forceHls: true, hls: 'force', loop: true } };

/** The timeline thumbnail under the pointer on the seek bar, from the sprite and its WebVTT. */
export const SeekBarThumbnails: Story = { args: { scenario: 'seek-preview', media: 'test-hls' } };

/** Two custom control-bar buttons: one with an SVG icon, one with its label only. */
export const CustomButtons: Story = { args: { scenario: 'idle', customButtons: true } };

/**
 * The same video in embed mode (left: links open in a new tab, related list on pause, no
 * download) and in normal mode (right), both paused.
 */
export const EmbedBesideNormal: Story = {
  args: { scenario: 'paused', media: 'test-hd', related: true, width: 560 },
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
};
