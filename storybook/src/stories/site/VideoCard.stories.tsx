// The thumbnail of every video list: picture, duration, quality badge, title, channel, views.
import { VideoCard } from '@reel/site/src/components/VideoCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { findMedia, MEDIA_KEYS, type MediaKey } from '../../media';
import { mediaLoader, type MediaLoaded } from '../../player/playerStory';
import { withSite } from '../../site/SiteFrame';
import { siteVideo, type CardFields, type FormatChoice } from '../../site/videos';

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

export const Hd: Story = {};

export const FullHd: Story = { args: { media: 'test-fhd', title: 'Colour bars in Full HD', formats: 'Full HD', views: 2_400_000 } };

/** SD files only: no badge. A member's upload: the member's name instead of a channel. */
export const SdMemberUpload: Story = {
  args: { media: 'test-hls', title: 'Colour bars streamed over HLS', formats: 'SD only', channel: '', views: 87 },
};

/** A title longer than the card has room for, and a video whose picture is not made yet. */
export const LongTitleNoPicture: Story = {
  args: {
    picture: false,
    title:
      'A very long title that goes on and on to show how the card clamps it when it does not fit in the space that a thumbnail leaves for it',
  },
};

/** The preview clip plays, muted and looping, while the whole thumbnail is in view. */
export const PreviewClip: Story = {
  args: { media: 'test-fhd', title: 'Colour bars with a preview clip', formats: 'Full HD', preview: true },
};

/** No channel: the first model is named, with a link to their page. */
export const PerformerLine: Story = { args: { title: 'Test pattern with a performer', channel: '', model: 'Pattern Performer' } };
