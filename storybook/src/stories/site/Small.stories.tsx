// The small pieces: the quality badge on a thumbnail, the loading animation, a list of names.
import { Loading } from '@reel/site/src/components/Loading';
import { QualityBadge } from '@reel/site/src/components/QualityBadge';
import { TextList } from '@reel/site/src/components/TextList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSite } from '../../site/SiteFrame';
import { expect, within } from 'storybook/test';
import { texts } from '../../checks/page';

const meta: Meta = {
  title: 'Site/Small pieces',
  decorators: [withSite],
};
export default meta;

type Story = StoryObj;

/** On a thumbnail: FHD with a Full HD file, HD with an HD one, nothing for SD only. */
export const QualityBadges: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.badge')).toEqual(['HD', 'FHD']);
  },

  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <QualityBadge fileFormats="_sd.mp4,.mp4" />
      <QualityBadge fileFormats="_sd.mp4,.mp4,_fhd.mp4" />
    </div>
  ),
};

/** The circles shown while a page's data loads. */
export const LoadingCircles: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(within(c).getByRole('status', { name: 'Loading…' }).querySelectorAll('.loading__dot')).toHaveLength(3);
  },
  render: () => <Loading />,
};

export const Categories: Story = {
  play: async ({ canvasElement: c }) => {
    await expect(texts(c, '.text-list__label')).toEqual(['Categories:']);
    await expect(texts(c, '.chip')).toEqual(['Colour bars', 'Test patterns', 'VR']);
  },

  render: () => (
    <TextList
      label="Categories"
      items={[
        { dir: 'colour-bars', title: 'Colour bars' },
        { dir: 'test-patterns', title: 'Test patterns' },
        { dir: 'vr', title: 'VR' },
      ]}
    />
  ),
};
