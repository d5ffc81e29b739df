// Code shows text with `t(catalogue, key)`, importing the catalogue by value, so the bundler puts
// each catalogue in the chunk that names its keys, or in the first one. This test follows static
// imports as the bundler does, from main.tsx and from every lazily imported module, and fails when a
// chunk names a key of a catalogue that neither it nor the first chunk loads (a key reached only
// through a type import would show as itself), or when a lazy area's catalogue lands in the first
// page's JavaScript.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The site's modules: their paths under `root` and a way to read each. */
interface Tree {
  root: string;
  files: Set<string>;
  read: (file: string) => string;
}

/** Static imports only: `import x from './y'` and `import './y'`, never `import('./y')` or `import type`. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)) found.push(m[2]);
  return found;
}

function resolveModule(tree: Tree, from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  if (tree.files.has(base)) return base;
  for (const ext of EXTENSIONS) if (tree.files.has(base + ext)) return base + ext;
  return null;
}

/** Every module `entry` loads with it: its static imports, followed through. */
function closure(tree: Tree, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(tree.read(file))) {
      const target = resolveModule(tree, file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}

/** The chunks' entries: main.tsx and every module some code imports lazily with `import('…')`. */
function entries(tree: Tree): string[] {
  const found = new Set([join(tree.root, 'main.tsx')]);
  for (const file of tree.files) {
    for (const m of tree.read(file).matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = resolveModule(tree, file, m[1]);
      if (target) found.add(target);
    }
  }
  return [...found];
}

const KEY_DEFINITION = /^\s*'([\w.-]+)':\s/gm;

/** The catalogue files (text/*.ts) and the keys each defines, read as source. */
function catalogues(tree: Tree): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of tree.files) {
    if (!file.slice(tree.root.length + 1).startsWith('text/')) continue;
    found.set(file, new Set([...tree.read(file).matchAll(KEY_DEFINITION)].map((m) => m[1])));
  }
  return found;
}

/** `chunk → file: key` for each key a chunk's module names whose catalogue that chunk does not load. */
function missingText(tree: Tree): string[] {
  const name = (file: string) => file.slice(tree.root.length + 1);
  const catalogueKeys = catalogues(tree);
  const allKeys = new Set([...catalogueKeys.values()].flatMap((keys) => [...keys]));
  const first = closure(tree, join(tree.root, 'main.tsx'));
  const missing = new Set<string>();
  for (const entry of entries(tree)) {
    const loaded = new Set([...first, ...closure(tree, entry)]);
    const known = new Set([...loaded].flatMap((file) => [...(catalogueKeys.get(file) ?? [])]));
    for (const file of loaded) {
      if (catalogueKeys.has(file)) continue;
      for (const m of tree.read(file).matchAll(/['"`]([\w.-]+)['"`]/g)) {
        if (allKeys.has(m[1]) && !known.has(m[1])) missing.add(`${name(entry)} → ${name(file)}: ${m[1]}`);
      }
    }
  }
  return [...missing];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

const site: Tree = { root: SRC, files: new Set(sourceFiles(SRC)), read: (file) => readFileSync(file, 'utf8') };

/** A tree of a few modules given as source, under `/src`. */
function fakeTree(modules: Record<string, string>): Tree {
  const root = '/src';
  const byPath = new Map(Object.entries(modules).map(([path, source]) => [join(root, path), source]));
  return { root, files: new Set(byPath.keys()), read: (file) => byPath.get(file) ?? '' };
}

const FAKE_SITE = {
  'main.tsx':
    "import { t } from './text';\nimport { SHELL_TEXT } from './text/shell';\nconst Page = lazy(() => import('./Page'));\nt(SHELL_TEXT, 'header.home');\n",
  'text.ts': 'export function t() {}\n',
  'text/shell.ts': "export const SHELL_TEXT = {\n  'header.home': 'home page',\n} as const;\n",
  'text/watch.ts': "export const WATCH_TEXT = {\n  'watch.like': 'Like',\n} as const;\n",
};

describe('the text each chunk needs', () => {
  it('follows the static imports from main.tsx to the shell, and finds the lazy chunks', () => {
    const names = [...closure(site, join(SRC, 'main.tsx'))].map((f) => f.slice(SRC.length + 1));
    expect(names).toContain('router.tsx');
    expect(names).toContain('shell/Header.tsx');
    expect(names).toContain('text/shell.ts');
    expect(names).not.toContain('routes/Home.tsx');
    // The staff console is a lazy area: none of it reaches a visitor's first page.
    expect(names.filter((name) => name.startsWith('admin/'))).toEqual([]);
    expect(entries(site).map((f) => f.slice(SRC.length + 1))).toEqual(expect.arrayContaining(['routes/Home.tsx', 'members/EditPage.tsx']));
  });

  it('finds every key a chunk names in a catalogue that chunk or the first one loads', () => {
    expect(missingText(site)).toEqual([]);
  });

  it('reports a chunk that names a key its catalogue reaches only by a type import', () => {
    const typeOnly = "import type { WATCH_TEXT } from './text/watch';\nexport const LIKE: TextKey<typeof WATCH_TEXT> = 'watch.like';\n";
    expect(missingText(fakeTree({ ...FAKE_SITE, 'Page.tsx': typeOnly }))).toEqual(['Page.tsx → Page.tsx: watch.like']);
    const byValue =
      "import { t } from './text';\nimport { WATCH_TEXT } from './text/watch';\nexport const like = () => t(WATCH_TEXT, 'watch.like');\n";
    expect(missingText(fakeTree({ ...FAKE_SITE, 'Page.tsx': byValue }))).toEqual([]);
  });

  it('keeps the lazy catalogues out of the first chunk', () => {
    const first = closure(site, join(SRC, 'main.tsx'));
    const lazy = ['members', 'modals', 'social', 'upload', 'pages', 'legal', 'watch', 'local', 'report', 'account', 'admin'].map((f) =>
      join(SRC, `text/${f}.ts`),
    );
    expect(lazy.filter((f) => first.has(f))).toEqual([]);
  });

  it('keeps the catalogues and t free of imports, so no import cycle runs through them', () => {
    const text = [join(SRC, 'text.ts'), ...catalogues(site).keys()];
    expect(text.filter((file) => /^\s*import\s/m.test(site.read(file))).map((f) => f.slice(SRC.length + 1))).toEqual([]);
  });
});
