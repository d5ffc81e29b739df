// What one page of the site is made of: its address pattern and the parser of each parameter in it
// (the endpoint kit's), its title, its robots rule and what it names. The page table
// (`table.ts`) is a list of these under the pages' names; the matcher, the path builder, the heads
// and the tests are all read from it.
import type { Param } from '../endpoints/kit.js';
import type { Preload } from './preload.js';

/** The parameters of a page's address, each read by the endpoint kit's parser. */
export type PageParamParsers = Readonly<Record<string, Param<unknown>>>;

/** What a page shows when it names something, for its head: the video, category, model, channel or search. */
export interface MetaSubject {
  title?: string;
  /** A category's special SEO title, which replaces the usual one. */
  seoTitle?: string;
  description?: string;
  /** The search words. */
  s?: string;
}

/** The address's parameters as written (the matcher keeps the text; the parsers only vouch for it). */
export type TitleParams = Readonly<Partial<Record<string, string>>>;
/** A title that depends on the address or on what it names; undefined falls back to the site's name. */
export type TitleOf = (params: TitleParams, subject: MetaSubject) => string | undefined;

/** What a page names, looked up for its head by the server (a 404 when it does not exist). */
export type SubjectKind = 'category' | 'model' | 'channel' | 'playlist';

/**
 * One page. `path` is its address pattern: literal segments and `:name` parameters, written with
 * the trailing slash it is written with (the few without one are the spec's), or `/{root}/*` for an
 * area with a matcher of its own (the console).
 */
export interface PageEntry<P extends PageParamParsers = PageParamParsers> {
  readonly path: string;
  readonly params: P;
  /**
   * Values of trailing parameters that an address may leave out. By default the short address is
   * redirected to the full one; with `readDefaults` it is the page itself, with these values.
   */
  readonly defaults?: { readonly [K in keyof P]?: string };
  readonly readDefaults?: boolean;
  /** The title, or how it is made from the address and its subject; null: the site's name alone. */
  readonly title: string | TitleOf | null;
  /** Kept out of search engines (search results, member pages, forms). */
  readonly noindex: boolean;
  readonly subject: SubjectKind | null;
  /**
   * The data calls its loader makes before it can draw, which the server preloads from its head;
   * null for a page without (the watch page names its calls with the video it boots).
   */
  readonly preload: Preload | null;
  /**
   * The site module (under `site/`) whose chunk draws the page, which the server names in its head
   * so the browser fetches it beside the entry; null for a page whose chunk loads after the entry.
   */
  readonly chunk: string | null;
  /**
   * Listed in the sitemap's file of fixed pages, at its default address (every parameter at its
   * default). Only an indexable page without a subject can be (the page table's test holds it);
   * the pages of each video, category, model and channel have their own sitemap files.
   */
  readonly sitemap: boolean;
}

/** An entry with its parameters' types kept, so the builder and the match are typed per page. */
export const pageEntry = <const P extends PageParamParsers>(entry: PageEntry<P>): PageEntry<P> => entry;

/** A title with ` - page N` past the first page. */
export const paged = (title: string, page: string | undefined): string => (page && page !== '1' ? `${title} - page ${page}` : title);

/** Whether a pattern is written without its trailing slash (the few pages the spec writes so). */
export const noSlash = (path: string): boolean => path !== '/' && !path.endsWith('/') && !path.endsWith('*');
