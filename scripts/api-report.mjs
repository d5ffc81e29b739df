#!/usr/bin/env node
// The API reports of the published packages (packages/<name>/api/<name>.api.md): declarations are
// emitted into .tmp/api/<name>/dts, then API Extractor compares the public surface with the
// checked-in report. `node scripts/api-report.mjs` fails when a report differs; `--update`
// rewrites the reports instead, to be reviewed and committed with the change.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const update = process.argv.includes('--update');
const PACKAGES = ['player', 'player-react'];

function run(cmd, args) {
  return new Promise((resolve) => {
    spawn(cmd, args, { cwd: root, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
  });
}

// The packages run side by side: each is a compile then an analysis, mostly waiting on one core.
async function report(name) {
  const dir = join('packages', name);
  rmSync(join(root, '.tmp', 'api', name), { recursive: true, force: true });
  const emitted = await run(bin('tsc'), ['-p', join(dir, 'tsconfig.api.json')]);
  if (emitted !== 0) return emitted;
  return run(bin('api-extractor'), ['run', ...(update ? ['--local'] : []), '-c', join(dir, 'api-extractor.json')]);
}

const codes = await Promise.all(PACKAGES.map(report));
process.exit(codes.find((code) => code !== 0) ?? 0);
