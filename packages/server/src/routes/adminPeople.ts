// The console's calls about reports and members: the grouped queue, one target's reports, dismiss
// and hide, member search and records, bans and roles.
import { memberPagePath, watchPagePath } from '@reel/api/pages';
import { ENDPOINT } from '@reel/api/endpoints';
import { ADMIN_PAGE_SIZE, type ReportGroup, type ReportTarget } from '@reel/api/moderation';
import type { FastifyInstance } from 'fastify';
import { requireAdmin, requireStaff } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { route } from '../http/endpoint.js';
import { ban, changeRole, hideContent, unban } from '../moderation/memberActions.js';
import { publicChanged, record } from '../moderation/record.js';
import { settleReports } from '../moderation/videoDecisions.js';
import { mediaUrl } from '../queries/format.js';
import { memberReports, reportGroups, reportsOfTarget, targetInfo, type TargetInfo } from '../queries/reports.js';
import { memberUploads } from '../queries/review.js';
import { adminMemberRow, memberComments, searchMembers } from '../queries/staffMembers.js';
import { uploaderVerification } from '../queries/uploaderVerifications.js';
import { moveVideoStatus } from '../queries/videoStatus.js';
import { privateAnswer } from '../social/form.js';
import { VideoStatus } from '@reel/api';
import { adminOnly, staffOnly } from './adminVideos.js';

/** Rows of each list on a member's console page. */
const MEMBER_DETAIL_ROWS = 50;

/** The site address that shows a reported thing. */
function targetUrl(type: ReportTarget, id: number, info: TargetInfo | undefined): string {
  if (!info) return '';
  if (type === 'video') return watchPagePath(id, info.dir);
  if (type === 'member' || type === 'wall') return memberPagePath(info.objectId);
  if (info.section === 'video' && info.dir) return watchPagePath(info.objectId, info.dir);
  return '';
}

async function withLabels(ctx: AppContext, groups: Omit<ReportGroup, 'label' | 'url' | 'hidden'>[]): Promise<ReportGroup[]> {
  const byType = new Map<ReportTarget, Map<number, TargetInfo>>();
  for (const type of new Set(groups.map((g) => g.target_type))) {
    byType.set(
      type,
      await targetInfo(
        ctx.database,
        type,
        groups.filter((g) => g.target_type === type).map((g) => g.target_id),
      ),
    );
  }
  return groups.map((g) => {
    const info = byType.get(g.target_type)?.get(g.target_id);
    return { ...g, label: info?.label ?? '(gone)', url: targetUrl(g.target_type, g.target_id, info), hidden: info?.hidden ?? true };
  });
}

export function adminPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ENDPOINT.adminReports,
    async (_req, reply, { state, page }) => {
      const groups = await reportGroups(ctx.database, state, page, ADMIN_PAGE_SIZE);
      return privateAnswer(reply, { ...groups, items: await withLabels(ctx, groups.items) });
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminReportTarget,
    async (_req, reply, { target_type, target_id }) => {
      return privateAnswer(reply, { reports: await reportsOfTarget(ctx.database, target_type, target_id) });
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminDismiss,
    async (req, reply, { target_type, target_id, note }) => {
      const staff = requireStaff(req);
      const [info] = (await targetInfo(ctx.database, target_type, [target_id])).values();
      const closed = await settleReports(
        ctx,
        req.log,
        staff,
        { type: target_type, id: target_id, what: info ? `"${info.label}"` : 'the content you reported' },
        'dismissed',
      );
      if (closed === 0) throw new ApiHttpError(409, 'no_open_reports');
      // The reports were the only reason for a hold: the video goes back as it was.
      if (target_type === 'video') {
        await moveVideoStatus(
          ctx.database,
          target_id,
          [VideoStatus.Held],
          'held_from',
          { held_from: null, hold_reason: '' },
          "hold_reason = 'report'",
        );
        publicChanged(ctx);
      }
      await record(ctx, staff, 'dismiss', { type: target_type, id: target_id }, { reason: note, after: { closed } });
      return privateAnswer(reply, { ok: true, closed });
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminHide,
    async (req, reply, { target_type, target_id, hidden, note }) => {
      await hideContent(ctx, req.log, requireStaff(req), { type: target_type, id: target_id }, hidden, note);
      return privateAnswer(reply, { ok: true });
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminMembers,
    async (_req, reply, { q, page }) => {
      return privateAnswer(reply, await searchMembers(ctx.database, q, page, ADMIN_PAGE_SIZE));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminMember,
    async (_req, reply, { user_id }) => {
      const row = await adminMemberRow(ctx.database, user_id);
      if (!row) throw notFound('member_not_found');
      const thumb = (rel: string | undefined) => mediaUrl(ctx.config.mediaBaseUrl, rel);
      const reports = await memberReports(ctx.database, user_id, MEMBER_DETAIL_ROWS);
      return privateAnswer(reply, {
        ...row,
        uploader: await uploaderVerification(ctx.database, user_id),
        uploads_list: await memberUploads(ctx.database, user_id, MEMBER_DETAIL_ROWS, thumb),
        comments_list: await memberComments(ctx.database, user_id, MEMBER_DETAIL_ROWS),
        reports_made_list: reports.made,
        reports_against_list: reports.against,
      });
    },
    staffOnly,
  );

  const memberAnswer = async (userId: number) => {
    const row = await adminMemberRow(ctx.database, userId);
    if (!row) throw notFound('member_not_found');
    return row;
  };

  route(
    app,
    ENDPOINT.adminBan,
    async (req, reply, { user_id, note }) => {
      await ban(ctx, requireStaff(req), user_id, note);
      return privateAnswer(reply, await memberAnswer(user_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminUnban,
    async (req, reply, { user_id, note }) => {
      await unban(ctx, requireStaff(req), user_id, note);
      return privateAnswer(reply, await memberAnswer(user_id));
    },
    staffOnly,
  );

  route(
    app,
    ENDPOINT.adminRole,
    async (req, reply, { user_id, role, note }) => {
      await changeRole(ctx, requireAdmin(req), user_id, role, note);
      return privateAnswer(reply, await memberAnswer(user_id));
    },
    adminOnly,
  );
}
