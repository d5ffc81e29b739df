// One reported target: every report of it, newest first (a copyright notice's fields with its
// report), and what can be done: take a video down or open its review page, hide or show a
// comment, wall post or profile, or dismiss the reports.
import type { CopyrightNotice, ReportGroup, ReportRow, ReportTarget } from '@reel/api/moderation';
import { REPORT_TARGETS } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { statusText, when } from './format';
import { consolePathOf, reasonText, severityTone, siteHref, targetText } from './reportWords';
import { Chip, Fact, LoadState, NotFoundHere, OutcomeLine, useAction } from './ui';
import { useAdminData } from './useAdminData';
import { REPORT_SEVERITY } from '@reel/api/moderation';

const yesNo = (value: boolean) => t(ADMIN_TEXT, value ? 'admin.yes' : 'admin.no');

function Notice({ notice }: { notice: CopyrightNotice }) {
  return (
    <details className="admin-notice">
      <summary>{t(ADMIN_TEXT, 'admin.notice.title')}</summary>
      <dl className="admin-facts">
        <Fact label={t(ADMIN_TEXT, 'admin.notice.claimant')}>{notice.claimant}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.contact')}>
          <span className="admin-prose">{notice.contact}</span>
        </Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.email')}>{notice.email}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.work')}>
          <span className="admin-prose">{notice.work}</span>
        </Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.urls')}>
          <ul className="admin-plain-list">
            {notice.urls.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.good_faith')}>{yesNo(notice.good_faith)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.accurate')}>{yesNo(notice.accurate)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.notice.signature')}>{notice.signature}</Fact>
      </dl>
    </details>
  );
}

function ReportTable({ reports }: { reports: ReportRow[] }) {
  if (reports.length === 0) return <p>{t(ADMIN_TEXT, 'admin.empty')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.reason')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.details')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.email')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.reporter')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.when')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.state')}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.report_id}>
              <td>
                <Chip tone={severityTone(REPORT_SEVERITY[r.reason])}>{reasonText(r.reason)}</Chip>
              </td>
              <td>
                <span className="admin-prose">{r.details || t(ADMIN_TEXT, 'admin.none')}</span>
                {r.notice && <Notice notice={r.notice} />}
              </td>
              <td>{r.email || t(ADMIN_TEXT, 'admin.none')}</td>
              <td>{r.reporter || t(ADMIN_TEXT, 'admin.reporter.visitor')}</td>
              <td>{when(r.created_at)}</td>
              <td>{t(ADMIN_TEXT, `admin.report_state.${r.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ActionsProps {
  type: ReportTarget;
  id: number;
  /** Whether the target is hidden now, when the queue said so. */
  hidden: boolean | null;
  onDone: () => void;
}

function ReportActions({ type, id, hidden: knownHidden, onDone }: ActionsProps) {
  const ids = useId();
  const [note, setNote] = useState('');
  const [hidden, setHidden] = useState(knownHidden);
  const { busy, outcome, run } = useAction();
  const consolePath = consolePathOf(type, id);

  const after = (ok: unknown) => {
    if (!ok) return;
    setNote('');
    onDone();
  };
  const takedown = async () =>
    window.confirm(t(ADMIN_TEXT, 'admin.decide.takedown_confirm')) &&
    after(
      await run(
        () => adminApi.takedown(id, note),
        (video) => t(ADMIN_TEXT, 'admin.done.takedown', { status: statusText(video.status_id) }),
      ),
    );
  const hide = async (to: boolean) => {
    if (type === 'video') return;
    const ok = await run(
      () => adminApi.hide(type, id, to, note),
      () => t(ADMIN_TEXT, to ? 'admin.done.hidden' : 'admin.done.shown'),
    );
    if (ok) setHidden(to);
    after(ok);
  };
  const dismiss = async () =>
    after(
      await run(
        () => adminApi.dismiss(type, id, note),
        (answer) => t(ADMIN_TEXT, 'admin.report.dismissed', { count: answer.closed }),
      ),
    );

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t(ADMIN_TEXT, 'admin.report.actions')}</h2>
      <div className="admin-field">
        <label htmlFor={`${ids}-note`}>{t(ADMIN_TEXT, 'admin.note')}</label>
        <textarea id={`${ids}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} aria-describedby={`${ids}-hint`} />
        <small id={`${ids}-hint`} className="admin-muted">
          {t(ADMIN_TEXT, 'admin.note_hint')}
        </small>
      </div>
      <div className="admin-actions">
        {type === 'video' && (
          <button type="button" className="admin-button admin-button--bad" disabled={busy} onClick={() => void takedown()}>
            {t(ADMIN_TEXT, 'admin.decide.takedown')}
          </button>
        )}
        {type !== 'video' && hidden !== true && (
          <button type="button" className="admin-button admin-button--bad" disabled={busy} onClick={() => void hide(true)}>
            {t(ADMIN_TEXT, 'admin.hide')}
          </button>
        )}
        {type !== 'video' && hidden !== false && (
          <button type="button" className="admin-button" disabled={busy} onClick={() => void hide(false)}>
            {t(ADMIN_TEXT, 'admin.show')}
          </button>
        )}
        <button type="button" className="admin-button" disabled={busy} onClick={() => void dismiss()}>
          {t(ADMIN_TEXT, 'admin.report.dismiss')}
        </button>
        {consolePath && (
          <Link className="admin-button" to={consolePath}>
            {t(ADMIN_TEXT, type === 'video' ? 'admin.reports.review' : 'admin.reports.member')}
          </Link>
        )}
      </div>
      <OutcomeLine outcome={outcome} />
    </section>
  );
}

/** `type` as the address writes it: a report target, or the console's not-found state. */
export function ReportDetail({ type: asked, id }: { type: string | undefined; id: number }) {
  const type = REPORT_TARGETS.find((x) => x === asked);
  return type ? <TargetReports type={type} id={id} /> : <NotFoundHere />;
}

function TargetReports({ type, id }: { type: ReportTarget; id: number }) {
  // The queue hands over the group it showed; opened directly, the page knows only the reports.
  const group = (useLocation().state as { group?: ReportGroup } | null)?.group;
  const known = group && group.target_type === type && group.target_id === id ? group : null;
  const { loaded, reload } = useAdminData(`reports of ${type} ${id}`, () => adminApi.reportTarget(type, id));
  const href = known ? siteHref(known.url) : null;
  return (
    <section className="admin-page">
      <p>
        <Link to={adminPagePath('admin_reports')}>{t(ADMIN_TEXT, 'admin.report.back')}</Link>
      </p>
      <h1>{t(ADMIN_TEXT, 'admin.report.title', { target: known?.label || targetText(type, id) })}</h1>
      <p className="admin-muted">
        {targetText(type, id)}
        {href && (
          <>
            {' · '}
            <a href={href} target="_blank" rel="noreferrer">
              {t(ADMIN_TEXT, 'admin.reports.on_site')}
            </a>
          </>
        )}
      </p>
      <ReportActions type={type} id={id} hidden={known ? known.hidden : null} onDone={reload} />
      <h2>{t(ADMIN_TEXT, 'admin.report.list')}</h2>
      <LoadState loaded={loaded} reload={reload}>
        {({ reports }) => <ReportTable reports={reports} />}
      </LoadState>
    </section>
  );
}
