// The first page's JavaScript carries only the catalogue in text.ts; the text of lazy parts joins it
// when their chunk loads (joinText). This test follows the static imports from main.tsx, as the
// bundler does, and fails when a module loaded up front names a key whose text only a lazy part
// brings: that key would show as itself on the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { t, type TextKey } from '../text';

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

/** Every source module the first page loads before any lazy chunk. */
function firstChunkModules(entry: string): string[] {
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
  return [...seen];
}

/** Keys defined by the catalogue files (`'a.b': 'text'`), read as source so none joins by import. */
function cataloguedKeys(): Set<string> {
  const files = [join(SRC, 'text.ts'), ...readdirSync(join(SRC, 'text')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => join(SRC, 'text', f))];
  const local = join(SRC, 'local', 'text.ts');
  if (existsSync(local)) files.push(local);
  const keys = new Set<string>();
  for (const file of files) for (const m of readFileSync(file, 'utf8').matchAll(/^\s*'([\w.-]+)':\s/gm)) keys.add(m[1]);
  return keys;
}

describe('the first chunk\'s text', () => {
  const modules = firstChunkModules(join(SRC, 'main.tsx'));

  it('follows the static imports from main.tsx to the shell and the home page', () => {
    const names = modules.map((f) => f.slice(SRC.length + 1));
    expect(names).toContain('router.tsx');
    expect(names).toContain('shell/Header.tsx');
    expect(names.length).toBeGreaterThan(30);
  });

  it('finds every key named up front in the catalogue loaded up front', () => {
    const keys = cataloguedKeys();
    const missing: string[] = [];
    for (const file of modules) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/['"`]([\w.-]+)['"`]/g)) {
        const key = m[1];
        if (keys.has(key) && t(key as TextKey) === key) missing.push(`${file.slice(SRC.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
