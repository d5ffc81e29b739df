// One video as the review page shows it: its media under the public base (staff may see what the
// public may not), a signed address of its best rendition, its links and its uploader's history.
import type { AdminVideo, RejectReason } from '@reel/api/moderation';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { readCaptions } from '../media/captions.js';
import { reviewFileUrl } from '../queries/files.js';
import { mediaUrl } from '../queries/format.js';
import { adminVideoRow, toReviewItem, uploaderHistory, videoLinks } from '../queries/review.js';

export async function adminVideo(ctx: AppContext, videoId: number): Promise<AdminVideo> {
  const row = await adminVideoRow(ctx.database, videoId);
  if (!row) throw notFound('video_not_found');
  const media = (rel: string | undefined) => mediaUrl(ctx.config.mediaBaseUrl, rel);
  const links = await videoLinks(ctx.database, videoId);
  return {
    ...toReviewItem(row, media),
    description: row.description,
    tags: row.tags
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
    categories: links.categories.map((c) => ({ ...c, category_id: Number(c.category_id) })),
    models: links.models.map((m) => ({ ...m, model_id: Number(m.model_id) })),
    screenshots: (row.media.thumbs ?? []).map(media),
    preview: media(row.media.preview),
    timeline_sprite: media(row.media.timeline_sprites?.[0]),
    file: row.purged_at ? '' : await reviewFileUrl(ctx, videoId),
    review_pending: row.review_pending,
    reject_reason: row.reject_reason as RejectReason | '',
    reject_note: row.reject_note,
    hold_reason: row.hold_reason,
    purged: row.purged_at !== null,
    removed_by_staff: row.removed_at !== null,
    uploader: row.user_id === null ? null : await uploaderHistory(ctx.database, row.user_id),
    captions: await readCaptions(ctx.config.mediaRoot, videoId),
  };
}
