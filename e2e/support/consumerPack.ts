// The two tarballs an outside developer would install, packed from the repository's built packages,
// and the script-tag build taken out of the player's tarball as a page without a bundler would host it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { packPackages } from '../../scripts/pack.mjs';

const run = promisify(execFile);

export interface Tarballs {
  player: string;
  react: string;
}

function find(files: string[], pattern: RegExp, dir: string): string {
  const name = files.find((f) => pattern.test(f));
  if (!name) throw new Error(`no tarball matching ${pattern} in ${dir} (found: ${files.join(', ') || 'nothing'})`);
  return join(dir, name);
}

/** Packs @reel/player and @reel/player-react into outDir and names the two tarballs. */
export async function packTarballs(outDir: string): Promise<Tarballs> {
  await mkdir(outDir, { recursive: true });
  await packPackages(outDir);
  const files = await readdir(outDir);
  return {
    player: find(files, /^reel-player-\d[\w.-]*\.tgz$/, outDir),
    react: find(files, /^reel-player-react-\d[\w.-]*\.tgz$/, outDir),
  };
}

/** The script-tag build's files, where the docs tell a page to copy them. */
export const SCRIPT_TAG_FILES = { module: 'reel-player.js', element: 'reel-player-element.js', css: 'reel-player.css' } as const;

/**
 * Unpacks the player's tarball and copies its script-tag build (dist/browser/: the module and its
 * lazy chunks) and its stylesheet (dist/reel-player.css) into `into`, side by side.
 */
export async function extractScriptTagBuild(playerTarball: string, into: string): Promise<void> {
  const unpacked = await mkdtemp(join(into, '..', 'unpacked-'));
  try {
    await run('tar', ['-xzf', playerTarball, '-C', unpacked]);
    const dist = join(unpacked, 'package', 'dist');
    const browser = join(dist, 'browser');
    const css = join(dist, SCRIPT_TAG_FILES.css);
    for (const needed of [join(browser, SCRIPT_TAG_FILES.module), css]) {
      if (!existsSync(needed)) throw new Error(`the player's tarball has no ${needed.slice(unpacked.length + 1)}`);
    }
    await mkdir(into, { recursive: true });
    await cp(browser, into, { recursive: true });
    await cp(css, join(into, SCRIPT_TAG_FILES.css));
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
