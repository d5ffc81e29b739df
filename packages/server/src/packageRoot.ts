// The server package's folder, found from wherever this code runs: its TypeScript under src/ (tests,
// tsx) or the bundle under dist/ (`npm start`). Files the server reads at run time (migrations, the
// site's build, the data folder's default) are named from here, never from a module's own folder,
// whose depth differs between the two.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder at or above `from` holding a package.json. */
export function packageRootOf(from: string): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const SERVER_ROOT = packageRootOf(dirname(fileURLToPath(import.meta.url)));
/** The workspace root: packages/server is two levels down. */
export const REPO_ROOT = resolve(SERVER_ROOT, '..', '..');
