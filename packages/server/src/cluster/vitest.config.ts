// The cluster's tests run on their own (`npm test` gives them a step after the server suites): two
// API nodes, two workers, nginx and PostgreSQL take the machine, and the load figures they assert
// are read best without other suites beside them.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cluster',
    root: '.',
    include: ['packages/server/src/cluster/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
