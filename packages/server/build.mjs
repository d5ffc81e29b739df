// Compiles the server's entry points into dist/ for `npm start`, so that the server runs as plain
// JavaScript instead of compiling TypeScript at every start. Our own workspace sources (@reel/api,
// the server's own `@reel/server/seed`) are bundled in; every installed package stays an import,
// resolved from this package's node_modules as before. Paths the server reads at run time (the
// migrations, the site's build) are found from the package root, which src/ and dist/ share.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ENTRY_POINTS } from './entryPoints.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const outdir = join(root, 'dist');

const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@reel/') ? undefined : { path: args.path, external: true }));
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, join(root, file)])),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Workspace packages name their TypeScript sources under `exports`.
  conditions: ['reel-source'],
  plugins: [installedPackagesExternal],
  logLevel: 'warning',
});
