import typescript from '@rollup/plugin-typescript';

export default {
  input: 'src/index.ts',
  // React, its renderer and the core player are the host page's: never bundled.
  external: (id) => /^(react|react-dom|@reel\/player)(\/|$)/.test(id),
  // "use client": the components and hooks run in the browser, so a React Server Component (Next.js's
  // app router) may import them and render <Player> as a client component.
  output: { dir: 'dist', format: 'es', sourcemap: true, banner: "'use client';" },
  plugins: [
    typescript({
      tsconfig: './tsconfig.build.json',
    }),
  ],
};
