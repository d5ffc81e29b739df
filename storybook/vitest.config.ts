// Storybook's stories as tests: every story renders in Chromium (Vitest's browser mode, Debian's
// Chromium through Playwright), runs its play function, and passes axe with the accessibility
// addon's rules (.storybook/preview.ts). `npm test` runs this in its browser step.
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../e2e/support/chromium';

const root = dirname(fileURLToPath(import.meta.url));
/** A player story waits up to 30 s for its scenario, then its play function for what it shows. */
const STORY_TIMEOUT_MS = 60_000;

export default defineConfig({
  plugins: [storybookTest({ configDir: join(root, '.storybook') })],
  test: {
    name: 'storybook',
    root,
    setupFiles: ['./.storybook/vitest.setup.ts'],
    testTimeout: STORY_TIMEOUT_MS,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
