// The published packages as the registry would receive them: `pnpm pack` of each (so `workspace:*`
// becomes the version), after their builds. `npm run pack` makes them for a developer or a release:
//   npm run pack [-- --out DIR]    builds what is out of date, writes both tarballs to DIR
//                                  (default dist-packages/) and prints each one's path, name, version, size
// Used by scripts/package-check.mjs and by any test that installs the tarballs into an app of its own:
//   import { packPackages } from './pack.mjs';
//   const packed = await packPackages(outDir); // [{ name, dir, version, tarball }]
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { SHARED_INPUTS, hashFiles, readStamp, readWorkspaces, staleWorkspaces, workspaceKeys, writeStamp } from './buildStamp.mjs';

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

/** Where `npm run pack` writes the tarballs unless given `--out`. */
export const DEFAULT_OUT_DIR = join(ROOT, 'dist-packages');

/**
 * Builds the published packages that need it, in dependency order, and stamps them as
 * `npm run build` does: one with no dist, or whose stamp says its inputs changed since. A dist with no
 * stamp (built by `pnpm … build` directly, as `npm test` does) is taken as it is.
 * @returns {Promise<string[]>} the names built
 */
export async function buildIfNeeded() {
  const published = new Set(PUBLISHED.map((p) => p.name));
  const workspaces = readWorkspaces(ROOT);
  const keys = workspaceKeys(workspaces, hashFiles(ROOT, SHARED_INPUTS));
  const dirOf = new Map(workspaces.map((w) => [w.name, w.dir]));
  const stale = staleWorkspaces(workspaces, keys, (name) => {
    const dir = join(ROOT, dirOf.get(name));
    if (!existsSync(join(dir, 'dist', 'index.js'))) return null;
    return readStamp(ROOT, dirOf.get(name)) ?? keys.get(name);
  }).filter((w) => published.has(w.name));
  for (const w of stale) {
    console.log(`[pack] building ${w.name}`);
    await run(PNPM, ['--filter', w.name, 'run', 'build'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    writeStamp(ROOT, w.dir, keys.get(w.name));
  }
  return stale.map((w) => w.name);
}

/** `--out DIR` from the command line, or the default folder. */
export function outDirOf(argv) {
  const at = argv.indexOf('--out');
  if (at < 0) return DEFAULT_OUT_DIR;
  const dir = argv[at + 1];
  if (!dir || dir.startsWith('--')) throw new Error('--out needs a folder: npm run pack -- --out DIR');
  return resolve(dir);
}

async function main() {
  try {
    const out = outDirOf(process.argv.slice(2));
    await buildIfNeeded();
    for (const { name, version, tarball } of await packPackages(out)) {
      const kb = (statSync(tarball).size / 1024).toFixed(1);
      console.log(`[pack] ${relative(process.cwd(), tarball) || tarball}  ${name}  ${version}  ${kb} KB`);
    }
  } catch (error) {
    console.error(`[pack] failed: ${error.message ?? error}${error.stderr ? `\n${error.stderr}` : ''}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) await main();
