// How a test starts one of the server's commands as a child process. `npm test` builds everything
// before its tests and sets BUILT_SERVER_ENV: the children then run the compiled dist/<name>.js, as
// `npm start` and `npm run admin` do, instead of compiling the TypeScript sources at every start
// (about a second a child, more on a busy machine). A test run on its own compiles the sources
// through tsx, so it never runs a build older than the code it tests.
import { join } from 'node:path';
import { ENTRY_POINTS } from '../../entryPoints.mjs';
import { REPO_ROOT } from '../packageRoot.js';

export type ServerCommand = keyof typeof ENTRY_POINTS;

/** Set to 1 by `npm test` once it has built the server (scripts/test.mjs). */
export const BUILT_SERVER_ENV = 'REEL_TEST_BUILT_SERVER';

const SERVER_DIR = join(REPO_ROOT, 'packages', 'server');

/** Node's arguments that run `command` (its own arguments follow). */
export function commandArgs(command: ServerCommand, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env[BUILT_SERVER_ENV] === '1') return ['--enable-source-maps', join(SERVER_DIR, 'dist', `${command}.js`)];
  return ['--import', 'tsx', join(SERVER_DIR, ENTRY_POINTS[command])];
}
