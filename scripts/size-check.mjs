#!/usr/bin/env node
// The player's size budget: the gzip size of what a page downloads to show a player, i.e.
// packages/player/dist/index.js and every chunk it imports statically, must stay within 22 KB.
// Lazily imported chunks (hls.js, the ad engines, the VR renderer) are listed but not counted:
// only pages that need them fetch them. Run after `rollup -c` (the package's build).
//   node scripts/size-check.mjs            check and print
//   node scripts/size-check.mjs --write    also replace the "Player size" section of bench/RESULTS.md
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'packages', 'player', 'dist');
const ENTRY = join(DIST, 'index.js');
const RESULTS = join(ROOT, 'bench', 'RESULTS.md');
const BUDGET_BYTES = 22 * 1024;
const SECTION = 'player/size';

/** Relative imports of an ES module: static (`import … from "./x.js"`, `import "./x.js"`) and dynamic (`import("./x.js")`). */
export function importsOf(code) {
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]);
  const dynamics = [...code.matchAll(/\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1]);
  return { statics, dynamics };
}

/** Every chunk reachable from the entry, each marked core (static path from the entry) or lazy. */
function walk(entry) {
  const chunks = new Map();
  const visit = (file, lazy) => {
    const known = chunks.get(file);
    if (known && (lazy || !known.lazy)) return;
    const code = readFileSync(file);
    chunks.set(file, { file, lazy, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length });
    const { statics, dynamics } = importsOf(code.toString('utf8'));
    for (const s of statics) visit(join(dirname(file), s), lazy);
    for (const d of dynamics) visit(join(dirname(file), d), true);
  };
  visit(entry, false);
  return [...chunks.values()];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const label = (c) => relative(DIST, c.file);
const what = (c) => (/hls-/.test(c.file) ? 'hls.js' : /vast-|ima-/.test(c.file) ? 'ad engine' : /renderer-/.test(c.file) ? 'VR renderer' : '');

function markdown(chunks, core, ok) {
  const rows = chunks.map((c) => `| \`${label(c)}\` | ${c.lazy ? `lazy${what(c) ? ` (${what(c)})` : ''}` : 'core'} | ${c.bytes.toLocaleString('en-US')} | ${c.gzip.toLocaleString('en-US')} |`);
  return [
    '## Player size (`scripts/size-check.mjs`)',
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '- Command: `node_modules/.bin/pnpm --filter @reel/player build && node scripts/size-check.mjs --write`',
    `- Core (the entry and its static imports), gzip -9: **${core.toLocaleString('en-US')} bytes (${kb(core)})** of a ${kb(BUDGET_BYTES)} budget: ${ok ? 'within' : '**over**'}.`,
    '- Lazy chunks are fetched only when needed: hls.js for a stream without native HLS, an ad engine for a preroll, the VR renderer for a VR video.',
    '',
    '| chunk | loaded | bytes | gzip |',
    '| --- | --- | ---: | ---: |',
    ...rows,
  ].join('\n');
}

function writeSection(body) {
  const begin = `<!-- bench:${SECTION} -->`;
  const end = `<!-- /bench:${SECTION} -->`;
  const block = `${begin}\n${body}\n${end}`;
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  const next = start >= 0 && stop > start ? text.slice(0, start) + block + text.slice(stop + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS, next);
}

function main() {
  if (!existsSync(ENTRY)) {
    console.error(`[size] ${relative(ROOT, ENTRY)} is missing: run \`node_modules/.bin/pnpm --filter @reel/player build\` first`);
    process.exit(2);
  }
  const chunks = walk(ENTRY).sort((a, b) => Number(a.lazy) - Number(b.lazy) || b.gzip - a.gzip);
  for (const c of chunks) console.log(`[size] ${c.lazy ? 'lazy' : 'core'}  ${label(c).padEnd(36)} ${String(c.bytes).padStart(8)} B  gzip ${String(c.gzip).padStart(7)} B ${what(c)}`);
  const core = chunks.filter((c) => !c.lazy).reduce((sum, c) => sum + c.gzip, 0);
  const ok = core <= BUDGET_BYTES;
  console.log(`[size] core total gzip ${core} B (${kb(core)}) / budget ${BUDGET_BYTES} B (${kb(BUDGET_BYTES)}): ${ok ? 'OK' : 'OVER BUDGET'}`);
  if (process.argv.includes('--write')) {
    writeSection(markdown(chunks, core, ok));
    console.log(`[size] wrote the "Player size" section of ${relative(ROOT, RESULTS)}`);
  }
  process.exit(ok ? 0 : 1);
}

main();
