// POST /api/comment.php: a member's comment on a video, model, channel, member or playlist.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../auth/limits.js';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { postComment } from '../social/comments.js';
import { privateAnswer } from '../social/form.js';

/** The refusal's words; the site shows its own catalogue text for the code. */
export const NEED_LOGIN_COMMENT_TEXT = 'Please login or register to post comments';

/** A visitor is asked to sign in, in words of its own, before any field is read. */
function visitorRefused(req: FastifyRequest, reply: FastifyReply): void {
  if (req.member) return;
  void reply
    .code(401)
    .header('Cache-Control', 'no-store')
    .send({ error: true, code: 'need_login_comment', message: NEED_LOGIN_COMMENT_TEXT });
}

export function commentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ENDPOINT.comment,
    async (req, reply, { section, object_id, text }) => {
      const comment_id = await postComment(ctx, {
        memberId: requireMember(req).user_id,
        ip: req.ip,
        address: addressKey(req),
        section,
        objectId: object_id,
        text,
      });
      return privateAnswer(reply, { ok: true, comment_id });
    },
    { guard: visitorRefused },
  );
}
