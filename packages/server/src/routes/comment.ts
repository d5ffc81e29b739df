// POST /api/comment.php: a member's comment on a video, model, channel, member or playlist.
import { COMMENT_SECTIONS } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../auth/limits.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { parseEnum } from '../http/params.js';
import { postComment } from '../social/comments.js';
import { field, formOf, privateAnswer } from '../social/form.js';

/** The refusal's words; the site shows its own catalogue text for the code. */
export const NEED_LOGIN_COMMENT_TEXT = 'Please login or register to post comments';

export function commentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.comment, async (req, reply) => {
    if (!req.member) {
      return reply
        .code(401)
        .header('Cache-Control', 'no-store')
        .send({ error: true, code: 'need_login_comment', message: NEED_LOGIN_COMMENT_TEXT });
    }
    const form = formOf(req);
    const comment_id = await postComment(ctx, {
      memberId: req.member.user_id,
      ip: req.ip,
      address: addressKey(req),
      section: parseEnum(field(form, 'section'), COMMENT_SECTIONS, 'invalid_section'),
      objectId: field(form, 'object_id'),
      text: form.text,
    });
    return privateAnswer(reply, { ok: true, comment_id });
  });
}
