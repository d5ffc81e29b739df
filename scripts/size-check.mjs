#!/usr/bin/env node
// Size budgets, gzip -9, of what a page downloads before playback:
// - the player: packages/player/dist/browser/reel-player.js (the script-tag build, dependencies
//   included) and every chunk it imports statically, at most 22 KB;
// - the <reel-player> element: packages/player/dist/browser/reel-player-element.js (the element and
//   its own copy of the player, a page loads it instead of reel-player.js) and its static imports,
//   at most 22 KB;
// - the embed page: the scripts embed/dist/index.html loads and their static imports, at most 40 KB;
// - the site's home page: the scripts site/dist/index.html loads, the home route's chunk (from Vite's
//   manifest) and their static imports, at most 120 KB (issue 5's budget, minified + gzip).
// Lazily imported chunks (hls.js, the ad engines, the VR renderer) are listed but not counted: only
// pages that need them fetch them. The player's own dist imports hls.js and the VAST client by name
// (dependencies the app's bundler resolves): they are listed as such, with no size of ours. Run after the builds (`pnpm --filter @reel/player --filter @reel/embed --filter @reel/site build`).
//   node scripts/size-check.mjs            check and print
//   node scripts/size-check.mjs --write    also replace the "Player size" section of bench/RESULTS.md
//   node scripts/size-check.mjs --only embed [--write]    one budget (player, element, embed or site) only
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'bench', 'RESULTS.md');
const KB = 1024;
/** The embed page is served under this path; its index.html names scripts from there. */
const EMBED_BASE = '/embed/';

const PLAYER_DIST = join(ROOT, 'packages', 'player', 'dist');
const EMBED_DIST = join(ROOT, 'embed', 'dist');
// SIZE_SITE_DIST measures a build made elsewhere (site/dist may be in use by a browser test run).
const SITE_DIST = process.env.SIZE_SITE_DIST ?? join(ROOT, 'site', 'dist');
/** The route module the site's router loads for `/`, as Vite's manifest names it. */
const SITE_HOME_ROUTE = 'src/routes/Home.tsx';

/** Relative imports of an ES module: static (`import … from "./x.js"`, `import "./x.js"`) and dynamic (`import("./x.js")`, also with backquotes as Vite writes them). */
export function importsOf(code) {
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => m[1]);
  const dynamics = [...code.matchAll(/\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
  return { statics, dynamics };
}

/** The module scripts and module preloads of a built page, as files under `dist`. */
export function pageScripts(html, dist, base) {
  const tags = [
    ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
  ];
  return tags
    .map((m) => m[1])
    .filter((src) => src.startsWith(base))
    .map((src) => join(dist, src.slice(base.length)));
}

/** Packages a built ES module imports by name (`import("hls.js")`, `from "@scope/name"`). */
export function packagesOf(code) {
  const specifiers = [...code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]([^"'`./$][^"'`]*)["'`]/g)].map((m) => m[1]);
  return specifiers.map((s) =>
    s
      .split('/')
      .slice(0, s.startsWith('@') ? 2 : 1)
      .join('/'),
  );
}

/** Every chunk reachable from the entries, each marked core (static path from an entry) or lazy,
 * and the packages they import by name. */
function walk(entries) {
  const chunks = new Map();
  const packages = new Set();
  const visit = (file, lazy) => {
    const known = chunks.get(file);
    if (known && (lazy || !known.lazy)) return;
    const code = readFileSync(file);
    chunks.set(file, { file, lazy, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length });
    const { statics, dynamics } = importsOf(code.toString('utf8'));
    for (const s of statics) visit(join(dirname(file), s), lazy);
    for (const d of dynamics) visit(join(dirname(file), d), true);
    for (const name of packagesOf(code.toString('utf8'))) packages.add(name);
  };
  for (const entry of entries) visit(entry, false);
  return Object.assign([...chunks.values()], { packages: [...packages].sort() });
}

/** The home page's scripts before any interaction: index.html's, then the home route's chunk, which
 * the router imports as soon as it matches `/`. */
function siteHomeEntries() {
  const manifestFile = join(SITE_DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`${relative(ROOT, manifestFile)} is missing: site/vite.config.ts must keep build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const home = manifest[SITE_HOME_ROUTE];
  if (!home) throw new Error(`Vite's manifest has no ${SITE_HOME_ROUTE}: the home route moved, update SITE_HOME_ROUTE`);
  return [...pageScripts(readFileSync(join(SITE_DIST, 'index.html'), 'utf8'), SITE_DIST, '/'), join(SITE_DIST, home.file)];
}

const TARGETS = [
  {
    name: 'player',
    dist: PLAYER_DIST,
    budget: 22 * KB,
    build: '@reel/player',
    // The script-tag build holds everything a page downloads, dependencies included (the npm build
    // leaves them to the app's bundler, so its own files would under-count what the page gets).
    entries: () => [join(PLAYER_DIST, 'browser', 'reel-player.js')],
    section: 'player/size',
    heading: '## Player size (`scripts/size-check.mjs`)',
    coreWords: 'Core of the script-tag build (the entry and its static imports, dependencies included)',
    // The build asks V8 to compile these at load (rollup.config.mjs): createPlayer runs them at once.
    compiledAtLoad: (c) => !c.lazy,
  },
  {
    name: 'element',
    dist: PLAYER_DIST,
    // Measured 21,413 B when it was added (less than the player's entry: the element imports only
    // createPlayer, so the helpers the package exports are left out).
    budget: 22 * KB,
    build: '@reel/player',
    entries: () => [join(PLAYER_DIST, 'browser', 'reel-player-element.js')],
    section: 'element/size',
    heading: '### `<reel-player>` element (`@reel/player/element`, `dist/browser/reel-player-element.js`)',
    coreWords: "Core of the element's script-tag build (the element, the player and their static imports, dependencies included)",
    compiledAtLoad: (c) => !c.lazy,
  },
  {
    name: 'embed',
    dist: EMBED_DIST,
    budget: 40 * KB,
    build: '@reel/embed',
    entries: () => pageScripts(readFileSync(join(EMBED_DIST, 'index.html'), 'utf8'), EMBED_DIST, EMBED_BASE),
    section: 'embed/size',
    heading: '### Embed page (`embed/`, served at `/embed/{video_id}/`)',
    coreWords:
      'JavaScript before playback (the scripts of `index.html` and their static imports, player core and player.js receiver included)',
  },
  {
    name: 'site',
    dist: SITE_DIST,
    budget: 120 * KB,
    build: '@reel/site',
    entries: siteHomeEntries,
    section: 'site/size',
    heading: '### Site home page (`site/`, served at `/`)',
    lazyWords: "the other pages' route chunks and the modals opened by a click when visited, and on the watch page ",
    coreWords:
      "JavaScript the home page loads before any interaction (the scripts of `index.html`, the home route's chunk, and their static imports; minified)",
  },
];

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
/** What a lazy chunk is, by its file name. */
const CHUNK_NAMES = [
  [/hls[.-]/, 'hls.js'],
  [/vast-|ima-|lib-|stats-/, 'ad engine'],
  [/adsGlue-/, 'preroll overlay'],
  [/renderer-/, 'VR renderer'],
  [/panel-/, 'share panel'],
  [/extras-/, 'speed menu, picture-in-picture, AirPlay, Remote Playback, Media Session'],
  [/chapters-/, 'chapters'],
  [/shortcuts-/, 'shortcuts overlay'],
  [/upnext-/, 'up-next card'],
  [/relatedList-/, 'related list'],
];
const what = (c) => CHUNK_NAMES.find(([name]) => name.test(c.file))?.[1] ?? '';

function markdown(target, chunks, core, ok, packages = []) {
  const label = (c) => relative(target.dist, c.file);
  const rows = chunks.map(
    (c) =>
      `| \`${label(c)}\` | ${c.lazy ? `lazy${what(c) ? ` (${what(c)})` : ''}` : 'core'} | ${c.bytes.toLocaleString('en-US')} | ${c.gzip.toLocaleString('en-US')} |`,
  );
  return [
    target.heading,
    '',
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Command: \`node_modules/.bin/pnpm --filter ${target.build} build && node scripts/size-check.mjs --write\``,
    `- ${target.coreWords}, gzip -9: **${core.toLocaleString('en-US')} bytes (${kb(core)})** of a ${kb(target.budget)} budget: ${ok ? 'within' : '**over**'}.`,
    `- Lazy chunks are fetched only when needed: ${target.lazyWords ?? ''}hls.js for a stream without native HLS, an ad engine for a preroll, the VR renderer for a VR video.`,
    '',
    '| chunk | loaded | bytes | gzip |',
    '| --- | --- | ---: | ---: |',
    ...rows,
    ...(packages.length
      ? ['', `Imported by name, resolved by the app's bundler and not counted here: ${packages.map((p) => `\`${p}\``).join(', ')}.`]
      : []),
  ].join('\n');
}

/** Replaces the marked block, or adds it after `after`'s block (at the end when that is missing too). */
function writeSection(section, body, after) {
  const marks = (name) => [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`];
  const [begin, end] = marks(section);
  const block = `${begin}\n${body}\n${end}`;
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  if (start >= 0 && stop > start) return writeFileSync(RESULTS, text.slice(0, start) + block + text.slice(stop + end.length));
  const anchor = after ? text.indexOf(marks(after)[1]) : -1;
  const at = anchor >= 0 ? anchor + marks(after)[1].length : -1;
  writeFileSync(RESULTS, at >= 0 ? `${text.slice(0, at)}\n\n${block}${text.slice(at)}` : `${text.trimEnd()}\n\n${block}\n`);
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The core chunks start with V8's compile hint; the lazy ones (hls.js, the ad engines: mostly never
 * run) do not. */
function compileHints(target, chunks) {
  if (!target.compiledAtLoad) return true;
  const wrong = chunks.filter((c) => readFileSync(c.file, 'utf8').startsWith(COMPILE_HINT) !== target.compiledAtLoad(c));
  for (const c of wrong)
    console.error(`[size] ${relative(target.dist, c.file)}: the compile hint is ${c.lazy ? 'on a lazy chunk' : 'missing'}`);
  return wrong.length === 0;
}

function check(target, previous) {
  if (!existsSync(target.dist)) {
    console.error(`[size] ${relative(ROOT, target.dist)} is missing: run \`node_modules/.bin/pnpm --filter ${target.build} build\` first`);
    return false;
  }
  const walked = walk(target.entries());
  const chunks = [...walked].sort((a, b) => Number(a.lazy) - Number(b.lazy) || b.gzip - a.gzip);
  for (const c of chunks)
    console.log(
      `[size] ${target.name.padEnd(6)} ${c.lazy ? 'lazy' : 'core'}  ${relative(target.dist, c.file).padEnd(36)} ${String(c.bytes).padStart(8)} B  gzip ${String(c.gzip).padStart(7)} B ${what(c)}`,
    );
  const packages = target.listPackages ? walked.packages : [];
  for (const name of packages)
    console.log(`[size] ${target.name.padEnd(6)} dep   ${name} (imported by name: the app's bundler resolves it)`);
  const core = chunks.filter((c) => !c.lazy).reduce((sum, c) => sum + c.gzip, 0);
  const hintsOk = compileHints(target, chunks);
  const ok = core > 0 && core <= target.budget && hintsOk;
  console.log(
    `[size] ${target.name} core total gzip ${core} B (${kb(core)}) / budget ${target.budget} B (${kb(target.budget)}): ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  if (process.argv.includes('--write')) {
    writeSection(target.section, markdown(target, chunks, core, ok, packages), previous?.section);
    console.log(`[size] wrote the ${target.section} section of ${relative(ROOT, RESULTS)}`);
  }
  return ok;
}

function main() {
  const at = process.argv.indexOf('--only');
  const only = at >= 0 ? process.argv[at + 1] : undefined;
  const results = TARGETS.map((target, i) => (only && target.name !== only ? true : check(target, TARGETS[i - 1])));
  process.exit(results.every(Boolean) ? 0 : 1);
}

main();
