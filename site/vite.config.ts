import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite` (dev) forwards the data calls and media to a server started with `npm run dev` at the root.
const SERVER = process.env.REEL_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: '/',
  // hls.js (about 580 KB minified) is a lazy chunk of the watch page's player, fetched only for a
  // stream the browser cannot play natively.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    proxy: { '/api': SERVER, '/media': SERVER, '/get_file': SERVER, '/embed': SERVER },
  },
});
