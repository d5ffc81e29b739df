// The tile of a model, channel or member list: picture (portrait for people, 16:9 for
// channels), the name as a link, and a line of counts. Without a picture the name's first letter
// stands in; members' tiles have no link, as their pages are for signed-in members.
import { Tile, TileGrid } from '@reel/site/src/lists/Tile';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { findMedia, mediaUrl } from '../../media';
import { mediaLoader, type MediaLoaded } from '../../player/playerStory';
import { withSite } from '../../site/SiteFrame';
import { expect, waitFor } from 'storybook/test';
import { all, attrs, imageLoaded, POLL, texts } from '../../checks/page';

interface TileArgs {
  title: string;
  shape: 'portrait' | 'wide';
  /** The count line under the name. */
  meta: string;
  picture: boolean;
  /** Empty: no link, as on a member's tile. */
  href: string;
}

const meta: Meta<TileArgs> = {
  title: 'Site/Tile',
  decorators: [withSite],
  loaders: [mediaLoader],
  args: { title: 'Pattern Performer', shape: 'portrait', meta: '42 videos', picture: true, href: '/pornstar/pattern-performer/' },
  argTypes: { shape: { control: 'inline-radio', options: ['portrait', 'wide'] } },
  render: ({ title, shape, meta: line, picture, href }, { loaded }) => {
    const { manifest } = loaded as MediaLoaded;
    const media = findMedia(manifest, shape === 'wide' ? 'test-fhd' : 'test-hd');
    return (
      <TileGrid
        items={[{ title }]}
        itemKey={(item) => item.title}
        shape={shape}
        render={(item) => (
          <Tile href={href || undefined} image={picture ? mediaUrl(media.thumb) : ''} title={item.title} shape={shape}>
            {line}
          </Tile>
        )}
      />
    );
  },
};
export default meta;

type Story = StoryObj<TileArgs>;

/** A model: portrait picture, linked name, number of videos. */
export const Performer: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.tile.tile--portrait')).toHaveLength(1);
    await expect(texts(c, '.tile__title')).toEqual(['Pattern Performer']);
    await expect(attrs(c, '.tile__title a', 'href')).toEqual(['/pornstar/pattern-performer/']);
    await expect(texts(c, '.tile__meta')).toEqual(['42 videos']);
    await waitFor(() => expect(imageLoaded(c.querySelector('.tile img'))).toBe(true), POLL);
  },
};

/** A channel: a 16:9 picture. */
export const Channel: Story = {
  play: async ({ canvasElement: c }) => {
    await waitFor(() => expect(imageLoaded(c.querySelector('.tile--wide img'))).toBe(true), POLL);
    const box = c.querySelector('.tile__picture')?.getBoundingClientRect();
    await expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(16 / 9, 1);
    await expect(texts(c, '.tile__meta')).toEqual(['1.2K videos']);
  },

  args: { title: 'Reel test patterns', shape: 'wide', meta: '1.2K videos', href: '/pornsite/reel-test-patterns/' },
};

/** A member without an avatar: the first letter, and no link. */
export const MemberNoPicture: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(all(c, '.tile img')).toHaveLength(0);
    await expect(all(c, '.tile .tile__blank')).toHaveLength(1);
    await expect(all(c, '.tile a')).toHaveLength(0);
    await expect(texts(c, '.tile__title')).toEqual(['pattern_maker']);
  },
  args: { title: 'pattern_maker', meta: '7 uploads', picture: false, href: '' },
};
