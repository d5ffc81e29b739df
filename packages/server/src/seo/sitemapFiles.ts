// The sitemap index and its files. /sitemap.xml is always an index: the fixed list pages, then
// each kind (videos, categories, models, channels) in files of at most `perFile` addresses.
// A file is written as it is read, batch by batch, so a large catalogue never sits in memory.
import { Readable } from 'node:stream';
import { CLIENT_HIDDEN_CATEGORIES } from '@reel/api';
import { categoryPagePath, channelPagePath, matchSiteRoute, modelPagePath, sitemapPagePaths, watchPagePath } from '@reel/api/pages';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import {
  SITEMAP_KINDS,
  sitemapDirectory,
  sitemapFiles,
  sitemapVideos,
  type SitemapDirectoryRow,
  type SitemapKind,
  type SitemapVideoRow,
} from '../queries/sitemap.js';
import { sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlEntry, videoEntry, type IndexEntry } from './sitemapXml.js';

export interface SitemapOptions {
  /** Addresses per file: the protocol's limit, lowered only to test the split. */
  perFile: number;
  batchRows: number;
}

/** The fixed pages every visitor can open, as the site writes them (no redirect in between): the page
 * table marks which. */
const FIXED_PAGES = sitemapPagePaths();

/** Where one category, model or channel has its page. */
const DIRECTORY_PAGE: Record<Exclude<SitemapKind, 'videos'>, (dir: string) => string> = {
  categories: categoryPagePath,
  pornstars: modelPagePath,
  pornsites: channelPagePath,
};

/** The categories the site leaves out of its category list are not announced either. */
const HIDDEN_CATEGORIES = new Set<string>(CLIENT_HIDDEN_CATEGORIES.map((title) => title.toLowerCase()));

/** Only addresses the site's route table answers with a page are listed: a row whose dir the
 * table refuses has no page, and a crawler sent there would find a 404. */
const isSitePage = (path: string): boolean => matchSiteRoute(path).kind === 'page';

function directoryEntry(kind: Exclude<SitemapKind, 'videos'>, origin: string, row: SitemapDirectoryRow): string {
  const path = DIRECTORY_PAGE[kind](row.dir);
  if (!isSitePage(path) || (kind === 'categories' && HIDDEN_CATEGORIES.has(row.title.toLowerCase()))) return '';
  return urlEntry(origin + path);
}

const FIXED_FILE = 'pages.xml';
const KIND_FILE_RE = /^(videos|categories|pornstars|pornsites)-([1-9]\d{0,9})\.xml$/;

export const sitemapFilePath = (name: string): string => `/sitemaps/${name}`;

export async function sitemapIndexXml(ctx: AppContext, origin: string, opts: SitemapOptions): Promise<string> {
  const entries: IndexEntry[] = [{ loc: origin + sitemapFilePath(FIXED_FILE), lastmod: null }];
  for (const kind of SITEMAP_KINDS) {
    for (const file of await sitemapFiles(ctx, kind, opts.perFile)) {
      entries.push({ loc: origin + sitemapFilePath(`${kind}-${file.n}.xml`), lastmod: file.lastmod });
    }
  }
  return sitemapIndex(entries);
}

/** The urlset around entries made batch by batch. */
async function* urlset<T>(first: T[], rest: AsyncGenerator<T[]>, entry: (row: T) => string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  yield first.map(entry).join('');
  for await (const batch of rest) yield batch.map(entry).join('');
  yield URLSET_CLOSE;
}

/** One sitemap file as a stream, or a 404 for a name the index never gives (or an empty range). */
export async function sitemapFileXml(ctx: AppContext, origin: string, name: string, opts: SitemapOptions): Promise<Readable> {
  if (name === FIXED_FILE) return Readable.from([URLSET_OPEN, ...FIXED_PAGES.map((path) => urlEntry(origin + path)), URLSET_CLOSE]);
  const m = KIND_FILE_RE.exec(name);
  if (!m) throw notFound('sitemap_not_found');
  const kind = m[1] as SitemapKind;
  const n = Number(m[2]);
  if (kind === 'videos') {
    const entry = (v: SitemapVideoRow) =>
      isSitePage(watchPagePath(v.video_id, v.dir)) ? videoEntry(v, origin, ctx.config.mediaBaseUrl) : '';
    return streamed(sitemapVideos(ctx, n, opts.perFile, opts.batchRows), entry);
  }
  return streamed(sitemapDirectory(ctx, kind, n, opts.perFile, opts.batchRows), (row) => directoryEntry(kind, origin, row));
}

/** Reads the first batch before answering, so an empty file is a 404 rather than an empty 200. */
async function streamed<T>(rows: AsyncGenerator<T[]>, entry: (row: T) => string): Promise<Readable> {
  const first = await rows.next();
  if (first.done || first.value.length === 0) throw notFound('sitemap_not_found');
  return Readable.from(urlset(first.value, rows, entry));
}
