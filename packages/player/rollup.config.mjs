import { rmSync } from 'node:fs';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

// ESM with declarations. hls.js, the ad engines and the VR renderer are dynamic imports, so they
// land in chunks of their own and the core stays within its size budget.
// @videojs/vhs-utils' codec helpers import `global/window`, a CommonJS module: it alone is converted.
// Chunk names carry a content hash, so a build would otherwise leave the last build's chunks behind.
rmSync('dist', { recursive: true, force: true });

export default {
  input: 'src/index.ts',
  output: { dir: 'dist', format: 'es', sourcemap: true, chunkFileNames: 'chunks/[name]-[hash].js' },
  plugins: [
    nodeResolve({ browser: true }),
    commonjs({ include: ['**/node_modules/global/**'] }),
    typescript({ tsconfig: './tsconfig.build.json' }),
    terser(),
  ],
};
