// The category slider under the header: the operator's promo links, then the categories as chips
// sorted by title, with arrows that scroll the row. Under 1565 px it starts with the live-cams and
// directory links, so at most widths a visitor sees them.
import { CLIENT_HIDDEN_CATEGORIES } from '@reel/api';
import { CategorySlider } from '@reel/site/src/shell/CategorySlider';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { answerCategories } from '../../site/categoryAnswers';
import { withSite } from '../../site/SiteFrame';
import '../../site/shellStyles';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { attrs, pause, POLL, requests, resizeWindow, texts } from '../../checks/page';

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
export const Categories: Story = {
  play: async ({ canvasElement: c }) => {
    const chips = () => texts(c, '.slider .chip');
    const sorted = [
      'Calibration',
      'Colour bars',
      'Countdowns',
      'Full HD',
      'Grey scales',
      'Noise',
      'Resolution charts',
      'Slow motion',
      'Sweeps',
      'Test cards',
      'Test patterns',
      'Tone bursts',
      'VR',
      'Zone plates',
    ];
    // The test run's window (1200 px) is under the 1565 px breakpoint: the live-cams and directory links come first.
    await waitFor(() => expect(chips()).toEqual(['Live Cams', 'Porn Directory', 'Premium videos', ...sorted]), POLL);
    await expect(within(c).getByRole('link', { name: 'Colour bars' }).getAttribute('href')).toBe('/categories/colour-bars/');
    await expect(requests().filter((r) => r.startsWith('/api/'))).toEqual([]);
    const track = c.querySelector('.slider__track') as HTMLElement;
    await expect(track.scrollLeft).toBe(0);
    await userEvent.click(within(c).getByRole('button', { name: 'Scroll categories forward' }));
    await waitFor(() => expect(track.scrollLeft).toBeGreaterThan(0), POLL);
    if (!(await resizeWindow(1600, 900))) return;
    await waitFor(() => expect(chips()).toEqual(['Premium videos', ...sorted]), POLL);
  },
};

/** The categories call answered nothing: the promo links stay. */
export const PromoLinksOnly: Story = {
  play: async ({ canvasElement: c }) => {
    await pause(300);
    await expect(texts(c, '.slider .chip')).toEqual(['Live Cams', 'Porn Directory', 'Premium videos']);
    await expect(attrs(c, '.slider .chip', 'target')).toEqual(['_blank', '_blank', '_blank']);
  },
  args: { categories: [] },
};
