// Testing Library's waits for the site's pages. A page's first render loads its route's module,
// which vite compiles on first use; on a loaded two-core machine that takes seconds, not the
// library's default of one. The waits end as soon as the page shows what a test looks for, so a
// longer limit costs a passing run nothing.
import { configure } from '@testing-library/react';
import { afterAll, beforeAll } from 'vitest';
import { forgetListShown } from '../lists/useListItems';
import { resetLocalStores } from '../local/stores';
import { closeModal, notifications } from '../modals/store';
import { menuOpen, searchOpen } from '../shell/layoutState';
import { metaState } from '../shell/meta';
import { resetSessionBoot } from '../shell/session';
import { closeMetricsQueue } from '../watch/metricsSink';

/** How long a `findBy…` or `waitFor` waits for the page before it fails. */
export const PAGE_WAIT_MS = 10_000;

configure({ asyncUtilTimeout: PAGE_WAIT_MS });

// The files of a worker share one module graph (`isolate: false` in vitest.config.ts), each with a
// document of its own: the shell's shared state starts each file as a fresh page has it, whatever
// the file before left.
beforeAll(() => {
  resetSessionBoot();
  resetLocalStores();
  closeModal();
  notifications.set([]);
  menuOpen.set(false);
  searchOpen.set(false);
  metaState.set(null);
  forgetListShown();
  // jsdom has no IndexedDB; a file that wants one installs it on the worker's global.
  Reflect.deleteProperty(globalThis, 'indexedDB');
});

// A file's watch page leaves its metrics queue with a send pending: it closes with the file, while
// the file's own fetch is still the one it answers with.
afterAll(closeMetricsQueue);
