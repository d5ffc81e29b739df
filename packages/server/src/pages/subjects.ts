// What a page names, looked up for its head: the category, model, channel or playlist of the
// address. null when the address names something that does not exist (a 404).
import type { MetaSubject } from '@reel/api';
import type { AppContext } from '../context.js';
import { playlistTitle, titleByDir } from '../queries/subjects.js';

type Lookup = (ctx: AppContext, params: Record<string, string>) => Promise<MetaSubject | null>;

const byDir =
  (table: 'categories' | 'models' | 'channels'): Lookup =>
  async (ctx, p) => {
    const row = await titleByDir(ctx.database, table, p.object_id ?? p.dir);
    return row && { title: row.title, seoTitle: row.seo_title || undefined };
  };

const LOOKUPS: Record<string, Lookup> = {
  'videos-categories': byDir('categories'),
  pornstar: byDir('models'),
  pornsite: byDir('channels'),
  async playlist(ctx, p) {
    const row = await playlistTitle(ctx.database, Number(p.id));
    // A private playlist exists, but its title is its owner's business.
    return row && (row.is_private ? {} : { title: row.title });
  },
};

/** The subject of route `name` (`pornstar_videos` looks up like `pornstar`); {} for pages without one. */
export async function lookupSubject(ctx: AppContext, name: string, params: Record<string, string>): Promise<MetaSubject | null> {
  const lookup = LOOKUPS[name.replace(/_(info|comments|videos)$/, '')];
  return lookup ? lookup(ctx, params) : {};
}
