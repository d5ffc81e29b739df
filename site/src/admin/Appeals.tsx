// The open appeals the signed-in staff member may decide, the earliest due first (the server leaves
// out those against their own decisions). Each is upheld or overturned, once, with a note.
import type { AppealOutcome, AppealRow } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { Due } from './Due';
import { LoadState, OutcomeLine, useAction } from './ui';
import { useAdminData } from './useAdminData';

type Decide = (appeal: AppealRow, outcome: AppealOutcome, note: string) => void;

function AppealItem({ appeal, busy, decide }: { appeal: AppealRow; busy: boolean; decide: Decide }) {
  const ids = useId();
  const [note, setNote] = useState('');
  return (
    <tr>
      <td>
        <Link to={adminPagePath('admin_video', { id: appeal.video_id })}>{appeal.title}</Link>
        <div className="admin-muted">
          {t(ADMIN_TEXT, 'admin.appeals.decision', {
            decision: t(ADMIN_TEXT, `admin.action.${appeal.decision}`),
            who: appeal.decided_by || t(ADMIN_TEXT, 'admin.appeals.decider_unknown'),
          })}
        </div>
      </td>
      <td>{appeal.user.username}</td>
      <td>{appeal.text}</td>
      <td>
        <Due at={appeal.due_at} />
      </td>
      <td>
        <div className="admin-field">
          <label htmlFor={`${ids}-note`}>{t(ADMIN_TEXT, 'admin.appeals.note')}</label>
          <input id={`${ids}-note`} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <div className="admin-actions">
          <button type="button" className="admin-button" disabled={busy} onClick={() => decide(appeal, 'uphold', note)}>
            {t(ADMIN_TEXT, 'admin.appeals.uphold')}
          </button>
          <button
            type="button"
            className="admin-button admin-button--good"
            disabled={busy}
            onClick={() => decide(appeal, 'overturn', note)}
          >
            {t(ADMIN_TEXT, 'admin.appeals.overturn')}
          </button>
        </div>
      </td>
    </tr>
  );
}

export function Appeals() {
  const { loaded, reload } = useAdminData('appeals', () => adminApi.appeals(1));
  const { busy, outcome, run } = useAction();
  // The outcome is the section's: the decided appeal leaves the list when it reloads.
  const decide: Decide = (appeal, choice, note) =>
    void run(
      () => adminApi.decideAppeal(appeal.appeal_id, choice, note),
      (a) => t(ADMIN_TEXT, a.appeal.state === 'overturned' ? 'admin.appeals.done.overturned' : 'admin.appeals.done.upheld'),
    ).then((done) => done && reload());
  return (
    <section aria-labelledby="admin-appeals">
      <h2 id="admin-appeals">{t(ADMIN_TEXT, 'admin.appeals.title')}</h2>
      <OutcomeLine outcome={outcome} />
      <LoadState loaded={loaded} reload={reload}>
        {({ items }) =>
          items.length === 0 ? (
            <p>{t(ADMIN_TEXT, 'admin.appeals.empty')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table" aria-labelledby="admin-appeals">
                <thead>
                  <tr>
                    <th scope="col">{t(ADMIN_TEXT, 'admin.col.video')}</th>
                    <th scope="col">{t(ADMIN_TEXT, 'admin.col.uploader')}</th>
                    <th scope="col">{t(ADMIN_TEXT, 'admin.col.appeal')}</th>
                    <th scope="col">{t(ADMIN_TEXT, 'admin.col.due')}</th>
                    <th scope="col">{t(ADMIN_TEXT, 'admin.col.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((appeal) => (
                    <AppealItem key={appeal.appeal_id} appeal={appeal} busy={busy} decide={decide} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
