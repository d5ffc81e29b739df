import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LongFirstSequencer } from './setup/sequencer';

const root = dirname(fileURLToPath(import.meta.url));
/** The consumer test installs the packed packages into apps of its own and needs no Reel server. */
const CONSUMER = 'consumer.e2e.ts';
/**
 * Files whose assertions measure time against the wall clock (playback rate, an easing caught
 * midway, a timer's delay, the end of a clip reached and paused on, the order of first frame and
 * page script under CPU throttling, player.js's own suite reading the time a second after a seek):
 * they run after the others, one at a time, so no second Chromium decoding video beside them slows
 * what they measure. The rest of the player.js tests (playerjs.e2e.ts) only wait for events, each
 * with a time-out, and run in the paired group; so do the player's tests that bound no time
 * (player.e2e.ts), while those that do are in playerTimed.e2e.ts.
 */
const WALL_CLOCK = ['controls.e2e.ts', 'embed.e2e.ts', 'loading.e2e.ts', 'playerTimed.e2e.ts', 'playerjs-qunit.e2e.ts', 'watch.e2e.ts'];
/** Two files at a time: the browser suites mostly wait (adverts play in real time, players wait
 * for frames), so two Chromiums share the two cores with the server. */
const PAIRED_WORKERS = 2;
// A failed test leaves page screenshots and a Playwright trace under .artifacts/<file>/<test>/.
const setupFiles = ['./support/failureEvidence.ts'];
const timeouts = { testTimeout: 60_000, hookTimeout: 60_000 };
/**
 * How long an `expect.poll` of the paired files waits for its condition unless it names its own:
 * their tests run beside another file and, within a file, beside each other, so a page can take
 * longer than Vitest's one second to draw what is polled for. Only the waiting is longer; what is
 * asserted is the same, and the wall-clock files keep Vitest's default.
 */
const PAIRED_POLL_TIMEOUT_MS = 10_000;
/**
 * Tests of one concurrent block that run at once. The axe scenes, the route checks and the adverts'
 * scenes are CPU-bound in Chromium: beside a second file on two cores, five of them at once (Vitest's
 * default) took no less time in all than two, but each took five times its own, past the time-out.
 */
const PAIRED_CONCURRENCY = 2;

// Group 0 runs the files that only wait, two at a time; group 1 then runs the wall-clock files one
// after the other. Each group that needs it has one server (setup/server.ts, a project's global
// setup, so a run of the consumer test alone does not start it) and every file its own Chromium.
// Projects of one group must name the same worker count.
export default defineConfig({
  test: {
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      // Storybook's stories, each with its play function and axe (storybook/vitest.config.ts): its
      // own browser, served by Vitest from the stories' source; no Reel server.
      { extends: join(root, '..', 'storybook', 'vitest.config.ts'), test: { maxWorkers: PAIRED_WORKERS, sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'e2e',
          root,
          include: ['**/*.e2e.ts'],
          exclude: ['**/node_modules/**', CONSUMER, ...WALL_CLOCK],
          environment: 'node',
          globalSetup: ['./setup/server.ts'],
          setupFiles,
          maxWorkers: PAIRED_WORKERS,
          maxConcurrency: PAIRED_CONCURRENCY,
          sequence: { groupOrder: 0 },
          expect: { poll: { timeout: PAIRED_POLL_TIMEOUT_MS } },
          ...timeouts,
        },
      },
      {
        test: {
          name: 'consumer',
          root,
          include: [CONSUMER],
          environment: 'node',
          setupFiles,
          maxWorkers: PAIRED_WORKERS,
          sequence: { groupOrder: 0 },
          ...timeouts,
        },
      },
      {
        test: {
          name: 'e2e-wall-clock',
          root,
          include: WALL_CLOCK,
          environment: 'node',
          globalSetup: ['./setup/server.ts'],
          setupFiles,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          ...timeouts,
        },
      },
    ],
  },
});
