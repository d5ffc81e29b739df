#!/usr/bin/env node
// `npm run typecheck`: every layer against the libraries it may use. The player core sees ES2023
// and no DOM; the browser code (the rest of the player, player-react, storage, api, the site, the
// embed page, Storybook) sees the DOM and no Node; the server sees Node and no DOM; the root
// project holds the tests and the tooling, which see both. Two compilers run at a time, each
// incremental (its state under .tmp/tsc), so a second run checks only what changed.
// The compiler is TypeScript 7's native one (the `typescript-native` alias), about a third of
// TypeScript 6's CPU time here (docs/testing.md has the figures). TypeScript 6 stays the
// `typescript` package, for what uses its JavaScript API (typescript-eslint, the API reports, the
// builds' declaration files, the source scans).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
const PROJECTS = [
  'tsconfig.json',
  'site/tsconfig.json',
  'packages/server/tsconfig.json',
  'embed/tsconfig.json',
  'storybook/tsconfig.json',
  'packages/player/src/core/tsconfig.json',
  'packages/player/tsconfig.json',
  'packages/player-react/tsconfig.json',
  'packages/storage/tsconfig.json',
  'packages/api/tsconfig.json',
];
const PARALLEL = 2;

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const buildInfo = join(root, '.tmp', 'tsc', `${project.replaceAll('/', '_')}.tsbuildinfo`);
    const child = spawn(tsc, ['-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[typecheck] ${project}: ${code === 0 ? 'ok' : 'FAILED'} in ${secs} s`);
      if (out) process.stdout.write(out);
      resolve(code ?? 1);
    });
  });
}

const queue = [...PROJECTS];
const failures = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if ((await check(project)) !== 0) failures.push(project);
    }
  }),
);
if (failures.length) {
  console.error(`[typecheck] failed: ${failures.join(', ')}`);
  process.exit(1);
}
