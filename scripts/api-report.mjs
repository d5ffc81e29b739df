#!/usr/bin/env node
// The API reports of the published packages (packages/<name>/api/<name>.api.md, and
// <name>-<entry>.api.md for another entry: api-extractor.<entry>.json) and of each entry of
// @reel/api (packages/api/api/api.api.md for `.`, api-<entry>.api.md for the others): declarations
// are emitted into .tmp/api/<name>/dts, then API Extractor compares the public surface with the
// checked-in report. `node scripts/api-report.mjs` fails when a report differs; `--update`
// rewrites the reports instead, to be reviewed and committed with the change.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
/** TypeScript 6, the compiler the packages' builds emit their published declarations with (the
 * `tsc` in node_modules/.bin may be TypeScript 7's, which quotes string types differently). */
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const update = process.argv.includes('--update');
const PACKAGES = ['player', 'player-react'];
/** The package with one config per entry (api-extractor.json, api-extractor.<entry>.json). */
const ENTRIES_PACKAGE = 'api';

function run(cmd, args) {
  return new Promise((resolve) => {
    spawn(cmd, args, { cwd: root, stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1));
  });
}

// The packages run side by side: each is a compile then an analysis, mostly waiting on one core.
async function report(name) {
  const dir = join('packages', name);
  rmSync(join(root, '.tmp', 'api', name), { recursive: true, force: true });
  const emitted = await run(tsc, ['-p', join(dir, 'tsconfig.api.json')]);
  if (emitted !== 0) return emitted;
  const configs = readdirSync(join(root, dir)).filter((file) => /^api-extractor(\.[\w-]+)?\.json$/.test(file));
  let failed = 0;
  for (const config of configs.sort())
    failed ||= await run(bin('api-extractor'), ['run', ...(update ? ['--local'] : []), '-c', join(dir, config)]);
  return failed;
}

// Every entry of @reel/api is analysed in this process from one compiler pass over all the entries'
// declarations, instead of one API Extractor run (and one program) per entry.
async function reportEntries(name) {
  const dir = join(root, 'packages', name);
  rmSync(join(root, '.tmp', 'api', name), { recursive: true, force: true });
  const emitted = await run(tsc, ['-p', join(dir, 'tsconfig.api.json')]);
  if (emitted !== 0) return emitted;
  const { CompilerState, Extractor, ExtractorConfig } = createRequire(import.meta.url)('@microsoft/api-extractor');
  const configs = readdirSync(dir)
    .filter((file) => /^api-extractor(\.[\w-]+)?\.json$/.test(file))
    .map((file) => ExtractorConfig.loadFileAndPrepare(join(dir, file)));
  const compilerState = CompilerState.create(configs[0], { additionalEntryPoints: configs.map((c) => c.mainEntryPointFilePath) });
  let failed = 0;
  for (const config of configs) {
    const result = Extractor.invoke(config, { localBuild: update, compilerState });
    if (!result.succeeded) failed = 1;
  }
  return failed;
}

const codes = await Promise.all([...PACKAGES.map(report), reportEntries(ENTRIES_PACKAGE)]);
process.exit(codes.find((code) => code !== 0) ?? 0);
