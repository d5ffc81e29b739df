import { defaultClientConditions, defineConfig } from 'vite';

// Served by the server at /embed/{video_id}/, so every built asset lives under /embed/assets/.
const SERVER = process.env.REEL_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/embed/',
  // @reel/player is read from its TypeScript source (its "reel-source" export condition), no build first.
  resolve: { conditions: ['reel-source', ...defaultClientConditions] },
  // hls.js (about 580 KB minified) is a lazy chunk, fetched only for a stream the browser cannot
  // play natively; the page's own budget is checked by scripts/size-check.mjs.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    proxy: { '/api': SERVER, '/media': SERVER, '/get_file': SERVER },
  },
});
