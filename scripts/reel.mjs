#!/usr/bin/env node
// One entry point for the README's commands, so that a fresh clone needs only Node.js and npm:
// every command first makes sure the workspace is installed with the pinned pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHARED_INPUTS, hashFiles, readStamp, readWorkspaces, staleWorkspaces, workspaceKeys, writeStamp } from './buildStamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const localPnpm = join(root, 'node_modules', '.bin', 'pnpm');

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (res.error) throw res.error;
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** What an install depends on: the lockfile and every workspace's package.json. */
function installKey() {
  const manifests = [
    'pnpm-lock.yaml',
    'pnpm-workspace.yaml',
    'package.json',
    ...readWorkspaces(root, { hashInputs: false }).map((w) => `${w.dir}/package.json`),
  ];
  return hashFiles(root, manifests);
}
const installStamp = join(root, 'node_modules', '.reel-install-stamp');

function installed(key) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker) || !existsSync(localPnpm)) return false;
  if (existsSync(installStamp)) return readFileSync(installStamp, 'utf8').trim() === key;
  // Installed before stamps existed: trust it when the lockfile is not newer than the install.
  const lock = join(root, 'pnpm-lock.yaml');
  return !existsSync(lock) || statSync(lock).mtimeMs <= statSync(marker).mtimeMs;
}

function ensureInstall() {
  const key = installKey();
  if (installed(key)) return;
  console.log('[reel] installing dependencies with pnpm ' + PNPM_VERSION);
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run('npx', ['-y', `pnpm@${PNPM_VERSION}`, 'install', ...frozen]);
  writeFileSync(installStamp, `${key}\n`);
}

const pnpm = (...args) => run(localPnpm, args);
const tsx = (file, args = [], env = {}) => run(process.execPath, ['--import', 'tsx', file, ...args], { env });

function build() {
  pnpm('-r', '--workspace-concurrency=1', 'run', 'build');
  // Everything was just built from the current inputs: the next start rebuilds nothing.
  const workspaces = readWorkspaces(root);
  const keys = workspaceKeys(workspaces, hashFiles(root, SHARED_INPUTS));
  for (const w of workspaces) if (w.build && existsSync(join(root, w.dir, 'dist'))) writeStamp(root, w.dir, keys.get(w.name));
}

/** Builds only the workspaces whose inputs changed since their last build; never Storybook, which
 * the site does not need to run. The hashes are taken before building, so an edit made during a
 * build is seen by the next start. */
function buildChanged() {
  const workspaces = readWorkspaces(root);
  const keys = workspaceKeys(workspaces, hashFiles(root, SHARED_INPUTS));
  const dirOf = new Map(workspaces.map((w) => [w.name, w.dir]));
  const stale = staleWorkspaces(workspaces, keys, (name) => readStamp(root, dirOf.get(name)), ['@reel/storybook']);
  if (stale.length === 0) return console.log('[reel] every build is up to date');
  for (const w of stale) {
    console.log(`[reel] building ${w.name}`);
    pnpm('--filter', w.name, 'run', 'build');
    writeStamp(root, w.dir, keys.get(w.name));
  }
}

/** The server as compiled by its build: plain JavaScript, no TypeScript compiler at run time. */
const server = (args, env = {}) =>
  run(process.execPath, ['--enable-source-maps', join(root, 'packages', 'server', 'dist', 'main.js'), ...args], { env });

const [command = 'start', ...rest] = process.argv.slice(2);
ensureInstall();

switch (command) {
  case 'install':
    break;
  case 'build':
    build();
    break;
  case 'build-changed':
    // What `start` builds first, without starting: for tooling that runs the built server itself.
    buildChanged();
    break;
  case 'start':
    buildChanged();
    server(rest);
    break;
  case 'worker':
    // Transcoding workers alone, for another machine on the same PostgreSQL (docs/operations.md).
    buildChanged();
    server(['worker', ...rest]);
    break;
  case 'cluster':
    // Two API nodes, two workers and nginx on PostgreSQL, on this machine (docs/operations.md).
    buildChanged();
    tsx('packages/server/src/cluster/cli.ts', rest);
    break;
  case 'seed':
    tsx('packages/server/src/seed/cli.ts', rest);
    break;
  case 'admin':
    // Staff accounts: create, role, list (docs/operations.md); its exit code is passed on.
    tsx('packages/server/src/staff/cli.ts', rest);
    break;
  case 'backup':
  case 'restore':
    // The embedded database: a copy taken by the running server, or put back while it is stopped.
    tsx('packages/server/src/db/backupCli.ts', [command, ...rest]);
    break;
  case 'dev':
    tsx('packages/server/src/main.ts', rest, { NODE_ENV: 'development' });
    break;
  case 'test':
    run(process.execPath, [join(root, 'scripts', 'test.mjs'), ...rest]);
    break;
  case 'bench':
    // bench/run.ts loads every benchmark, some of them from the packages' builds; api/scale runs the
    // built server, so on a fresh clone it builds first.
    if (rest.includes('api/scale')) buildChanged();
    tsx('bench/run.ts', rest);
    break;
  case 'storybook':
    pnpm('--filter', '@reel/storybook', 'run', 'storybook', ...rest);
    break;
  default:
    console.error(`[reel] unknown command ${command}`);
    process.exit(2);
}
