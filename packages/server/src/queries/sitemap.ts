// What the sitemaps list, read in id ranges: file n of a kind holds the rows with ids in
// ((n-1)·perFile, n·perFile], so a file never holds more than perFile addresses, a row stays in
// the same file as the catalogue grows, and each file is read by the primary key in batches
// (keyset on the id) rather than loaded whole.
import { ID_MAX, VideoStatus } from '@reel/api';
import type { DataContext } from './dataContext.js';
import { statusIs } from './statusSql.js';

export type SitemapKind = 'videos' | 'categories' | 'pornstars' | 'pornsites';

/**
 * A video is listed when everyone may watch it: published (active) and not members-only. Deleted,
 * unpublished and private videos are left out entirely, so no address of theirs is announced.
 */
const LISTED_VIDEO = `${statusIs('status_id', VideoStatus.Active)} AND NOT is_private`;
/** A category, model or channel page is listed once it has videos to show. */
/** Groupings staff hid are left out, as from every list. */
const LISTED_DIRECTORY = 'total_videos > 0 AND NOT hidden';

const SOURCES: Record<SitemapKind, { table: string; id: string; where: string }> = {
  videos: { table: 'videos', id: 'video_id', where: LISTED_VIDEO },
  categories: { table: 'categories', id: 'category_id', where: LISTED_DIRECTORY },
  pornstars: { table: 'models', id: 'model_id', where: LISTED_DIRECTORY },
  pornsites: { table: 'channels', id: 'channel_id', where: LISTED_DIRECTORY },
};

export const SITEMAP_KINDS = Object.keys(SOURCES) as SitemapKind[];

export interface SitemapFile {
  n: number;
  /** The newest publication among the file's videos; null for the other kinds. */
  lastmod: Date | null;
}

export interface SitemapVideoRow {
  video_id: number;
  dir: string;
  title: string;
  description: string;
  duration_sec: number;
  post_date: Date;
  /** Paths under the media root of the screenshot and the list thumbnail. */
  scr: string | null;
  thumb: string | null;
}

export interface SitemapDirectoryRow {
  id: number;
  dir: string;
  title: string;
}

/** The highest file number a kind can have with `perFile` rows a file. */
export const lastFileNumber = (perFile: number): number => Math.ceil(ID_MAX / perFile);

/** The files of a kind that hold at least one listed row, in order. */
export async function sitemapFiles(ctx: DataContext, kind: SitemapKind, perFile: number): Promise<SitemapFile[]> {
  const s = SOURCES[kind];
  const lastmod = kind === 'videos' ? 'max(post_date)' : 'NULL::timestamptz';
  const rows = await ctx.database.query<{ n: number; lastmod: Date | string | null }>(
    `SELECT ((${s.id} - 1) / $1)::int + 1 AS n, ${lastmod} AS lastmod FROM ${s.table} WHERE ${s.where} GROUP BY 1 ORDER BY 1`,
    [perFile],
  );
  return rows.map((r) => ({ n: Number(r.n), lastmod: r.lastmod === null ? null : new Date(r.lastmod) }));
}

/** The listed rows of file `n`, `batchRows` at a time; nothing when n is outside the id range. */
async function* batches<T>(
  ctx: DataContext,
  kind: SitemapKind,
  columns: string,
  n: number,
  perFile: number,
  batchRows: number,
): AsyncGenerator<T[]> {
  if (!Number.isSafeInteger(n) || n < 1 || n > lastFileNumber(perFile)) return;
  const s = SOURCES[kind];
  const last = Math.min(n * perFile, ID_MAX);
  let after = (n - 1) * perFile;
  for (;;) {
    const rows = await ctx.database.query<T & { key: number }>(
      `SELECT ${s.id} AS key, ${columns} FROM ${s.table} WHERE ${s.id} > $1 AND ${s.id} <= $2 AND ${s.where} ORDER BY ${s.id} LIMIT $3`,
      [after, last, batchRows],
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchRows) return;
    after = rows[rows.length - 1].key;
  }
}

export function sitemapVideos(ctx: DataContext, n: number, perFile: number, batchRows: number): AsyncGenerator<SitemapVideoRow[]> {
  const columns = `video_id, dir, title, description, duration_sec, post_date, media->>'scr' AS scr, media->>'thumb' AS thumb`;
  return batches<SitemapVideoRow>(ctx, 'videos', columns, n, perFile, batchRows);
}

export function sitemapDirectory(
  ctx: DataContext,
  kind: Exclude<SitemapKind, 'videos'>,
  n: number,
  perFile: number,
  batchRows: number,
): AsyncGenerator<SitemapDirectoryRow[]> {
  return batches<SitemapDirectoryRow>(ctx, kind, `${SOURCES[kind].id} AS id, dir, title`, n, perFile, batchRows);
}
