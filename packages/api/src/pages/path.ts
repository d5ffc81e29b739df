// A page's address, written from its pattern in the page table: every link, redirect, head tag,
// sitemap entry and e-mail that names a site page takes it from here, so the shapes always match
// what the matcher accepts. A dir is one path segment, so every value is percent-encoded; an id or
// a page is written as the whole number it is.
import type { Param } from '../endpoints/kit.js';
import type { Id } from '../ids.js';
import type { PageEntry } from './entry.js';
import { PAGE_NAMES, SITE_PAGES, type PageName, type PageParsers } from './table.js';

/** A value for a parameter: what its parser reads, a number also as its text. */
type ValueFor<P> = P extends Param<infer T> ? (T extends number ? Id : T) : never;
/** The values page `N`'s address needs. */
export type PageInput<N extends PageName> = { readonly [K in keyof PageParsers<N>]: ValueFor<PageParsers<N>[K]> };
/** The second argument of `pagePath`: none for a page without parameters. */
type InputArg<N extends PageName> = keyof PageParsers<N> extends never ? [params?: Record<never, never>] : [params: PageInput<N>];

/** The address of page `name` with `params`, e.g. `pagePath('videos', { sort: 'top-rated', page: 1 })`. */
export function pagePath<N extends PageName>(name: N, ...[params]: InputArg<N>): string {
  const entry: PageEntry = SITE_PAGES[name];
  const values = (params ?? {}) as Readonly<Record<string, unknown>>;
  const defaults: Readonly<Partial<Record<string, string>>> = entry.defaults ?? {};
  let path = entry.path.replace(/\/\*$/, '/');
  // A page read with its defaults is written without them (a category's first page has no number).
  while (entry.readDefaults && /\/:([a-z_]+)\/$/.test(path)) {
    const key = /\/:([a-z_]+)\/$/.exec(path)?.[1] ?? '';
    if (defaults[key] === undefined || String(values[key]) !== defaults[key]) break;
    path = path.slice(0, -(key.length + 2));
  }
  return path.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null || value === '') throw new Error(`pagePath('${name}') needs ${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Page `name`'s address patterns: its own, then each shorter form its defaults let an address
 * leave out (`/videos/:sort/:page/`, `/videos/:sort/`, `/videos/`), which are the page itself for
 * a page read with its defaults and a redirect to the full form otherwise.
 */
export function patternForms(name: PageName): string[] {
  const entry: PageEntry = SITE_PAGES[name];
  const defaults: Readonly<Partial<Record<string, string>>> = entry.defaults ?? {};
  const forms = [entry.path];
  for (let form = entry.path; /\/:([a-z_]+)\/$/.test(form);) {
    const key = /\/:([a-z_]+)\/$/.exec(form)?.[1] ?? '';
    if (defaults[key] === undefined) break;
    form = form.slice(0, -(key.length + 2));
    forms.push(form);
  }
  return forms;
}

/** The addresses of the pages the sitemap lists as fixed pages, each with its parameters at their defaults. */
export function sitemapPagePaths(): string[] {
  return PAGE_NAMES.filter((name) => SITE_PAGES[name].sitemap).map((name) => {
    const entry: PageEntry = SITE_PAGES[name];
    const write = pagePath as (name: PageName, params?: Readonly<Partial<Record<string, string>>>) => string;
    return write(name, entry.defaults ?? {});
  });
}
