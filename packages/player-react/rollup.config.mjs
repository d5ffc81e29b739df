import typescript from '@rollup/plugin-typescript';

export default {
  input: 'src/index.ts',
  // React, its renderer and the core player are the host page's: never bundled.
  external: (id) => /^(react|react-dom|@reel\/player)(\/|$)/.test(id),
  output: { dir: 'dist', format: 'es', sourcemap: true },
  plugins: [
    typescript({
      tsconfig: './tsconfig.build.json',
    }),
  ],
};
