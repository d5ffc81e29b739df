// The published packages as the registry would receive them: `pnpm pack` of each (so `workspace:*`
// becomes the version), after their builds. Used by scripts/package-check.mjs and by any test that
// installs the tarballs into an app of its own:
//   import { packPackages } from './pack.mjs';
//   const packed = await packPackages(outDir); // [{ name, dir, version, tarball }]
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM = join(ROOT, 'node_modules', '.bin', 'pnpm');

/** The packages published to npm, each with the folder it is built in. */
export const PUBLISHED = [
  { name: '@reel/player', dir: join(ROOT, 'packages', 'player') },
  { name: '@reel/player-react', dir: join(ROOT, 'packages', 'player-react') },
];

/** The file name npm and pnpm give a package's tarball. */
export function tarballName(name, version) {
  return `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
}

/**
 * Packs every published package into `outDir` (made if missing) and returns where each tarball is.
 * The packages must be built: a missing dist is an error here, not an empty package later.
 * @param {string} outDir
 * @returns {Promise<{ name: string, dir: string, version: string, tarball: string }[]>}
 */
export async function packPackages(outDir) {
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  const packed = [];
  for (const { name, dir } of PUBLISHED) {
    if (!existsSync(join(dir, 'dist', 'index.js')))
      throw new Error(`${name} is not built: run \`node_modules/.bin/pnpm --filter ${name} build\` first`);
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    await run(PNPM, ['pack', '--pack-destination', out], { cwd: dir });
    const tarball = join(out, tarballName(name, version));
    if (!existsSync(tarball)) throw new Error(`pnpm pack wrote no ${tarball}`);
    packed.push({ name, dir, version, tarball });
  }
  return packed;
}
