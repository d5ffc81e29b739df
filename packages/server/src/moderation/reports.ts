// Reports coming in, and the rule that acts on them before a moderator does: a video reported as
// underage or non-consensual by enough weight of distinct reporters on distinct networks
// (reportWeight.ts) is held at once (public nowhere) until a moderator takes it down or dismisses
// the reports. Once staff have dismissed its reports or restored it, reports still queue for review
// but do not hold it again for REPORT_HOLD_PROTECTION_MS: a review is not undone by the next report.
import { createHmac } from 'node:crypto';
import { VideoStatus } from '@reel/api';
import { videoIdOfAddress } from '@reel/api/pages';
import { HIDING_REASONS, NOTICE_URLS_MAX, type CopyrightNotice, type ReportReason, type ReportTarget } from '@reel/api/moderation';
import type { FastifyRequest } from 'fastify';
import { addressNetwork } from '../auth/limits.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../http/errors.js';
import { REPORT_ACCURACY_MS, REPORT_HOLD_PROTECTION_MS } from '../constants.js';
import { hidingReporters, insertReport, keptUpByStaffSince, reportableTarget } from '../queries/reports.js';
import { moveVideoStatus } from '../queries/videoStatus.js';
import { dueNow } from './dueDate.js';
import { publicChanged, record } from './record.js';
import { holds, holdWeight } from './reportWeight.js';

/** Who reports: the member, or a keyed hash of the visitor's network; and the network's hash (the
 * address itself is not kept). A network is an IPv4 address or an IPv6 /64 (`addressNetwork`). */
export function reporterOf(ctx: AppContext, req: FastifyRequest): { reporter: string; reporterUserId: number | null; network: string } {
  const hash = (what: string) =>
    createHmac('sha256', ctx.mediaSecret)
      .update(`${what}:${addressNetwork(req.ip)}`)
      .digest('base64url')
      .slice(0, 22);
  const network = `n:${hash('report-network')}`;
  if (req.member) return { reporter: `u:${req.member.user_id}`, reporterUserId: req.member.user_id, network };
  return { reporter: `a:${hash('report-address')}`, reporterUserId: null, network };
}

export interface ReportInput {
  target_type: ReportTarget;
  target_id: number;
  reason: ReportReason;
  details: string;
  email: string;
}

export async function submitReport(ctx: AppContext, req: FastifyRequest, input: ReportInput): Promise<number> {
  await checkWrite(ctx, req, 'report');
  if (!(await reportableTarget(ctx.database, input.target_type, input.target_id))) throw notFound('target_not_found');
  const reportId = await insertReport(ctx.database, {
    targetType: input.target_type,
    targetId: input.target_id,
    reason: input.reason,
    details: input.details,
    email: input.email,
    dueAt: await dueNow(ctx),
    ...reporterOf(ctx, req),
  });
  if (input.target_type === 'video' && (HIDING_REASONS as readonly string[]).includes(input.reason)) {
    await holdIfReportedEnough(ctx, input.target_id);
  }
  return reportId;
}

async function holdIfReportedEnough(ctx: AppContext, videoId: number): Promise<void> {
  const now = ctx.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  if (await keptUpByStaffSince(ctx.database, videoId, iso(now - REPORT_HOLD_PROTECTION_MS))) return;
  const reporters = await hidingReporters(ctx.database, videoId, iso(now - REPORT_ACCURACY_MS));
  const weight = holdWeight(reporters, ctx.config, now);
  if (!holds(weight)) return;
  const was = await moveVideoStatus(ctx.database, videoId, [VideoStatus.Active], VideoStatus.Held, {
    held_from: 'current',
    hold_reason: 'report',
  });
  if (was === null) return;
  await record(
    ctx,
    'system',
    'hide',
    { type: 'video', id: videoId },
    {
      reason: `held pending review: reports from ${reporters.length} reporter(s) weighing ${weight.toFixed(2)}`,
      before: { status_id: was },
      after: { status_id: VideoStatus.Held },
    },
  );
  publicChanged(ctx);
}

/** The video ids a notice's lines name: watch pages (`/video/{id}/{dir}/`) and embeds (`/embed/{id}/`) of
 * any host, since a claimant may paste a CDN's or a mirror's address of the same page. */
export function noticeVideoIds(urls: string): number[] | null {
  const lines = urls
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0 || lines.length > NOTICE_URLS_MAX) return null;
  const ids = new Set<number>();
  for (const line of lines) {
    let path: string;
    try {
      path = new URL(line, 'http://site.invalid').pathname;
    } catch {
      return null;
    }
    const id = videoIdOfAddress(path);
    if (id === null) return null;
    ids.add(id);
  }
  return [...ids];
}

export async function submitNotice(ctx: AppContext, req: FastifyRequest, notice: CopyrightNotice): Promise<number> {
  await checkWrite(ctx, req, 'report');
  const ids = noticeVideoIds(notice.urls.join('\n'));
  if (!ids) throw badRequest('invalid_urls');
  const found: number[] = [];
  for (const id of ids) if (await reportableTarget(ctx.database, 'video', id)) found.push(id);
  if (found.length === 0) throw notFound('target_not_found');
  const who = reporterOf(ctx, req);
  const dueAt = await dueNow(ctx);
  for (const id of found) {
    await insertReport(ctx.database, {
      targetType: 'video',
      targetId: id,
      reason: 'copyright',
      details: notice.work,
      email: notice.email,
      notice,
      dueAt,
      ...who,
    });
  }
  return found.length;
}
