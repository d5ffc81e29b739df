// Related videos: the videos that share the most models (weight 3) and categories (weight 1) with
// the given one. Candidates per category are capped so a big catalogue stays an index walk.
import { VideoStatus } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import type { DataContext } from './dataContext.js';
import { RELATED_CANDIDATES_PER_CATEGORY } from '../constants.js';
import { loadVideos } from './videoRows.js';
import { statusIs } from './statusSql.js';

const MODEL_WEIGHT = 3;
const CATEGORY_WEIGHT = 1;

export async function relatedVideos(ctx: DataContext, videoId: number, count: number, page: number): Promise<VideoList> {
  const candidates = `
    WITH cand AS (
      SELECT x.video_id, ${CATEGORY_WEIGHT} AS w FROM video_categories vc,
        LATERAL (SELECT vc2.video_id FROM video_categories vc2
                 WHERE vc2.category_id = vc.category_id AND vc2.video_id <> $1
                 ORDER BY vc2.video_id DESC LIMIT ${RELATED_CANDIDATES_PER_CATEGORY}) x
      WHERE vc.video_id = $1
      UNION ALL
      SELECT vm2.video_id, ${MODEL_WEIGHT} FROM video_models vm
        JOIN video_models vm2 ON vm2.model_id = vm.model_id AND vm2.video_id <> $1
      WHERE vm.video_id = $1
    ), scored AS (
      SELECT c.video_id, sum(c.w) AS score, max(v.popularity) AS popularity FROM cand c
      JOIN videos v ON v.video_id = c.video_id AND ${statusIs('v.status_id', VideoStatus.Active)}
      GROUP BY c.video_id
    )`;
  const [rows, counted] = await Promise.all([
    ctx.database.query<{ video_id: number }>(
      `${candidates} SELECT video_id FROM scored ORDER BY score DESC, popularity DESC, video_id DESC LIMIT $2 OFFSET $3`,
      [videoId, count, (page - 1) * count],
    ),
    ctx.database.query<{ n: number }>(`${candidates} SELECT count(*)::int AS n FROM scored`, [videoId]),
  ]);
  return {
    videos: await loadVideos(
      ctx,
      rows.map((r) => r.video_id),
    ),
    total_count: counted[0].n,
    page,
    count,
  };
}
