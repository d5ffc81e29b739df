// Setup file of the browser suites: each test's browser contexts keep their evidence when it fails.
import { beforeEach } from 'vitest';
import { beginTest } from './evidence';

beforeEach(({ task, onTestFinished }) => {
  // Runs after every afterEach hook, once the outcome is final.
  onTestFinished(beginTest(task));
});
