// Shows a building block as it appears on the site: the site's stylesheet, its page background and
// a router for its links (they go nowhere in Storybook).
import type { Decorator } from '@storybook/react-vite';
import '@reel/site/src/styles.css';
import { MemoryRouter } from './router';

export const withSite: Decorator = (Story) => (
  <MemoryRouter>
    <div className="sb-site" data-testid="site-frame">
      <Story />
    </div>
  </MemoryRouter>
);
