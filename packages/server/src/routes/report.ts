// The public report form and the copyright notice form. Visitors may use both; each counts against
// the reporter's and the address's report limit, so a flood is refused before it reaches the queue.
// And the uploader's appeal, for members only, checked before any field is read.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { route } from '../http/endpoint.js';
import { submitAppeal } from '../moderation/appeals.js';
import { submitNotice, submitReport } from '../moderation/reports.js';
import { privateAnswer } from '../social/form.js';

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.report, async (req, reply, input) => {
    const reportId = await submitReport(ctx, req, input);
    return privateAnswer(reply, { ok: true, report_id: reportId });
  });

  route(app, ENDPOINT.copyrightNotice, async (req, reply, i) => {
    const notice = {
      claimant: i.claimant,
      contact: i.contact,
      email: i.email,
      work: i.work,
      urls: i.urls
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== ''),
      good_faith: i.good_faith,
      accurate: i.accurate,
      signature: i.signature,
    };
    const reports = await submitNotice(ctx, req, notice);
    return privateAnswer(reply, { ok: true, reports });
  });

  route(
    app,
    ENDPOINT.appeal,
    async (req, reply, { video_id, text }) =>
      privateAnswer(reply, { ok: true, appeal: await submitAppeal(ctx, requireMember(req).user_id, video_id, text) }),
    { guard: (req: FastifyRequest) => void requireMember(req) },
  );
}
