// The thumbnail of every video list: picture, duration, quality badge, title, channel, views.
import { VideoCard } from '@reel/site/src/components/VideoCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { findMedia, MEDIA_KEYS, type MediaKey } from '../../media';
import { mediaLoader, type MediaLoaded } from '../../player/playerStory';
import { withSite } from '../../site/SiteFrame';
import { siteVideo, type CardFields, type FormatChoice } from '../../site/videos';
import { expect, waitFor } from 'storybook/test';
import { all, attrs, imageLoaded, POLL, texts } from '../../checks/page';

interface CardArgs extends CardFields {
  media: MediaKey;
}

const FORMAT_CHOICES: FormatChoice[] = ['SD only', 'HD', 'Full HD'];

const meta: Meta<CardArgs> = {
  title: 'Site/VideoCard',
  decorators: [withSite],
  loaders: [mediaLoader],
  args: {
    media: 'test-hd',
    title: 'Test pattern in HD',
    views: 12_345,
    formats: 'HD',
    channel: 'Reel test patterns',
    picture: true,
    model: '',
    preview: false,
  },
  argTypes: {
    media: { control: 'select', options: MEDIA_KEYS },
    formats: { control: 'inline-radio', options: FORMAT_CHOICES },
    views: { control: { type: 'number', min: 0 } },
    model: { control: 'text' },
    preview: { control: 'boolean' },
  },
  render: ({ media, ...fields }, { loaded }) => {
    const { manifest } = loaded as MediaLoaded;
    return (
      <div style={{ width: 320 }}>
        <VideoCard video={siteVideo(manifest, findMedia(manifest, media), fields)} />
      </div>
    );
  },
};
export default meta;

type Story = StoryObj<CardArgs>;

export const Hd: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.card__title')).toEqual(['Test pattern in HD']);
    await expect(texts(c, '.card .badge')).toEqual(['HD']);
    await expect(texts(c, '.card__views')).toEqual(['12.3K views']);
    await expect(texts(c, '.card__from')).toEqual(['Reel test patterns']);
    await waitFor(() => expect(imageLoaded(c.querySelector('.card img'))).toBe(true), POLL);
  },
};

export const FullHd: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.card .badge')).toEqual(['FHD']);
    await expect(texts(c, '.card__views')).toEqual(['2.4M views']);
    await waitFor(() => expect(imageLoaded(c.querySelector('.card img'))).toBe(true), POLL);
  },
  args: { media: 'test-fhd', title: 'Colour bars in Full HD', formats: 'Full HD', views: 2_400_000 },
};

/** SD files only: no badge. A member's upload: the member's name instead of a channel. */
export const SdMemberUpload: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.card .badge')).toHaveLength(0);
    await expect(texts(c, '.card__from')).toEqual(['pattern_maker']);
  },

  args: { media: 'test-hls', title: 'Colour bars streamed over HLS', formats: 'SD only', channel: '', views: 87 },
};

/** A title longer than the card has room for, and a video whose picture is not made yet. */
export const LongTitleNoPicture: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.card img')).toHaveLength(0);
    await expect(all(c, '.card .card__blank')).toHaveLength(1);
    await expect(texts(c, '.card__title')[0]).toMatch(/^A very long title/);
  },

  args: {
    picture: false,
    title:
      'A very long title that goes on and on to show how the card clamps it when it does not fit in the space that a thumbnail leaves for it',
  },
};

/** The preview clip plays, muted and looping, while the whole thumbnail is in view. */
export const PreviewClip: Story = {
  play: async ({ canvasElement: c }) => {
    await waitFor(() => expect(all(c, '.card__preview video')).toHaveLength(1), POLL);
    const clip = c.querySelector<HTMLVideoElement>('.card__preview video') as HTMLVideoElement;
    await expect(clip.getAttribute('src')).toMatch(/\/media\/test-fhd\/test-fhd_sd\.mp4$/);
    await expect(c.querySelector('.card__preview')?.getAttribute('data-playing')).toBe('true');
    await expect(clip.muted && clip.loop).toBe(true);
    await waitFor(() => expect(clip.currentTime).toBeGreaterThan(0.3), POLL);
    await expect(texts(c, '.card .badge')).toEqual(['FHD']);
  },

  args: { media: 'test-fhd', title: 'Colour bars with a preview clip', formats: 'Full HD', preview: true },
};

/** No channel: the first model is named, with a link to their page. */
export const PerformerLine: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.card__from')).toEqual(['Pattern Performer']);
    await expect(attrs(c, '.card__from', 'href')).toEqual(['/pornstar/pattern-performer/']);
  },
  args: { title: 'Test pattern with a performer', channel: '', model: 'Pattern Performer' },
};
