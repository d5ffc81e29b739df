// A video with chapters: the story's file list with a chapters WebVTT track (static/chapters/) added
// to the media, so the seek bar shows a mark where each chapter begins, the hover preview and the
// time's tooltip name the chapter, and the chapters button lists them and seeks to the one chosen.
import type { PlayerMedia } from '@reel/player';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { POLL, requests } from '../checks/page';
import { allInPlayer, expectReady, inPlayer } from '../checks/player';
import { PLAYER_META, type MediaLoaded, type PlayerStoryArgs } from '../player/playerStory';
import { StoryPlayer } from '../player/StoryPlayer';

/** The chapters of the test-hls clip, served beside the stories (storybook/static/chapters/). */
const CHAPTERS_URL = 'chapters/test-hls.vtt';

function withChapters(media: PlayerMedia): PlayerMedia {
  const chapters = { src: new URL(CHAPTERS_URL, document.baseURI).href, srclang: 'en', label: 'Chapters', kind: 'chapters' } as const;
  return { ...media, textTracks: [...(media.textTracks ?? []), chapters] };
}

const meta: Meta<PlayerStoryArgs> = {
  ...PLAYER_META,
  title: 'Player/Chapters',
  render: (args, { loaded }) => (
    <StoryPlayer key={JSON.stringify(args)} args={args} manifest={(loaded as MediaLoaded).manifest} withMedia={withChapters} />
  ),
};
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** Three chapters of the 14 s clip: marks on the seek bar and the chapters menu after the time. */
export const Chapters: Story = {
  args: { scenario: 'idle', media: 'test-hls' },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'idle');
    // Chapters begin at 5 s and 10 s of the 14 s clip: a mark each, after the first.
    await waitFor(() => expect(allInPlayer(c, '.reel-seek-track .reel-chapter-mark')).toHaveLength(2), POLL);
    await expect(inPlayer(c, '.reel-chapters')?.getAttribute('aria-label')).toBe('Chapters');
    await expect(inPlayer(c, '.reel-time')?.getAttribute('title')).toBe('Opening');
    await expect(requests()).toContain('/chapters/test-hls.vtt');
  },
};
