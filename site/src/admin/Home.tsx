// The console's first page: what is waiting, at a glance, each count a link to its page.
import type { AdminSummary } from '@reel/api/moderation';
import { REPORT_SEVERITY } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { t, textIn } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { withQuery } from './paths';
import { LoadState } from './ui';
import { useAdminData } from './useAdminData';

/** Every severity the reasons have, most severe first. */
const SEVERITIES = [...new Set(Object.values(REPORT_SEVERITY))].sort((a, b) => a - b);

function Tile({ to, label, count, children }: { to: string; label: string; count: number; children?: ReactNode }) {
  return (
    <li className={`admin-tile${count > 0 ? ' admin-tile--due' : ''}`}>
      <Link to={to} className="admin-tile__link">
        <span className="admin-tile__count">{count}</span>
        <span className="admin-tile__label">{label}</span>
      </Link>
      {children}
    </li>
  );
}

function Counts({ summary }: { summary: AdminSummary }) {
  const bySeverity = SEVERITIES.map((severity) => ({ severity, count: summary.reports_by_severity[String(severity)] ?? 0 })).filter(
    (s) => s.count > 0,
  );
  const openReports = bySeverity.reduce((sum, s) => sum + s.count, 0);
  return (
    <ul className="admin-tiles">
      <Tile to={adminPagePath('admin_review')} label={t(ADMIN_TEXT, 'admin.home.review')} count={summary.review} />
      <Tile to={adminPagePath('admin_reports')} label={t(ADMIN_TEXT, 'admin.home.reports')} count={openReports}>
        <ul className="admin-tile__parts">
          {bySeverity.length === 0 && <li>{t(ADMIN_TEXT, 'admin.home.reports_none')}</li>}
          {bySeverity.map(({ severity, count }) => (
            <li key={severity} className={`admin-sev admin-sev--${severity}`}>
              {t(ADMIN_TEXT, 'admin.severity_count', {
                label: textIn([ADMIN_TEXT], `admin.severity.${severity}`) ?? String(severity),
                count,
              })}
            </li>
          ))}
        </ul>
      </Tile>
      <Tile
        to={adminPagePath('admin_reports')}
        label={t(ADMIN_TEXT, 'admin.home.overdue')}
        count={summary.overdue.reports + summary.overdue.appeals}
      >
        <ul className="admin-tile__parts">
          <li>{t(ADMIN_TEXT, 'admin.home.overdue_parts', summary.overdue)}</li>
        </ul>
      </Tile>
      <Tile
        to={withQuery(adminPagePath('admin_jobs'), { state: 'failed' })}
        label={t(ADMIN_TEXT, 'admin.home.failed_jobs')}
        count={summary.failed_jobs}
      />
      <Tile to={adminPagePath('admin_members')} label={t(ADMIN_TEXT, 'admin.home.members_today')} count={summary.members_today} />
      <Tile
        to={withQuery(adminPagePath('admin_audit'), { action: 'ban' })}
        label={t(ADMIN_TEXT, 'admin.home.banned')}
        count={summary.banned}
      />
    </ul>
  );
}

export function AdminHome() {
  const { loaded, reload } = useAdminData('summary', adminApi.summary);
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.home.title')}</h1>
      <LoadState loaded={loaded} reload={reload}>
        {(summary) => <Counts summary={summary} />}
      </LoadState>
    </section>
  );
}
