// Verified uploaders and performers' consent records: the uploader's attach call, and the console's
// verification, records, documents and purge.
import fastifyMultipart from '@fastify/multipart';
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { requireAdmin, requireStaff } from '../auth/staff.js';
import { checkWrite } from '../auth/writeLimits.js';
import { sendConsentDocument } from '../consent/delivery.js';
import { attachConsent, purgeConsent } from '../consent/records.js';
import { submitRemovalRequest } from '../consent/removal.js';
import { requireUploader, setUploaderVerification } from '../consent/uploader.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { consentRecordsOf } from '../queries/consentRecords.js';
import { privateAnswer } from '../social/form.js';
import { adminOnly, staffOnly } from './adminVideos.js';

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

  void app.register(async (scope) => {
    if (!scope.hasRequestDecorator('isMultipart')) await scope.register(fastifyMultipart);
    route(scope, ENDPOINT.consentAttach, async (req, reply) => {
      const member = requireMember(req);
      await requireUploader(ctx, member);
      await checkWrite(ctx, req, 'consent');
      return privateAnswer(reply, { ok: true, records: await attachConsent(ctx, req, member) });
    });
  });

  // Public, like the report forms: visitors may send it (the Origin check stands against forgery).
  route(app, ENDPOINT.performerRemoval, async (req, reply, { video, name, email, statement }) =>
    privateAnswer(reply, { ok: true as const, report_id: await submitRemovalRequest(ctx, req, { video, name, email, statement }) }),
  );

  route(
    app,
    ENDPOINT.adminConsentRecords,
    async (_req, reply, { video_id }) => privateAnswer(reply, { records: await consentRecordsOf(ctx.database, video_id) }),
    staffOnly,
  );

  route(app, ENDPOINT.adminConsentDocument, async (_req, reply, { record_id }) => sendConsentDocument(ctx, reply, record_id), staffOnly);

  route(
    app,
    ENDPOINT.adminConsentPurge,
    async (req, reply, { record_id, note }) =>
      privateAnswer(reply, { ok: true, record: await purgeConsent(ctx, requireAdmin(req), record_id, note) }),
    adminOnly,
  );
}
