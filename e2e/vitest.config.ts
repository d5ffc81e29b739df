import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One server for the whole run (setup/server.ts), one browser per file; files run one after the
// other because two cores are shared by Chromium's software video decoding and the server.
export default defineConfig({
  test: {
    name: 'e2e',
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    globalSetup: ['./setup/server.ts'],
    // A failed test leaves page screenshots and a Playwright trace under .artifacts/<file>/<test>/.
    setupFiles: ['./support/failureEvidence.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
