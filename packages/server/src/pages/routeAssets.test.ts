import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeAssets, routeTags, ROUTE_MODULES, type Manifest } from './routeAssets.js';

const SITE_ROOT = join(import.meta.dirname, '..', '..', '..', '..', 'site');

/** The shape Vite writes: the entry, a route chunk with imports shared with the entry and its own. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js', '_api-1.js'], css: ['assets/index-1.css'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_api-1.js': { file: 'assets/api-1.js', imports: ['_react-1.js'] },
  'src/routes/Watch.tsx': {
    file: 'assets/Watch-1.js',
    imports: ['index.html', '_react-1.js', '_grid-1.js', '_text-1.js'],
    css: ['assets/Watch-1.css'],
  },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_api-1.js', '_card-1.js'], css: ['assets/lists-1.css'] },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_grid-1.js'] },
  '_text-1.js': { file: 'assets/text-1.js' },
};

describe("a route's own assets in the page head", () => {
  it('names the route chunk and each chunk it imports that the entry does not, then their styles', () => {
    expect(routeTags(manifest, 'video')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/Watch-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/grid-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/text-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/Watch-1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/lists-1.css">',
    ]);
  });

  it('names nothing for a route without a module of its own, or one the build does not know', () => {
    expect(routeTags(manifest, 'contacts')).toEqual([]);
    expect(routeTags(manifest, 'index')).toEqual([]);
  });

  it('names nothing when the site was built without a manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reel-site-'));
    try {
      expect(routeAssets(dir)('video')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('maps routes to modules that exist in the site', () => {
    for (const [name, module] of Object.entries(ROUTE_MODULES))
      if (module !== null) expect([name, existsSync(join(SITE_ROOT, module))]).toEqual([name, true]);
  });
});
