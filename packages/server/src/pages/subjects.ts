// What a page names, looked up for its head: the category, model, channel or playlist of the
// address. null when the address names something that does not exist (a 404).
import { SITE_PAGES, type MetaSubject, type PageName, type SubjectKind } from '@reel/api/pages';
import type { AppContext } from '../context.js';
import { playlistTitle, titleByDir } from '../queries/subjects.js';

type Lookup = (ctx: AppContext, params: Readonly<Record<string, string>>) => Promise<MetaSubject | null>;

const byDir =
  (table: 'categories' | 'models' | 'channels'): Lookup =>
  async (ctx, p) => {
    const row = await titleByDir(ctx.database, table, p.object_id ?? p.dir);
    return row && { title: row.title, seoTitle: row.seo_title || undefined };
  };

/** How each kind of subject a page names is looked up (the kind is the page table's). */
const LOOKUPS: Record<SubjectKind, Lookup> = {
  category: byDir('categories'),
  model: byDir('models'),
  channel: byDir('channels'),
  async playlist(ctx, p) {
    const row = await playlistTitle(ctx.database, Number(p.id));
    // A private playlist exists, but its title is its owner's business.
    return row && (row.is_private ? {} : { title: row.title });
  },
};

/** The subject of page `name`, by the kind its table entry names; {} for pages without one. */
export async function lookupSubject(
  ctx: AppContext,
  name: PageName,
  params: Readonly<Record<string, string>>,
): Promise<MetaSubject | null> {
  const kind = SITE_PAGES[name].subject;
  return kind ? LOOKUPS[kind](ctx, params) : {};
}
