// What `npm start` must rebuild: a workspace is built again only when a hash of its inputs differs
// from the one written into its output folder by its last build. The inputs are the workspace's own
// files (sources, configs, package.json), the files every build reads (the lockfile, the shared
// TypeScript settings) and the hashes of the workspaces it depends on, so a change in the player
// rebuilds the site that bundles it. Deleting an output folder removes its stamp with it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The stamp's name inside a workspace's output folder. */
export const STAMP_FILE = '.build-stamp';
/** Every workspace builds into this folder. */
export const OUTPUT_DIR = 'dist';
/** Files outside the workspaces that every build reads. */
export const SHARED_INPUTS = ['pnpm-lock.yaml', 'package.json', 'tsconfig.base.json', 'pnpm-workspace.yaml'];
/** Folders that hold outputs, caches or installed packages, never inputs. */
const SKIPPED_DIRS = new Set(['node_modules', OUTPUT_DIR, 'storybook-static', 'test-results', 'playwright-report', 'coverage']);
/** Tests do not go into any build. */
const TEST_FILE = /\.(test|e2e)\.[cm]?[jt]sx?$/;

/** The files under `dir` that can change a build, as paths relative to `dir`, sorted. */
export function listInputs(dir) {
  const out = [];
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && entry.name !== '.storybook') continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name) && !entry.name.endsWith('.tsbuildinfo')) {
        out.push(relative(dir, path).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return out.sort();
}

/** One hash of named contents: the names count, so a renamed file changes it too. */
export function hashContents(entries) {
  const hash = createHash('sha256');
  for (const [name, content] of entries) hash.update(`${name}\0${content.length}\0`).update(content);
  return hash.digest('hex');
}

/** The hash of the files `names` under `dir`; a missing one counts as absent, not as empty. */
export function hashFiles(dir, names) {
  return hashContents(names.filter((n) => existsSync(join(dir, n))).map((n) => [n, readFileSync(join(dir, n))]));
}

/**
 * Each workspace's key: its own inputs' hash, the shared inputs' hash and its workspace
 * dependencies' keys. `workspaces` is a list of `{ name, own, deps }`; the result maps a name to its
 * key. A dependency that is not a listed workspace is ignored.
 */
export function workspaceKeys(workspaces, sharedHash) {
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const keys = new Map();
  const keyOf = (name, path = []) => {
    if (keys.has(name)) return keys.get(name);
    if (path.includes(name)) throw new Error(`workspace dependency cycle: ${[...path, name].join(' → ')}`);
    const w = byName.get(name);
    const deps = w.deps.filter((d) => byName.has(d)).sort();
    const key = hashContents([['own', w.own], ['shared', sharedHash], ...deps.map((d) => [`dep:${d}`, keyOf(d, [...path, name])])]);
    keys.set(name, key);
    return key;
  };
  for (const w of workspaces) keyOf(w.name);
  return keys;
}

/** The workspaces in an order where each comes after the workspaces it depends on. */
export function buildOrder(workspaces) {
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const done = new Set();
  const out = [];
  const visit = (w) => {
    if (done.has(w.name)) return;
    done.add(w.name);
    for (const d of w.deps) if (byName.has(d)) visit(byName.get(d));
    out.push(w);
  };
  for (const w of [...workspaces].sort((a, b) => a.name.localeCompare(b.name))) visit(w);
  return out;
}

/**
 * The workspaces to build, in build order: those with a build step (`build: true`), not named in
 * `skip`, whose key differs from their stamp (`stampOf(name)`, null when there is none).
 */
export function staleWorkspaces(workspaces, keys, stampOf, skip = []) {
  return buildOrder(workspaces).filter((w) => w.build && !skip.includes(w.name) && stampOf(w.name) !== keys.get(w.name));
}

/** The workspace folders named by pnpm-workspace.yaml's `packages:` list (`dir` or `dir/*`). */
export function workspaceDirs(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.split('\n').slice(yaml.split('\n').indexOf('packages:') + 1);
  const dirs = [];
  for (const line of list) {
    const m = /^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/.exec(line);
    if (!m) break;
    if (m[1].endsWith('/*')) {
      const parent = join(root, m[1].slice(0, -2));
      for (const e of readdirSync(parent, { withFileTypes: true })) if (e.isDirectory()) dirs.push(join(m[1].slice(0, -2), e.name));
    } else dirs.push(m[1]);
  }
  return dirs.filter((d) => existsSync(join(root, d, 'package.json')));
}

/**
 * Every workspace: `{ name, dir, own, deps, build }`, `own` the hash of its inputs (empty with
 * `hashInputs: false`), `build` whether it has a build script. Those without one (read from source by the others) still count as inputs.
 */
export function readWorkspaces(root, { hashInputs = true } = {}) {
  return workspaceDirs(root).map((dir) => {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const deps = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([, version]) => String(version).startsWith('workspace:'))
      .map(([name]) => name);
    const abs = join(root, dir);
    return { name: pkg.name, dir, own: hashInputs ? hashFiles(abs, listInputs(abs)) : '', deps, build: Boolean(pkg.scripts?.build) };
  });
}

const stampPath = (root, dir) => join(root, dir, OUTPUT_DIR, STAMP_FILE);

export function readStamp(root, dir) {
  const path = stampPath(root, dir);
  return existsSync(path) ? readFileSync(path, 'utf8').trim() : null;
}

export function writeStamp(root, dir, key) {
  writeFileSync(stampPath(root, dir), `${key}\n`);
}
