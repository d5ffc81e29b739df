import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = dirname(fileURLToPath(import.meta.url));
/** The consumer test installs the packed packages into apps of its own and needs no Reel server. */
const CONSUMER = 'consumer.e2e.ts';
// A failed test leaves page screenshots and a Playwright trace under .artifacts/<file>/<test>/.
const setupFiles = ['./support/failureEvidence.ts'];

// One server for the whole run (setup/server.ts), one browser per file; files run one after the
// other because two cores are shared by Chromium's software video decoding and the server. The
// server is a project's global setup, so a run of the consumer test alone does not start it.
export default defineConfig({
  test: {
    fileParallelism: false,
    projects: [
      {
        test: {
          name: 'e2e',
          root,
          include: ['**/*.e2e.ts'],
          exclude: ['**/node_modules/**', CONSUMER],
          environment: 'node',
          globalSetup: ['./setup/server.ts'],
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'consumer',
          root,
          include: [CONSUMER],
          environment: 'node',
          setupFiles,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
