// Storybook for the player's states and the site's building blocks. The media the stories play is
// made by scripts/media.ts into ../media (served at media/); the VAST files and the service worker
// are in ../static (served at the root). The addons: docs pages from the stories and their
// controls, the accessibility panel (axe), and the test run of every story with its play function
// (../vitest.config.ts).
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: [
    { from: '../static', to: '/' },
    { from: '../media', to: '/media' },
  ],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  // hls.js and Storybook's own preview are big single chunks; they are what they are. The player's
  // packages are read from their TypeScript source (their "reel-source" export condition).
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [react()],
      resolve: { conditions: ['reel-source', ...defaultClientConditions] },
      build: { chunkSizeWarningLimit: 1500 },
    }),
};

export default config;
