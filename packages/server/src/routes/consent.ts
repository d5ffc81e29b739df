// The console's calls on verified uploaders and performers' consent records.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../auth/staff.js';
import { setUploaderVerification } from '../consent/uploader.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { privateAnswer } from '../social/form.js';
import { staffOnly } from './adminVideos.js';

export function consentRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ENDPOINT.adminUploader,
    async (req, reply, { user_id, act, note }) => {
      const uploader = await setUploaderVerification(ctx, requireStaff(req), user_id, act, note);
      return privateAnswer(reply, { ok: true, uploader });
    },
    staffOnly,
  );
}
