// What a page's address names, for its head: a category, model or channel by dir, a playlist by id.
import type { Database } from '../db/client.js';
import type { PlaylistRecord } from './rows.js';

/** The title (and for categories the SEO title) of the object with this dir; null for none. */
export async function titleByDir(
  database: Database,
  table: 'categories' | 'models' | 'channels',
  dir: string,
): Promise<{ title: string; seo_title?: string } | null> {
  const extra = table === 'categories' ? ', seo_title' : '';
  const rows = await database.query<{ title: string; seo_title?: string }>(`SELECT title${extra} FROM ${table} WHERE dir = $1`, [dir]);
  return rows[0] ?? null;
}

export async function playlistTitle(database: Database, id: number): Promise<Pick<PlaylistRecord, 'title' | 'is_private'> | null> {
  const rows = await database.query<Pick<PlaylistRecord, 'title' | 'is_private'>>(
    'SELECT title, is_private FROM playlists WHERE playlist_id = $1',
    [id],
  );
  return rows[0] ?? null;
}
