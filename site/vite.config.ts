import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite` (dev) forwards the data calls and media to a server started with `npm run dev` at the root.
const SERVER = process.env.REEL_SERVER ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': SERVER, '/media': SERVER, '/get_file': SERVER, '/embed': SERVER },
  },
});
