import { defaultClientConditions, defineConfig } from 'vite';
import { inlineEntryStyles } from '../site/inlineEntryStyles';

// Served by the server at /embed/{video_id}/, so every built asset lives under /embed/assets/.
const SERVER = process.env.REEL_SERVER ?? 'http://localhost:8080';

const BASE = '/embed/';

export default defineConfig({
  base: BASE,
  // The page's own rules (a few hundred bytes) go in its HTML: the video it holds then shows its
  // first frame without waiting for a stylesheet.
  plugins: [inlineEntryStyles(BASE)],
  // @reel/player is read from its TypeScript source (its "reel-source" export condition), no build first.
  resolve: { conditions: ['reel-source', ...defaultClientConditions] },
  // hls.js (its light build, about 370 KB minified) is a lazy chunk, fetched only for a stream the browser cannot
  // play natively; the page's own budget is checked by scripts/size-check.mjs.
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': SERVER, '/media': SERVER, '/get_file': SERVER },
  },
});
