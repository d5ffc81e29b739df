import { defineConfig } from 'vite';

// Served by the server at /embed/{video_id}/, so every built asset lives under /embed/assets/.
const SERVER = process.env.REEL_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  base: '/embed/',
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': SERVER, '/media': SERVER, '/get_file': SERVER },
  },
});
