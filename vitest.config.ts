import { defineConfig } from 'vitest/config';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { reelSourceStyles } from './packages/player/stylesheet.mjs';

const tusBrowserBuild = join(
  dirname(createRequire(import.meta.url).resolve('tus-js-client/package.json', { paths: ['./site'] })),
  'lib.esm/browser/index.js',
);

// Workspace packages are read from their TypeScript source through the "reel-source" export
// condition (packages/player/package.json), and `@reel/player/styles.css` from the player's source
// stylesheet, so tests need no build first. Vite's own defaults follow the condition, for the
// browser-like (jsdom) and the Node environments alike.
const source = {
  plugins: [reelSourceStyles()],
  resolve: { conditions: ['reel-source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['reel-source', 'module', 'node', 'development|production'] } },
};

// One run for every package: each project keeps its tests beside its code.
export default defineConfig({
  test: {
    // PGlite instances are heavy; two cores run two files at a time.
    maxWorkers: 2,
    projects: [
      {
        ...source,
        test: {
          name: 'api',
          root: './packages/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...source,
        test: {
          name: 'player',
          root: './packages/player',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        ...source,
        test: {
          name: 'player-react',
          root: './packages/player-react',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      { test: { name: 'scripts', root: './scripts', include: ['*.test.ts'], environment: 'node' } },
      { test: { name: 'bench', root: './bench', include: ['*.test.ts', 'player/*.test.ts'], environment: 'node' } },
      { ...source, test: { name: 'storage', root: './packages/storage', include: ['src/**/*.test.ts'], environment: 'jsdom' } },
      {
        ...source,
        // tus-js-client's browser build, as the site's bundle picks it (it uses XMLHttpRequest and
        // localStorage; its Node build reads files from disk). Only that package: the site's Node
        // tests load server helpers whose dependencies must keep their Node builds.
        resolve: { ...source.resolve, alias: { 'tus-js-client': tusBrowserBuild } },
        test: {
          name: 'site',
          root: './site',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // The files of a worker share one module graph, each with a document of its own: React,
          // the router and the pages are imported once per worker rather than once per file (the
          // project took 140 s alone, 43 s so). src/test/setup.ts puts the shell's shared state
          // back as a fresh page has it before each file.
          isolate: false,
          // Through Vite, so the alias above holds for tus-js-client's own imports too.
          server: { deps: { inline: ['tus-js-client'] } },
          // Longer than a page's wait (site/src/test/setup.ts), so a slow page fails on what it lacks.
          testTimeout: 30_000,
        },
      },
      { ...source, test: { name: 'embed', root: './embed', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        ...source,
        // Node's own conditions for the server: the AWS SDK's `module` builds are for bundlers only.
        ssr: { resolve: { conditions: ['reel-source', 'node', 'development|production'] } },
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          // The cluster's tests have a step of their own (src/cluster/vitest.config.ts).
          exclude: ['**/node_modules/**', 'src/cluster/**'],
          environment: 'node',
          // New password hashes at the test cost (src/testing/passwordCost.ts says why).
          setupFiles: ['./src/testing/passwordCost.ts'],
          // The files of a worker share one module graph instead of importing the server, Fastify
          // and PGlite (and compiling PGlite's WebAssembly, which PGlite caches per module graph)
          // once per file. Each file opens and closes its own app and database, and none changes
          // a global another reads (docs/testing.md); a spy is undone after its test.
          isolate: false,
          restoreMocks: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
