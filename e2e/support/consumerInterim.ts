// TEMPORARY: packs today's packages until scripts/pack.mjs (packPackages) lands with the packaging
// work. `pnpm pack` applies each package's publishConfig (exports → dist) and turns the binding's
// `workspace:*` into the version. Delete this file when consumerPack.ts imports packPackages.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const PNPM = join(REPO, 'node_modules', '.bin', 'pnpm');
const PACKAGES = ['packages/player', 'packages/player-react'];

/** Writes the two tarballs into outDir. */
export async function interimPackPackages(outDir: string): Promise<void> {
  for (const dir of PACKAGES) {
    if (!existsSync(join(REPO, dir, 'dist', 'index.js'))) {
      throw new Error(`${dir}/dist is missing: build it first with \`node_modules/.bin/pnpm -r --workspace-concurrency=1 run build\``);
    }
    await run(PNPM, ['pack', '--pack-destination', outDir], { cwd: join(REPO, dir) });
  }
}
