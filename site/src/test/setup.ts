// Testing Library's waits for the site's pages. A page's first render loads its route's module,
// which vite compiles on first use; on a loaded two-core machine that takes seconds, not the
// library's default of one. The waits end as soon as the page shows what a test looks for, so a
// longer limit costs a passing run nothing.
import { configure } from '@testing-library/react';

/** How long a `findBy…` or `waitFor` waits for the page before it fails. */
export const PAGE_WAIT_MS = 10_000;

configure({ asyncUtilTimeout: PAGE_WAIT_MS });
