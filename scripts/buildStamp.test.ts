// What `npm start` rebuilds: a workspace whose inputs changed, and the workspaces built on it; never
// one whose inputs are as they were at its last build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SHARED_INPUTS,
  hashFiles,
  listInputs,
  readStamp,
  readWorkspaces,
  staleWorkspaces,
  workspaceKeys,
  writeStamp,
} from './buildStamp.mjs';

let root: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

function pkg(dir: string, name: string, deps: string[] = [], build = true): void {
  const dependencies = Object.fromEntries(deps.map((d) => [d, 'workspace:*']));
  write(`${dir}/package.json`, JSON.stringify({ name, scripts: build ? { build: 'x' } : {}, dependencies }));
}

/** The names `npm start` would build now, in order. */
function stale(skip: string[] = []): string[] {
  const workspaces = readWorkspaces(root);
  const keys = workspaceKeys(workspaces, hashFiles(root, SHARED_INPUTS));
  const dirOf = new Map(workspaces.map((w) => [w.name, w.dir]));
  return staleWorkspaces(workspaces, keys, (name) => readStamp(root, dirOf.get(name) ?? ''), skip).map((w) => w.name);
}

/** What a build does: its output folder, then the stamp of the inputs it was built from. */
function buildAll(): void {
  const workspaces = readWorkspaces(root);
  const keys = workspaceKeys(workspaces, hashFiles(root, SHARED_INPUTS));
  for (const name of stale()) {
    const w = workspaces.find((x) => x.name === name)!;
    mkdirSync(join(root, w.dir, 'dist'), { recursive: true });
    writeFileSync(join(root, w.dir, 'dist', 'out.js'), 'built');
    writeStamp(root, w.dir, keys.get(name)!);
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'reel-stamp-'));
  write('pnpm-workspace.yaml', 'packages:\n  - packages/*\n  - site\n  - storybook\nonlyBuiltDependencies:\n  - esbuild\n');
  write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n');
  write('package.json', '{}');
  pkg('packages/player', '@x/player');
  write('packages/player/src/index.ts', 'export const a = 1;');
  pkg('packages/storage', '@x/storage', [], false);
  write('packages/storage/src/index.ts', 'export const s = 1;');
  pkg('packages/server', '@x/server');
  write('packages/server/src/main.ts', 'console.log(1);');
  pkg('site', '@x/site', ['@x/player', '@x/storage']);
  write('site/src/main.tsx', 'export {};');
  pkg('storybook', '@x/storybook', ['@x/site']);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamps', () => {
  it('build every workspace with a build script the first time, each after what it depends on', () => {
    expect(stale()).toEqual(['@x/player', '@x/server', '@x/site', '@x/storybook']);
    expect(stale(['@x/storybook'])).toEqual(['@x/player', '@x/server', '@x/site']);
  });

  it('build nothing again when nothing changed', () => {
    buildAll();
    expect(stale()).toEqual([]);
    // Tests and outputs are not inputs.
    write('packages/player/src/index.test.ts', 'test');
    write('site/dist/assets/x.js', 'more output');
    expect(stale()).toEqual([]);
  });

  it('rebuild a changed workspace and those built on it, and no other', () => {
    buildAll();
    write('packages/player/src/index.ts', 'export const a = 2;');
    expect(stale()).toEqual(['@x/player', '@x/site', '@x/storybook']);
    buildAll();
    write('packages/server/src/main.ts', 'console.log(2);');
    expect(stale()).toEqual(['@x/server']);
  });

  it('rebuild what reads a changed source-only workspace, a new file, a renamed file or a changed config', () => {
    buildAll();
    write('packages/storage/src/index.ts', 'export const s = 2;');
    expect(stale()).toEqual(['@x/site', '@x/storybook']);
    buildAll();
    write('packages/server/src/extra.ts', '');
    expect(stale()).toEqual(['@x/server']);
    buildAll();
    rmSync(join(root, 'packages/server/src/extra.ts'));
    write('packages/server/src/other.ts', '');
    expect(stale()).toEqual(['@x/server']);
    buildAll();
    write('packages/server/package.json', JSON.stringify({ name: '@x/server', scripts: { build: 'y' } }));
    expect(stale()).toEqual(['@x/server']);
  });

  it('rebuild everything when the lockfile changes, and a workspace whose output folder is gone', () => {
    buildAll();
    write('pnpm-lock.yaml', 'lockfileVersion: 9.0\n# another\n');
    expect(stale()).toEqual(['@x/player', '@x/server', '@x/site', '@x/storybook']);
    buildAll();
    rmSync(join(root, 'site', 'dist'), { recursive: true });
    expect(stale()).toEqual(['@x/site']);
  });

  it('list inputs without installed packages, outputs or hidden folders', () => {
    write('packages/server/node_modules/x/index.js', '');
    write('packages/server/.cache/x', '');
    write('packages/server/dist/main.js', '');
    expect(listInputs(join(root, 'packages/server'))).toEqual(['package.json', 'src/main.ts']);
  });
});
