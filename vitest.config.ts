import { defineConfig } from 'vitest/config';

// One run for every package: each project keeps its tests beside its code.
export default defineConfig({
  test: {
    // PGlite instances are heavy; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          root: './packages/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'player',
          root: './packages/player',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'player-react',
          root: './packages/player-react',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      { test: { name: 'storage', root: './packages/storage', include: ['src/**/*.test.ts'], environment: 'jsdom' } },
      { test: { name: 'site', root: './site', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' } },
      { test: { name: 'embed', root: './embed', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
