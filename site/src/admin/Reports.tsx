// The report queue: open reports grouped by what they report, the earliest due first (then the most
// severe, then the most reported), with the appeals waiting below; actioned or dismissed ones the
// most severe first.
import { REPORT_STATES, type ReportGroup, type ReportState } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { Link, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { Appeals } from './Appeals';
import { Due } from './Due';
import { when } from './format';
import { withQuery } from './paths';
import { reasonsBreakdown, reasonText, severityText, severityTone, siteHref, targetText } from './reportWords';
import { Chip, LoadState, Pager, pageOf } from './ui';
import { useAdminData } from './useAdminData';

const stateOf = (query: URLSearchParams): ReportState => {
  const state = query.get('state');
  return REPORT_STATES.find((s) => s === state) ?? 'open';
};

function GroupRow({ group, open }: { group: ReportGroup; open: boolean }) {
  return (
    <tr>
      {open && (
        <td>
          <Due at={group.due_at} />
        </td>
      )}
      <td>
        <Chip tone={severityTone(group.severity)}>{severityText(group.severity)}</Chip>
        <div>{reasonText(group.worst)}</div>
      </td>
      <td>
        <div className="admin-muted">{targetText(group.target_type, group.target_id)}</div>
        <Link to={adminPagePath('admin_report', { type: group.target_type, id: group.target_id })} state={{ group }}>
          {group.label || targetText(group.target_type, group.target_id)}
        </Link>
        {siteHref(group.url) && (
          <div>
            <a href={siteHref(group.url) ?? undefined} target="_blank" rel="noreferrer">
              {t(ADMIN_TEXT, 'admin.reports.on_site')}
            </a>
          </div>
        )}
      </td>
      <td>{group.count}</td>
      <td>{reasonsBreakdown(group.reasons)}</td>
      <td>{when(group.first_at)}</td>
      <td>{when(group.last_at)}</td>
      <td>{group.hidden ? <Chip tone="warn">{t(ADMIN_TEXT, 'admin.hidden')}</Chip> : t(ADMIN_TEXT, 'admin.visible')}</td>
    </tr>
  );
}

export function Reports() {
  const [query] = useSearchParams();
  const state = stateOf(query);
  const page = pageOf(query);
  const { loaded, reload } = useAdminData(`reports ${state} ${page}`, () => adminApi.reports(state, page));
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.reports.title')}</h1>
      <nav className="admin-tabs" aria-label={t(ADMIN_TEXT, 'admin.reports.state')}>
        {REPORT_STATES.map((s) => (
          <Link
            key={s}
            to={withQuery(adminPagePath('admin_reports'), { state: s === 'open' ? '' : s })}
            className={`admin-tab${s === state ? ' admin-tab--on' : ''}`}
            aria-current={s === state ? 'page' : undefined}
          >
            {t(ADMIN_TEXT, `admin.report_state.${s}`)}
          </Link>
        ))}
      </nav>
      <LoadState loaded={loaded} reload={reload}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p>{t(ADMIN_TEXT, 'admin.reports.empty')}</p>
          ) : (
            <>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      {state === 'open' && <th scope="col">{t(ADMIN_TEXT, 'admin.col.due')}</th>}
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.severity')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.target')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.count')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.reasons')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.first')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.last')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.shown')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((group) => (
                      <GroupRow key={`${group.target_type} ${group.target_id}`} group={group} open={state === 'open'} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={total} path={adminPagePath('admin_reports')} query={state === 'open' ? {} : { state }} />
            </>
          )
        }
      </LoadState>
      {state === 'open' && <Appeals />}
    </section>
  );
}
