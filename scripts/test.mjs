#!/usr/bin/env node
// `npm test`: typecheck, lint, build, unit and server tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), then the browser tests. Each step stops the run on failure.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function step(title, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n[test] ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`[test] ${title} failed after ${secs} s`);
    process.exit(res.status ?? 1);
  }
  console.log(`[test] ${title} passed in ${secs} s`);
}

step('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
step('lint', bin('eslint'), ['--max-warnings=0', '.']);
step('build', bin('pnpm'), ['-r', '--workspace-concurrency=1', 'run', 'build']);
step('unit and server tests', bin('vitest'), ['run']);
