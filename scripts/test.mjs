#!/usr/bin/env node
// `npm test`: typecheck, lint, build, then every test. The server suites run on PGlite, and once
// more on PostgreSQL when DATABASE_URL is set (as .ci/run does). Each step stops the run on failure.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const postgresUrl = process.env.DATABASE_URL ?? '';
const withoutPostgres = { ...process.env };
delete withoutPostgres.DATABASE_URL;

function step(title, cmd, args, env = withoutPostgres) {
  const started = Date.now();
  console.log(`\n[test] ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`[test] ${title} failed after ${secs} s`);
    process.exit(res.status ?? 1);
  }
  console.log(`[test] ${title} passed in ${secs} s`);
}

step('typecheck', process.execPath, [join(root, 'scripts', 'typecheck.mjs')]);
step('lint', bin('eslint'), ['--max-warnings=0', '.']);
step('format', bin('prettier'), ['--check', '.']);
step('API reports', process.execPath, [join(root, 'scripts', 'api-report.mjs')]);
step('build', bin('pnpm'), ['-r', '--workspace-concurrency=1', 'run', 'build']);
step('packages (publint, attw, contents)', process.execPath, [join(root, 'scripts', 'package-check.mjs')]);
step('size budgets', process.execPath, [join(root, 'scripts', 'size-check.mjs')]);
step('site root files', process.execPath, [join(root, 'scripts', 'site-files-check.mjs')]);
step('words', process.execPath, [join(root, 'scripts', 'words-check.mjs')]);
step('HTTP API docs', bin('tsx'), [join(root, 'scripts', 'api-docs.ts'), '--check']);
step('unit and server tests (PGlite)', bin('vitest'), ['run']);
step('browser tests (Chromium)', bin('vitest'), ['run', '--config', 'e2e/vitest.config.ts']);
if (postgresUrl) {
  // The embedded-database process tests (the folder's lock, backup and restore) run PGlite whatever
  // DATABASE_URL says: the first run has them.
  step('server tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'server', '--exclude', '**/processes.test.ts'], {
    ...process.env,
    DATABASE_URL: postgresUrl,
  });
} else {
  console.log('\n[test] DATABASE_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
}
// Two API nodes, two workers and nginx on PostgreSQL (DATABASE_URL's server, or a throwaway one the
// test starts); the test itself says why it is skipped when nginx or PostgreSQL is missing.
step(
  'cluster (nginx, two API nodes, two workers)',
  bin('vitest'),
  ['run', '--config', 'packages/server/src/cluster/vitest.config.ts'],
  process.env,
);
