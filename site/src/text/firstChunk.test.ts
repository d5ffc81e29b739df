// The first page's JavaScript carries only the catalogue in text.ts; the text of lazy parts joins it
// when their chunk loads (joinText). This test follows static imports as the bundler does, from
// main.tsx and from every lazily imported module, and fails when a chunk names a key whose text
// neither it nor the first chunk brings: that key would show as itself on the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { t } from '../text';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Static imports only: `import x from './y'` and `import './y'`, never `import('./y')` or `import type`. */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm)) found.push(m[2]);
  return found;
}

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  if (existsSync(base) && /\.(ts|tsx)$/.test(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** Every module `entry` loads with it: its static imports, followed through. */
function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, spec);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** The chunks' entries: main.tsx and every module some code imports lazily with `import('…')`. */
function entries(files: string[]): string[] {
  const found = new Set([join(SRC, 'main.tsx')]);
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g)) {
      const target = resolveModule(file, m[1]);
      if (target) found.add(target);
    }
  }
  return [...found];
}

const KEY_DEFINITION = /^\s*'([\w.-]+)':\s/gm;

/** The catalogue files (text.ts, text/*.ts, local/text.ts) and the keys each defines, read as source. */
function catalogues(files: string[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const file of files) {
    const rel = file.slice(SRC.length + 1);
    if (rel !== 'text.ts' && !rel.startsWith('text/') && rel !== 'local/text.ts') continue;
    found.set(file, new Set([...readFileSync(file, 'utf8').matchAll(KEY_DEFINITION)].map((m) => m[1])));
  }
  return found;
}

describe('the text each chunk needs', () => {
  const files = sourceFiles(SRC);
  const catalogueKeys = catalogues(files);
  const allKeys = new Set([...catalogueKeys.values()].flatMap((keys) => [...keys]));
  const first = closure(join(SRC, 'main.tsx'));
  const upFront = closure(join(SRC, 'text.ts'));

  it('follows the static imports from main.tsx to the shell, and finds the lazy chunks', () => {
    const names = [...first].map((f) => f.slice(SRC.length + 1));
    expect(names).toContain('router.tsx');
    expect(names).toContain('shell/Header.tsx');
    expect(names).not.toContain('routes/Home.tsx');
    expect(entries(files).map((f) => f.slice(SRC.length + 1))).toEqual(expect.arrayContaining(['routes/Home.tsx', 'members/EditPage.tsx']));
  });

  it('finds every key a chunk names in a catalogue that chunk or the first one loads', () => {
    const missing: string[] = [];
    for (const entry of entries(files)) {
      const loaded = new Set([...first, ...closure(entry)]);
      // A catalogue counts once loaded if text.ts holds it or it joins itself (joinText).
      const joins = (file: string) => upFront.has(file) || /^joinText\(/m.test(readFileSync(file, 'utf8'));
      const known = new Set([...loaded].filter(joins).flatMap((file) => [...(catalogueKeys.get(file) ?? [])]));
      for (const file of loaded) {
        if (catalogueKeys.has(file)) continue;
        for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([\w.-]+)['"`]/g)) {
          if (allKeys.has(m[1]) && !known.has(m[1])) missing.push(`${entry.slice(SRC.length + 1)} → ${file.slice(SRC.length + 1)}: ${m[1]}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('keeps the lazy catalogues out of the first chunk', () => {
    expect(t('site.name')).toBe('Reel');
    const lazy = ['text/members.ts', 'text/social.ts', 'text/upload.ts', 'text/pages.ts', 'text/legal.ts'].map((f) => join(SRC, f));
    expect(lazy.filter((f) => first.has(f))).toEqual([]);
  });
});
