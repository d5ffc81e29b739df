// The stylesheet file (dist/reel-player.css) must hold every rule the player can inject, and every
// injection must obey the page's `injectStyles` and `styleNonce`: a lazy part that injected its own
// rules directly would add a <style> to a page that asked for none (and break its CSP), and a part
// missing from STYLESHEET would be unstyled on a page that links the file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STYLESHEET } from './stylesheet.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the stylesheet file and the injected styles', () => {
  it('has every injection go through addStyles (which honours injectStyles and styleNonce)', () => {
    const direct = sources(SRC)
      .filter((file) => relative(SRC, file) !== 'styles.ts')
      .filter((file) => /\binjectStyles\s*\(/.test(readFileSync(file, 'utf8')));
    expect(direct.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('holds the rules of every part that adds styles', async () => {
    const injected = new Set<string>();
    for (const file of sources(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\baddStyles\([^)]*?,\s*(\w+_CSS)\s*\)/g)) injected.add(m[1]);
    }
    expect(injected.size).toBeGreaterThan(0);
    const modules = import.meta.glob('./**/*Styles.ts');
    const all: Record<string, unknown> = { ...(await import('./styles.js')), ...(await import('./share/styles.js')) };
    for (const load of Object.values(modules)) Object.assign(all, await load());
    for (const name of injected) {
      const css = all[name];
      expect(typeof css, name).toBe('string');
      expect(STYLESHEET, name).toContain((css as string).trim());
    }
  });
});
