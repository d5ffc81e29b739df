import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { reelSourceStyles } from '../packages/player/stylesheet.mjs';
import { siteCodeSplitting } from './chunkGroups';
import { inlineEntryStyles } from './inlineEntryStyles';

// `vite` (dev) forwards the data calls and media to a server started with `npm run dev` at the root.
const SERVER = process.env.REEL_SERVER ?? 'http://localhost:8080';

/** Text assets worth compressing; images and media are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;

/** Writes a Brotli (`.br`) and a gzip (`.gz`) copy of every text asset next to it, at the highest
 * levels, once per build: the server's static files answer them to browsers that accept them
 * (@fastify/static's preCompressed), so no request pays for compressing. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'reel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error?: Error) {
      // A failed build wrote nothing: let its own error be the one reported.
      const assets = join(outDir, 'assets');
      if (error || !existsSync(assets)) return;
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const body = readFileSync(join(assets, name));
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** React Router ships a production build beside its development one, but its package exports only
 * the development build, whose warnings to developers would reach visitors' consoles and the first
 * page's JavaScript. A build of the site reads the production files instead; `vite` (dev) keeps the
 * warnings. */
function reactRouterProduction(): Plugin {
  const fromDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom/package.json'));
  const production = join(dirname(fromDom.resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'reel-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  plugins: [react(), precompress(), reelSourceStyles(), inlineEntryStyles('/'), reactRouterProduction()],
  base: '/',
  // @reel/player and @reel/player-react are read from their TypeScript source (their "reel-source"
  // export condition): the site builds with the packages' code of the same commit, with no build
  // first; reelSourceStyles() makes `@reel/player/styles.css` from the same source.
  resolve: { conditions: ['reel-source', ...defaultClientConditions] },
  // hls.js (its light build, about 370 KB minified) is a lazy chunk of the watch page's player,
  // fetched only for a stream the browser cannot play natively.
  // The manifest names each route's chunk, so scripts/size-check.mjs can add the home route's
  // chunks to the entry's for the home page's JavaScript budget.
  // Every browser the site supports preloads modules itself (`<link rel="modulepreload">`: Chrome 66,
  // Firefox 115, Safari 17), so Vite's polyfill for older ones stays out of the first page.
  // Lazy chunks are named by their hash alone: the first page carries the list of them (to preload
  // a page's imports with it), and a name in each entry would make every visitor download them.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    // A few chunks a page loads together rather than one per set of sharing pages (chunkGroups.ts).
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        codeSplitting: siteCodeSplitting(import.meta.dirname),
      },
    },
  },
  server: {
    proxy: { '/api': SERVER, '/media': SERVER, '/get_file': SERVER, '/embed': SERVER },
  },
});
