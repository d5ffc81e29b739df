#!/usr/bin/env node
// What a developer who installs @reel/player and @reel/player-react receives, checked on the packed
// tarballs themselves (scripts/pack.mjs), after the build:
// - publint (strict: a warning fails too) on the package.json and the files it points at;
// - Are the Types Wrong (ESM-only profile) on the types each entry point resolves to;
// - the shipped files: README, LICENSE, CHANGELOG and the entry points are there; our own JavaScript
//   imports nothing but the package's declared dependencies (hls.js and the VAST client are never
//   copied into dist), has no CommonJS `require(`; the script-tag build imports only its own chunks;
//   the React entry starts with "use client"; the stylesheet file holds the player's rules.
// `npm test` runs these checks in scripts/pack.test.ts, on the tarballs `npm run pack` writes there
// (packed once for both); this command runs them alone:
//   node scripts/package-check.mjs
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { packPackages, ROOT } from './pack.mjs';

const run = promisify(execFile);
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** Markers that appear only in the code of a bundled dependency, never in ours. */
const VENDOR_MARKERS = [
  ['hls.js', 'hlsManifestParsed'],
  ['@dailymotion/vast-client', 'ADCATEGORIES'],
  ['@xmldom/xmldom', 'xmldom'],
];

/** What each package must ship, and the entry points attw cannot read as modules. */
const EXPECT = {
  '@reel/player': {
    files: [
      'dist/index.js',
      'dist/index.d.ts',
      'dist/reel-player.css',
      'dist/browser/reel-player.js',
      'dist/element.js',
      'dist/element/index.d.ts',
      'dist/browser/reel-player-element.js',
    ],
    browserDir: 'dist/browser',
    attwExclude: ['./styles.css'],
  },
  '@reel/player-react': { files: ['dist/index.js', 'dist/index.d.ts'], useClient: 'dist/index.js' },
};
const ALWAYS = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];

/** Module specifiers of static imports, re-exports and dynamic imports, minified or not; an address
 * computed at run time (a template with `${…}`) is no specifier. */
export function specifiersOf(code) {
  const found = [
    ...code.matchAll(/\b(?:from|import)\s*["'`]([^"'`\s]+)["'`]/g),
    ...code.matchAll(/\bimport\s*\(\s*["'`]([^"'`\s]+)["'`]\s*\)/g),
  ];
  return [...new Set(found.map((m) => m[1]))].filter((specifier) => !specifier.includes('${'));
}

/** The bare package name of a specifier (`@scope/name/x` → `@scope/name`), or null for a relative one. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function tool(title, cmd, args) {
  try {
    await run(cmd, args, { cwd: ROOT, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, FORCE_COLOR: '0' } });
    return [];
  } catch (error) {
    return [`${title} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`.trim()];
  }
}

/** Checks the unpacked files of one package; returns the problems found. */
function checkContents(name, dir) {
  const expect = EXPECT[name];
  const problems = [];
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const file of [...ALWAYS, ...expect.files]) if (!existsSync(join(dir, file))) problems.push(`${file} is not in the tarball`);
  if (manifest.private) problems.push('package.json says "private"');
  if (JSON.stringify(manifest).includes('workspace:')) problems.push('a "workspace:" range was left in package.json');
  const allowed = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const scripts = filesUnder(join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  for (const file of scripts) {
    const code = readFileSync(file, 'utf8');
    const where = relative(dir, file);
    const inBrowserBuild = expect.browserDir && where.startsWith(`${expect.browserDir}/`);
    if (/\brequire\s*\(/.test(code)) problems.push(`${where} calls require(): CommonJS left in an ES module`);
    for (const specifier of specifiersOf(code)) {
      const pkg = packageOf(specifier);
      if (pkg === null) continue;
      if (inBrowserBuild) problems.push(`${where} imports "${specifier}": the script-tag build must carry its own chunks`);
      else if (!allowed.has(pkg)) problems.push(`${where} imports "${specifier}", which is not a dependency of ${name}`);
    }
    if (inBrowserBuild) continue;
    for (const [vendor, marker] of VENDOR_MARKERS)
      if (code.includes(marker)) problems.push(`${where} contains ${vendor}'s code: it must stay a dependency, imported`);
  }
  if (expect.useClient) {
    const first = readFileSync(join(dir, expect.useClient), 'utf8').split('\n', 1)[0].trim();
    if (!/^["']use client["'];?$/.test(first)) problems.push(`${expect.useClient} does not start with "use client" (it starts: ${first})`);
  }
  if (name === '@reel/player') {
    const css = readFileSync(join(dir, 'dist', 'reel-player.css'), 'utf8');
    for (const rule of ['.reel-player{', '.reel-player .reel-share-menu{'])
      if (!css.includes(rule)) problems.push(`dist/reel-player.css has no ${rule}…} rule`);
  }
  return problems;
}

/** Every check of one packed package (`{ name, tarball }` from packPackages), unpacked under `work`;
 * returns the problems found. */
export async function checkPackage({ name, tarball }, work) {
  const unpacked = join(work, name.replace('/', '+'));
  await run('mkdir', ['-p', unpacked]);
  await run('tar', ['-xzf', tarball, '-C', unpacked]);
  const exclude = EXPECT[name].attwExclude ?? [];
  return [
    ...checkContents(name, join(unpacked, 'package')),
    ...(await tool('publint', bin('publint'), ['run', tarball, '--strict'])),
    ...(await tool('attw', bin('attw'), [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      ...(exclude.length ? ['--exclude-entrypoints', ...exclude] : []),
    ])),
  ];
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'reel-package-check-'));
  let failed = false;
  try {
    for (const pkg of await packPackages(join(work, 'tarballs'))) {
      const problems = await checkPackage(pkg, work);
      console.log(`[package] ${pkg.name}@${pkg.version}: ${problems.length ? 'FAILED' : 'ok (publint, attw, contents)'}`);
      for (const problem of problems) console.error(`  - ${problem}`);
      failed ||= problems.length > 0;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) await main();
