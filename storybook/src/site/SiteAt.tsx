// A building block at a given address of the site, inside a data router: Load more reads the
// router's navigation state, which only a data router has, and the pagination builds its links
// from the address it is on. The router stays for the story's life; its one route shows whatever
// the story renders now, so a change of controls shows at once.
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import '@reel/site/src/styles.css';
import { RouterProvider, createMemoryRouter } from './router';

const Content = createContext<ReactNode>(null);

function Current() {
  return <>{useContext(Content)}</>;
}

function SiteAtFrame({ path, children }: { path: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: <Current /> }], { initialEntries: [path] }));
  return (
    <Content.Provider value={children}>
      <div className="sb-site" data-testid="site-frame">
        <RouterProvider router={router} />
      </div>
    </Content.Provider>
  );
}

export const withSiteAt =
  (path: string): Decorator =>
  (Story) => (
    <SiteAtFrame path={path}>
      <Story />
    </SiteAtFrame>
  );
