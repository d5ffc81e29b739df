import { rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { loadStylesheet } from './stylesheet.mjs';

// Builds of src/index.ts, src/element/index.ts (<reel-player>) and src/ads/public.ts (the preroll
// layer on its own), all ESM:
// - dist/index.js, dist/element.js and dist/ads.js (+ .d.ts, sharing their chunks), what a bundler installs: hls.js, the VAST client and vhs-utils stay real
//   dependencies, imported lazily by the app's own bundler, never copied into our files;
// - dist/browser/reel-player.js, and dist/browser/reel-player-element.js, for a page without a bundler (`<script type="module">`): everything
//   inside, hls.js and the VAST client in lazy chunks of their own, CommonJS converted to ESM.
// The VR renderer, the ad engines and the share panel are dynamic imports in both, so the core stays
// within its size budget. dist/reel-player.css is the stylesheet the player injects, as a file.
// Chunk names carry a content hash, so a build would otherwise leave the last build's chunks behind.
rmSync('dist', { recursive: true, force: true });

/** The dependencies a bundler resolves for the app: never part of dist/index.js's chunks. */
const DEPENDENCIES = /^(hls\.js|@dailymotion\/vast-client|@videojs\/vhs-utils)(\/|$)/;

/** Writes the stylesheet (src/stylesheet.ts, the same strings the player injects) as a CSS file. */
function stylesheetFile(fileName) {
  return {
    name: 'reel-stylesheet-file',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await loadStylesheet() });
    },
  };
}

// V8 compiles a function when it is first called, on the main thread, unless the file asks for all of
// its functions at load (`//# allFunctionsCalledOnLoad`, Chrome 136 on; others ignore the comment).
// The entry and the core it imports run as soon as a page calls createPlayer: compiled while they
// load, createPlayer starts the video's load without first compiling a hundred functions. The lazy
// chunks (hls.js, VR, ads, …) stay compiled on first call: most of their functions never run.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const eagerChunk = (chunk) => chunk.isEntry || chunk.moduleIds.some((id) => id.endsWith('/src/player.ts'));
const compileHint = (chunk) => (eagerChunk(chunk) ? COMPILE_HINT : '');
// Terser keeps the hint and the comments it keeps by default (licences).
const keptComment = (_node, comment) =>
  comment.value.startsWith('# allFunctionsCalledOnLoad') || /@preserve|@license|@cc_on|^!/i.test(comment.value);

const output = (dir, entry) => ({
  dir,
  format: 'es',
  sourcemap: true,
  entryFileNames: entry,
  chunkFileNames: 'chunks/[name]-[hash].js',
});

/**
 * A script-tag build of one entry: everything inside, hls.js and the VAST client in lazy chunks.
 * Each entry is a build of its own, so a page loads one file for its core (the two never share a
 * chunk, which would cost each of them the chunks' import and export names); lazy chunks with the
 * same content get the same hashed name, so the two builds mostly write the same files.
 */
const browserBuild = (input, entry) => ({
  input,
  // xmldom is the VAST client's parser where a browser has no DOMParser: a lazy chunk named for it.
  output: {
    ...output('dist/browser', entry),
    manualChunks: (id) => (id.includes('/@xmldom/') ? 'xmldom' : undefined),
    banner: compileHint,
    // The maps name each source file and line without carrying the files' text: hls.js and the VAST
    // client's sources would otherwise make up most of the package's download.
    sourcemapExcludeSources: true,
  },
  plugins: [
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', declaration: false, declarationDir: undefined, outDir: 'dist/browser' }),
    terser({ format: { comments: keptComment } }),
  ],
});

export default [
  {
    input: { index: 'src/index.ts', element: 'src/element/index.ts', ads: 'src/ads/public.ts' },
    external: (id) => DEPENDENCIES.test(id),
    output: output('dist', '[name].js'),
    plugins: [
      nodeResolve({ browser: true }),
      typescript({ tsconfig: './tsconfig.build.json' }),
      terser(),
      stylesheetFile('reel-player.css'),
    ],
  },
  browserBuild('src/index.ts', 'reel-player.js'),
  browserBuild('src/element/index.ts', 'reel-player-element.js'),
];
