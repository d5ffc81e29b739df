#!/usr/bin/env node
// One entry point for the README's commands, so that a fresh clone needs only Node.js and npm:
// every command first makes sure the workspace is installed with the pinned pnpm.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const localPnpm = join(root, 'node_modules', '.bin', 'pnpm');

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  if (res.error) throw res.error;
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function installed() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (!existsSync(marker) || !existsSync(localPnpm)) return false;
  return !existsSync(lock) || statSync(lock).mtimeMs <= statSync(marker).mtimeMs;
}

function ensureInstall() {
  if (installed()) return;
  console.log('[reel] installing dependencies with pnpm ' + PNPM_VERSION);
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  run('npx', ['-y', `pnpm@${PNPM_VERSION}`, 'install', ...frozen]);
}

const pnpm = (...args) => run(localPnpm, args);
const tsx = (file, args = [], env = {}) => run(process.execPath, ['--import', 'tsx', file, ...args], { env });

function build() {
  pnpm('-r', '--workspace-concurrency=1', 'run', 'build');
}

const [command = 'start', ...rest] = process.argv.slice(2);
ensureInstall();

switch (command) {
  case 'install':
    break;
  case 'build':
    build();
    break;
  case 'start':
    build();
    tsx('packages/server/src/main.ts', rest);
    break;
  case 'worker':
    // Transcoding workers alone, for another machine on the same PostgreSQL (docs/operations.md).
    tsx('packages/server/src/main.ts', ['worker', ...rest]);
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
    tsx('bench/run.ts', rest);
    break;
  case 'storybook':
    pnpm('--filter', '@reel/storybook', 'run', 'storybook', ...rest);
    break;
  default:
    console.error(`[reel] unknown command ${command}`);
    process.exit(2);
}
