// Posting a comment: members only, 5 per member and 20 per IP address within 10
// minutes. The limits are counted from the comments table itself, so they hold whichever API node
// takes the request; the count and the insert are one statement. The address is the same key, with
// the same loopback exemption, as every other per-address limit (`addressKey`): behind a proxy that
// is not trusted every member comes from one loopback address, and one limit for the whole site
// would refuse everyone at once.
import { COMMENT_MAX_CHARS, COMMENT_WINDOW_S, COMMENTS_PER_IP, COMMENTS_PER_USER, type CommentSection } from '@reel/api';
import type { AppContext } from '../context.js';
import { ApiHttpError } from '../http/errors.js';
import { countVideoComment, insertCommentUnderLimits } from '../queries/community/comments.js';
import { checkText, nowIso } from './shared.js';
import { findTarget } from './targets.js';

export interface NewComment {
  memberId: number;
  /** The peer's address, kept with the comment when it counts against no address. */
  ip: string;
  /** The per-address limit's key (`addressKey`); null counts no address. */
  address: string | null;
  section: CommentSection;
  objectId: string;
  text: unknown;
}

export async function postComment(ctx: AppContext, c: NewComment): Promise<number> {
  const text = checkText(c.text, 'text', COMMENT_MAX_CHARS);
  const objectId = await findTarget(ctx, c.section, c.objectId, c.memberId);
  const row = await insertCommentUnderLimits(ctx.database, {
    memberId: c.memberId,
    ip: c.address ?? c.ip,
    limitedAddress: c.address,
    windowStart: nowIso(ctx, COMMENT_WINDOW_S),
    section: c.section,
    objectId,
    text,
    postDate: nowIso(ctx),
    perUser: COMMENTS_PER_USER,
    perIp: COMMENTS_PER_IP,
  });
  if (row.comment_id === null) {
    throw new ApiHttpError(429, row.by_user >= COMMENTS_PER_USER ? 'comments_user_limit' : 'comments_ip_limit');
  }
  if (c.section === 'video') await countVideoComment(ctx.database, objectId);
  return row.comment_id;
}
