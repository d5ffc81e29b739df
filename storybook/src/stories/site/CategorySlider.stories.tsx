// The category slider under the header: the operator's promo links, then the categories as chips
// sorted by title, with arrows that scroll the row. Under 1565 px it starts with the live-cams and
// directory links, so at most widths a visitor sees them.
import { CLIENT_HIDDEN_CATEGORIES } from '@reel/api';
import { CategorySlider } from '@reel/site/src/shell/CategorySlider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerCategories } from '../../site/categoryAnswers';
import { withSite } from '../../site/SiteFrame';
import '../../site/shellStyles';

interface SliderArgs {
  /** What the categories call answers, in its order; the slider hides some and sorts the rest. */
  categories: string[];
}

const meta: Meta<SliderArgs> = {
  title: 'Site/CategorySlider',
  decorators: [withSite],
  args: {
    categories: [
      'Test patterns',
      'Colour bars',
      CLIENT_HIDDEN_CATEGORIES[0],
      'VR',
      'Slow motion',
      'Countdowns',
      'Full HD',
      'Noise',
      'Sweeps',
      'Test cards',
      'Tone bursts',
      'Calibration',
      'Grey scales',
      'Zone plates',
      'Resolution charts',
    ],
  },
  argTypes: { categories: { control: 'object' } },
  // The answer is in place before the slider mounts and asks for it; a new list mounts a new slider.
  loaders: [({ args }) => answerCategories((args as SliderArgs).categories)],
  render: ({ categories }) => <CategorySlider key={categories.join('|')} />,
};
export default meta;

type Story = StoryObj<SliderArgs>;

/** Enough categories to scroll; one the site hides is in the answer and not on the slider. */
export const Categories: Story = {};

/** The categories call answered nothing: the promo links stay. */
export const PromoLinksOnly: Story = { args: { categories: [] } };
