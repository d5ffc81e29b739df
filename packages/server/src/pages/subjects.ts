// What a page names, looked up for its head: the category, model, channel or playlist of the
// address. null when the address names something that does not exist (a 404).
import type { MetaSubject } from '@reel/api';
import type { AppContext } from '../context.js';

type Lookup = (ctx: AppContext, params: Record<string, string>) => Promise<MetaSubject | null>;

const first = async (ctx: AppContext, sql: string, value: string | number): Promise<Record<string, string> | null> =>
  (await ctx.database.query<Record<string, string>>(sql, [value]))[0] ?? null;

const byDir = (table: 'categories' | 'models' | 'channels', extra = ''): Lookup => async (ctx, p) => {
  const row = await first(ctx, `SELECT title${extra} FROM ${table} WHERE dir = $1`, p.object_id ?? p.dir);
  return row && { title: row.title, seoTitle: row.seo_title || undefined };
};

const LOOKUPS: Record<string, Lookup> = {
  'videos-categories': byDir('categories', ', seo_title'),
  pornstar: byDir('models'),
  pornsite: byDir('channels'),
  async playlist(ctx, p) {
    const row = await first(ctx, 'SELECT title, is_private FROM playlists WHERE playlist_id = $1', Number(p.id));
    // A private playlist exists, but its title is its owner's business.
    return row && (row.is_private ? {} : { title: row.title });
  },
};

/** The subject of route `name` (`pornstar_videos` looks up like `pornstar`); {} for pages without one. */
export async function lookupSubject(ctx: AppContext, name: string, params: Record<string, string>): Promise<MetaSubject | null> {
  const lookup = LOOKUPS[name.replace(/_(info|comments|videos)$/, '')];
  return lookup ? lookup(ctx, params) : {};
}
