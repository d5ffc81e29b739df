// Builds each entry of package.json `exports` into dist/<entry>.js, sharing chunks between them. The
// declarations lie under dist/types/ as the sources do (an entry's name may be a module's, such as
// moderation), and dist/<entry>.d.ts beside each script is where `publishConfig.exports` finds them.
import { readFileSync } from 'node:fs';
import typescript from '@rollup/plugin-typescript';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const input = Object.fromEntries(Object.entries(manifest.exports).map(([key, file]) => [key === '.' ? 'index' : key.slice(2), file]));

/** dist/<entry>.d.ts: the entry's declarations under dist/types/. */
const entryDeclarations = {
  name: 'entry-declarations',
  generateBundle() {
    for (const [name, file] of Object.entries(input)) {
      const source = file.replace(/^\.\/src\//, './types/').replace(/\.ts$/, '.js');
      this.emitFile({ type: 'asset', fileName: `${name}.d.ts`, source: `export * from '${source}';\n` });
    }
  },
};

export default {
  input,
  output: { dir: 'dist', format: 'es', sourcemap: true, entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  plugins: [typescript({ tsconfig: './tsconfig.build.json', declarationDir: 'dist/types' }), entryDeclarations],
};
