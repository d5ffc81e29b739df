// A page's own scripts and styles, named in its head. Without them the browser learns of the
// route's chunks only once the entry script has run, and of their imports only once those arrive:
// on a phone's connection each step is a round trip before the page can draw. The site's build
// manifest (Vite's `.vite/manifest.json`) says which chunk renders each route and what it imports.
import { PAGE_NAMES, SITE_PAGES, type PageName } from '@reel/api/pages';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tag } from './html.js';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Keys of the chunks this one imports statically (loaded before it runs). */
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the manifest inside the build (`build.manifest: true` in site/vite.config.ts). */
export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** The site module (under site/) whose chunk renders each page: the page table's `chunk`. */
export const ROUTE_MODULES: Readonly<Record<PageName, string | null>> = Object.fromEntries(
  PAGE_NAMES.map((name) => [name, SITE_PAGES[name].chunk]),
) as Record<PageName, string | null>;

/** The keys of `from` and every chunk it imports, depth first, each once. */
function importClosure(manifest: Manifest, from: string, into = new Set<string>()): Set<string> {
  if (into.has(from) || !manifest[from]) return into;
  into.add(from);
  for (const key of manifest[from].imports ?? []) importClosure(manifest, key, into);
  return into;
}

/**
 * The `<link>` tags for a route: a modulepreload for its chunk and each chunk it imports that the
 * entry does not (index.html names the entry's own), and a style preload for their CSS, which the
 * chunk's loader then applies without fetching it again.
 */
export function routeTags(manifest: Manifest, routeName: PageName): string[] {
  const module = ROUTE_MODULES[routeName];
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!module || !manifest[module] || !entry) return [];
  const loaded = importClosure(manifest, entry);
  const scripts: string[] = [];
  const styles = new Set<string>();
  for (const key of importClosure(manifest, module)) {
    if (loaded.has(key)) continue;
    const chunk = manifest[key];
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
  }
  return [
    ...scripts.map((file) => tag('link', { rel: 'modulepreload', crossorigin: true, href: `/${file}` })),
    ...[...styles].map((file) => tag('link', { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` })),
  ];
}

/** A route's tags, read from the build once; none when the site was built without a manifest. */
export function routeAssets(siteDist: string): (routeName: PageName) => string[] {
  const file = join(siteDist, MANIFEST_PATH);
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const byRoute = new Map<PageName, string[]>();
  return (routeName) => {
    let tags = byRoute.get(routeName);
    if (!tags) byRoute.set(routeName, (tags = routeTags(manifest, routeName)));
    return tags;
  };
}

/** A preload of a data call the page's loader makes first (`@reel/api` pageData.ts). The
 * `crossorigin` gives it the credentials mode of the site's `fetch` (same-origin), so that fetch
 * takes the preloaded answer instead of asking again. */
export function dataPreloadTag(path: string): string {
  return tag('link', { rel: 'preload', as: 'fetch', crossorigin: true, href: path });
}
