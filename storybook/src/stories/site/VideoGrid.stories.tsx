// A list of thumbnails as the home page shows it, and the message of an empty list.
import { VideoGrid } from '@reel/site/src/components/VideoGrid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mediaLoader, type MediaLoaded } from '../../player/playerStory';
import { withSite } from '../../site/SiteFrame';
import { siteVideo, type FormatChoice } from '../../site/videos';
import { expect, waitFor } from 'storybook/test';
import { all, imageLoaded, POLL, texts } from '../../checks/page';

interface GridArgs {
  count: number;
}

const FORMATS: FormatChoice[] = ['HD', 'Full HD', 'SD only', 'SD only'];

const meta: Meta<GridArgs> = {
  title: 'Site/VideoGrid',
  decorators: [withSite],
  loaders: [mediaLoader],
  args: { count: 8 },
  argTypes: { count: { control: { type: 'range', min: 0, max: 24, step: 1 } } },
  render: ({ count }, { loaded }) => {
    const { manifest } = loaded as MediaLoaded;
    const videos = Array.from({ length: count }, (_, i) => {
      const media = manifest.videos[i % manifest.videos.length];
      const video = siteVideo(manifest, media, { formats: FORMATS[i % FORMATS.length], views: 1000 * (i + 1) ** 3 });
      return { ...video, video_id: video.video_id * 100 + i, title: `${media.title} ${i + 1}` };
    });
    return <VideoGrid videos={videos} />;
  },
};
export default meta;

type Story = StoryObj<GridArgs>;

export const Filled: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.grid .card')).toHaveLength(8);
    await waitFor(() => expect(imageLoaded(c.querySelector('.grid .card img'))).toBe(true), POLL);
  },
};

export const Empty: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.card')).toHaveLength(0);
    await expect(texts(c, '.notice__text')).toEqual(['There is no data in this list.']);
  },
  args: { count: 0 },
};
