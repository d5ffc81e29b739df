#!/usr/bin/env node
// `npm test`: typecheck, lint, build, then every test. The server suites run on PGlite, and the
// files among them that open a database once more on PostgreSQL when DATABASE_URL is set (as
// .ci/run does). Each step stops the run on failure; every step's time is printed at the end.
// The source checks (typecheck, lint, format, API reports) read the sources and write nothing the
// others read, so they run side by side; everything after them runs one step at a time
// (docs/testing.md says why).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseTestFiles } from './databaseTests.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const postgresUrl = process.env.DATABASE_URL ?? '';
// The tests after the build start the server's commands from their compiled files
// (packages/server/src/testing/serverCommand.ts), as `npm start` runs them.
const BUILT = { REEL_TEST_BUILT_SERVER: '1' };
const withoutPostgres = { ...process.env };
delete withoutPostgres.DATABASE_URL;

const times = [];
const runStarted = Date.now();

/** Every step's time so far, and the whole run's. */
function printTimes() {
  const width = Math.max(...times.map(([title]) => title.length));
  console.log('\n[test] step times:');
  for (const [title, secs] of times) console.log(`[test]   ${title.padEnd(width)}  ${secs.toFixed(1).padStart(7)} s`);
  console.log(`[test]   ${'total'.padEnd(width)}  ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s`);
}

function step(title, cmd, args, env = withoutPostgres) {
  const started = Date.now();
  console.log(`\n[test] ${title}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  const secs = (Date.now() - started) / 1000;
  times.push([title, secs]);
  if (res.status !== 0) {
    console.error(`[test] ${title} failed after ${secs.toFixed(1)} s`);
    printTimes();
    process.exit(res.status ?? 1);
  }
  console.log(`[test] ${title} passed in ${secs.toFixed(1)} s`);
}

/** Runs steps at the same time, each one's output held back and printed whole when it ends, so
 * that the log reads as if they had run one after the other. Fails once all have ended. */
async function sideBySide(title, steps) {
  const started = Date.now();
  console.log(`\n[test] ${title}: ${steps.map(([name]) => name).join(', ')} side by side`);
  const results = await Promise.all(
    steps.map(
      ([name, cmd, args, env = withoutPostgres]) =>
        new Promise((resolve) => {
          const stepStarted = Date.now();
          const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
          const out = [];
          child.stdout.on('data', (chunk) => out.push(chunk));
          child.stderr.on('data', (chunk) => out.push(chunk));
          const done = (code) => {
            const secs = (Date.now() - stepStarted) / 1000;
            times.push([name, secs]);
            console.log(`\n[test] ${name}`);
            process.stdout.write(Buffer.concat(out));
            if (code === 0) console.log(`[test] ${name} passed in ${secs.toFixed(1)} s`);
            else console.error(`[test] ${name} failed after ${secs.toFixed(1)} s`);
            resolve(code);
          };
          child.on('error', (err) => {
            out.push(Buffer.from(`${err.stack ?? err}\n`));
            done(1);
          });
          child.on('close', (code) => done(code ?? 1));
        }),
    ),
  );
  const secs = (Date.now() - started) / 1000;
  times.push([`${title} (wall clock)`, secs]);
  if (results.some((code) => code !== 0)) {
    console.error(`[test] ${title} failed after ${secs.toFixed(1)} s`);
    printTimes();
    process.exit(1);
  }
  console.log(`[test] ${title} passed in ${secs.toFixed(1)} s`);
}

// Typecheck runs two compilers at a time and the others one process each: together they keep both
// cores busy where one after the other they left one idle for most of lint, format and the reports.
await sideBySide('source checks', [
  ['typecheck', process.execPath, [join(root, 'scripts', 'typecheck.mjs')]],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['format', bin('prettier'), ['--check', '.']],
  ['API reports', process.execPath, [join(root, 'scripts', 'api-report.mjs')]],
]);
step('build', bin('pnpm'), ['-r', '--workspace-concurrency=1', 'run', 'build']);
// The packages' checks (publint, attw, contents: scripts/package-check.mjs) run in the unit tests, on
// the tarballs scripts/pack.test.ts makes with `npm run pack`, so they are packed once.
step('size budgets', process.execPath, [join(root, 'scripts', 'size-check.mjs')]);
step('site root files', process.execPath, [join(root, 'scripts', 'site-files-check.mjs')]);
step('words', process.execPath, [join(root, 'scripts', 'words-check.mjs')]);
step('HTTP API docs', bin('tsx'), [join(root, 'scripts', 'api-docs.ts'), '--check']);
step('unit and server tests (PGlite)', bin('vitest'), ['run'], { ...withoutPostgres, ...BUILT });
step('browser tests (Chromium)', bin('vitest'), ['run', '--config', 'e2e/vitest.config.ts'], { ...withoutPostgres, ...BUILT });
if (postgresUrl) {
  // The embedded-database process tests (the folder's lock, backup and restore) run PGlite whatever
  // DATABASE_URL says: the first run has them, and databaseTestFiles leaves them out. (Vitest's
  // `--exclude` does not reach a project that has an `exclude` of its own, so it cannot do this.)
  step('server tests (PostgreSQL)', bin('vitest'), ['run', '--project', 'server', ...databaseTestFiles(root)], {
    ...process.env,
    ...BUILT,
    DATABASE_URL: postgresUrl,
  });
} else {
  console.log('\n[test] DATABASE_URL is not set: the PostgreSQL run is skipped (.ci/run sets it).');
}
// Two API nodes, two workers and nginx on PostgreSQL (DATABASE_URL's server, or a throwaway one the
// test starts); the test itself says why it is skipped when nginx or PostgreSQL is missing.
step('cluster (nginx, two API nodes, two workers)', bin('vitest'), ['run', '--config', 'packages/server/src/cluster/vitest.config.ts'], {
  ...process.env,
  ...BUILT,
});
printTimes();
