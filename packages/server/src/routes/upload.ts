// The upload calls at /api/video_edit.php (contract in @reel/api upload.ts): the multipart upload,
// the form-encoded acts (`act=preview` publishes, `act=delete` removes the member's own upload),
// and the member's reads (`act=uploads`,
// `act=screens`) and the server's limits (`act=limits`).
import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { MIN_VIDEO_DURATION_S, UPLOAD_EXTENSIONS, UPLOAD_UNEXPECTED_CODE } from '@reel/api';
import { ENDPOINT, type UploadAnswer, type UploadLimitsAnswer } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import { requireUploader } from '../consent/uploader.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { ApiHttpError } from '../http/errors.js';
import { act, routeActs, sendRefusal, type AnsweredReply } from '../http/endpoint.js';
import { ERROR_REFERENCE_BYTES, UPLOAD_FIELD_MAX_BYTES, UPLOAD_FIELDS_MAX } from '../upload/constants.js';
import { choosePreview, listUploads, previewCandidates } from '../upload/preview.js';
import { receiveUpload } from '../upload/receive.js';
import { deleteUpload } from '../upload/remove.js';
import { refuse, submitUpload, type UploadLimits } from '../upload/submit.js';
import { wakeLocalWorkers } from '../upload/local.js';

/** Room for the text fields and multipart framing around the file in a Content-Length. */
const FORM_OVERHEAD_BYTES = UPLOAD_FIELDS_MAX * UPLOAD_FIELD_MAX_BYTES;
/** The limits answer changes only with the server's configuration. */
const LIMITS_MAX_AGE_S = 3600;

export function limitsOf(ctx: AppContext): UploadLimits {
  const c = ctx.config;
  return { maxBytes: c.uploadMaxBytes, categoriesMin: c.uploadCategoriesMin, categoriesMax: c.uploadCategoriesMax };
}

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** A failure that is not the member's: logged under a reference the member can quote to support. */
function unexpected(req: FastifyRequest, reply: FastifyReply, err: unknown): AnsweredReply<never> {
  const reference = randomBytes(ERROR_REFERENCE_BYTES).toString('hex');
  req.log.error({ err, reference }, 'upload failed');
  return sendRefusal(reply, 500, {
    error: true,
    code: UPLOAD_UNEXPECTED_CODE,
    errors: [{ field: 'notify', code: UPLOAD_UNEXPECTED_CODE, info: { code: reference } }],
  });
}

async function handleUpload(ctx: AppContext, req: FastifyRequest, reply: FastifyReply): Promise<UploadAnswer | AnsweredReply<never>> {
  const member = requireMember(req);
  await requireUploader(ctx, member);
  await checkWrite(ctx, req, 'upload');
  const limits = limitsOf(ctx);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limits.maxBytes + FORM_OVERHEAD_BYTES) throw refuse('too_large', 'file', { max: limits.maxBytes }, 413);
  try {
    const received = await receiveUpload(req, ctx.config.uploadDir, {
      fileSize: limits.maxBytes,
      // The video and, optionally, its captions.
      files: 2,
      fields: UPLOAD_FIELDS_MAX,
      fieldSize: UPLOAD_FIELD_MAX_BYTES,
    });
    const answer = await submitUpload(ctx.database, received, member.user_id, limits, { mediaRoot: ctx.config.mediaRoot });
    wakeLocalWorkers();
    reply.header('Cache-Control', 'no-store');
    return answer;
  } catch (err) {
    if (err instanceof ApiHttpError) throw err;
    if (isTooLarge(err)) throw refuse('too_large', 'file', { max: limits.maxBytes }, 413);
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw err;
    return unexpected(req, reply, err);
  }
}

/** The upload limits: the server's configuration, the same for everyone. */
function uploadLimits(ctx: AppContext, reply: FastifyReply): UploadLimitsAnswer {
  const c = ctx.config;
  reply.header('Cache-Control', `public, max-age=${LIMITS_MAX_AGE_S}`);
  return {
    max_bytes: c.uploadMaxBytes,
    min_duration_s: MIN_VIDEO_DURATION_S,
    extensions: Object.keys(UPLOAD_EXTENSIONS),
    categories_min: c.uploadCategoriesMin,
    categories_max: c.uploadCategoriesMax,
  };
}

/** Who is asking is known before any field of an act about the member's own uploads is read. */
const memberFirst = { guard: (req: FastifyRequest) => void requireMember(req) };
/** An unknown act of a member's is refused as such; a visitor's is refused for want of a session. */
const unknownAct = (req: FastifyRequest) => void requireMember(req);

export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    // Registered here unless the app already has it; each call passes its own limits anyway.
    if (!scope.hasRequestDecorator('isMultipart')) await scope.register(fastifyMultipart);
    const member = (req: FastifyRequest) => requireMember(req).user_id;
    routeActs(
      scope,
      [
        act(ENDPOINT.uploadPreview, async (req, _reply, i) => choosePreview(ctx, member(req), i.video_id, i.screen), memberFirst),
        act(ENDPOINT.uploadDelete, async (req, _reply, i) => deleteUpload(ctx, member(req), i.video_id), memberFirst),
      ],
      { other: { when: (req) => req.isMultipart(), handler: (req, reply) => handleUpload(ctx, req, reply) }, unknownAct },
    );
    // The member's own state changes by the second while a video is processed: never cached.
    routeActs(
      scope,
      [
        act(ENDPOINT.uploadLimits, async (_req, reply) => uploadLimits(ctx, reply)),
        act(ENDPOINT.uploads, async (req, _reply, i) => listUploads(ctx, member(req), i.page), memberFirst),
        act(ENDPOINT.uploadScreens, async (req, _reply, i) => previewCandidates(ctx, member(req), i.video_id), memberFirst),
      ],
      { unknownAct },
    );
  });
}
