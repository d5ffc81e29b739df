// Categories, channels and models as staff manage them: listed with hidden ones, created, renamed
// and hidden. A hidden one leaves every public list and suggestion; its videos stay where they are.
import type { AdminPage, AdminTaxonomyItem, TaxonomyKind } from '@reel/api/moderation';
import type { Database } from '../db/client.js';

const TABLE: Record<TaxonomyKind, { table: string; id: string }> = {
  category: { table: 'categories', id: 'category_id' },
  channel: { table: 'channels', id: 'channel_id' },
  model: { table: 'models', id: 'model_id' },
};

interface ItemDbRow {
  id: number;
  dir: string;
  title: string;
  hidden: boolean;
  videos: number;
  total?: number;
}

const toItem = (r: ItemDbRow): AdminTaxonomyItem => ({
  id: Number(r.id),
  dir: r.dir,
  title: r.title,
  hidden: r.hidden,
  videos: Number(r.videos),
});

export async function taxonomyPage(
  database: Database,
  kind: TaxonomyKind,
  q: string,
  page: number,
  size: number,
): Promise<AdminPage<AdminTaxonomyItem>> {
  const t = TABLE[kind];
  const rows = await database.query<ItemDbRow>(
    `SELECT ${t.id} AS id, dir, title, hidden, total_videos AS videos, count(*) OVER ()::int AS total FROM ${t.table}
      WHERE $1 = '' OR title ILIKE '%' || $1 || '%' ORDER BY lower(title), ${t.id} LIMIT $2 OFFSET $3`,
    [q.replace(/[\\%_]/g, (c) => `\\${c}`), size, (page - 1) * size],
  );
  return { items: rows.map(toItem), total: rows.length ? Number(rows[0].total) : 0, page };
}

export async function taxonomyItem(database: Database, kind: TaxonomyKind, id: number): Promise<AdminTaxonomyItem | null> {
  const t = TABLE[kind];
  const rows = await database.query<ItemDbRow>(
    `SELECT ${t.id} AS id, dir, title, hidden, total_videos AS videos FROM ${t.table} WHERE ${t.id} = $1`,
    [id],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** A new one under `dir`; null when the dir is taken. */
export async function createTaxonomy(
  database: Database,
  kind: TaxonomyKind,
  dir: string,
  title: string,
): Promise<AdminTaxonomyItem | null> {
  const t = TABLE[kind];
  const rows = await database.query<ItemDbRow>(
    `INSERT INTO ${t.table} (dir, title) VALUES ($1, $2) ON CONFLICT (dir) DO NOTHING
     RETURNING ${t.id} AS id, dir, title, hidden, total_videos AS videos`,
    [dir, title],
  );
  return rows[0] ? toItem(rows[0]) : null;
}

/** Renames; the dir stays, so addresses already shared keep working. */
export async function renameTaxonomy(database: Database, kind: TaxonomyKind, id: number, title: string): Promise<boolean> {
  const t = TABLE[kind];
  return (await database.query(`UPDATE ${t.table} SET title = $2 WHERE ${t.id} = $1 RETURNING 1`, [id, title])).length > 0;
}

export async function setTaxonomyHidden(database: Database, kind: TaxonomyKind, id: number, hidden: boolean): Promise<boolean> {
  const t = TABLE[kind];
  return (await database.query(`UPDATE ${t.table} SET hidden = $2 WHERE ${t.id} = $1 RETURNING 1`, [id, hidden])).length > 0;
}
