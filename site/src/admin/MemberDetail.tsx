// One member as staff see them: their record, uploads, comments (each can be hidden or shown),
// reports they made and reports against them; ban or lift a ban, hide their profile, and (admins
// only) change their role. Each action's answer updates the record in place.
import { ROLES, type AdminComment, type AdminMember, type AdminMemberDetail, type ReportRow, type Role } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { statusText, when } from './format';
import { RoleChip } from './Members';
import { reasonText, targetText } from './reportWords';
import { isAdmin, useStaff } from './staff';
import { Chip, Fact, LoadState, OutcomeLine, useAction } from './ui';
import { UploaderVerification } from './UploaderVerification';
import { useAdminData } from './useAdminData';
import { statusTone } from './videoStatus';

type Update = (change: Partial<AdminMemberDetail>) => void;

function Record({ member }: { member: AdminMemberDetail }) {
  return (
    <section className="admin-panel" aria-labelledby="admin-record">
      <h2 id="admin-record">{t(ADMIN_TEXT, 'admin.member.record')}</h2>
      <dl className="admin-facts">
        <Fact label={t(ADMIN_TEXT, 'admin.col.email_address')}>{member.email}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.role')}>
          <RoleChip role={member.role} />
        </Fact>
        {member.banned && (
          <Fact label={t(ADMIN_TEXT, 'admin.banned')}>
            <Chip tone="bad">{t(ADMIN_TEXT, 'admin.member.banned_for', { reason: member.ban_reason || t(ADMIN_TEXT, 'admin.none') })}</Chip>
          </Fact>
        )}
        <Fact label={t(ADMIN_TEXT, 'admin.member.profile')}>
          {member.profile_hidden ? (
            <Chip tone="warn">{t(ADMIN_TEXT, 'admin.member.profile_hidden')}</Chip>
          ) : (
            t(ADMIN_TEXT, 'admin.member.profile_shown')
          )}
        </Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.joined')}>{when(member.joined)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.last_login')}>{when(member.last_login)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.uploader.affidavit')}>
          {member.verified_at
            ? t(ADMIN_TEXT, 'admin.uploader.affidavit_at', { when: when(member.verified_at) })
            : t(ADMIN_TEXT, 'admin.uploader.affidavit_none')}
        </Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.uploads')}>{member.uploads}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.comments')}>{member.comments}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.reports_made')}>{member.reports_made}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.col.reports_against')}>{member.reports_against}</Fact>
      </dl>
    </section>
  );
}

const recordOf = (answer: AdminMember): Partial<AdminMemberDetail> => answer;

function MemberActions({ member, update }: { member: AdminMemberDetail; update: Update }) {
  const staff = useStaff();
  const ids = useId();
  const [note, setNote] = useState('');
  const [role, setRole] = useState<Role>(member.role);
  const { busy, outcome, run, setOutcome } = useAction();
  const id = member.user_id;

  const ban = async () => {
    if (!note.trim()) return setOutcome({ tone: 'error', text: t(ADMIN_TEXT, 'admin.member.ban_reason_needed') });
    const answer = await run(
      () => adminApi.ban(id, note),
      () => t(ADMIN_TEXT, 'admin.member.done.ban'),
    );
    if (answer) {
      setNote('');
      update(recordOf(answer));
    }
  };
  const unban = async () => {
    const answer = await run(
      () => adminApi.unban(id, note),
      () => t(ADMIN_TEXT, 'admin.member.done.unban'),
    );
    if (answer) {
      setNote('');
      update(recordOf(answer));
    }
  };
  const changeRole = async () => {
    const answer = await run(
      () => adminApi.role(id, role, ''),
      (next) => t(ADMIN_TEXT, 'admin.member.done.role', { role: t(ADMIN_TEXT, `admin.role.${next.role}`) }),
    );
    if (answer) update(recordOf(answer));
  };
  const setProfileHidden = async (hidden: boolean) => {
    const ok = await run(
      () => adminApi.hide('member', id, hidden, ''),
      () => t(ADMIN_TEXT, hidden ? 'admin.done.hidden' : 'admin.done.shown'),
    );
    if (ok) update({ profile_hidden: hidden });
  };

  return (
    <section className="admin-panel" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t(ADMIN_TEXT, 'admin.report.actions')}</h2>
      <div className="admin-field">
        <label htmlFor={`${ids}-note`}>{t(ADMIN_TEXT, member.banned ? 'admin.member.unban_note' : 'admin.member.ban_reason')}</label>
        <textarea id={`${ids}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <div className="admin-actions">
        {member.banned ? (
          <button type="button" className="admin-button" disabled={busy} onClick={() => void unban()}>
            {t(ADMIN_TEXT, 'admin.member.unban')}
          </button>
        ) : (
          <button type="button" className="admin-button admin-button--bad" disabled={busy} onClick={() => void ban()}>
            {t(ADMIN_TEXT, 'admin.member.ban')}
          </button>
        )}
        <button type="button" className="admin-button" disabled={busy} onClick={() => void setProfileHidden(!member.profile_hidden)}>
          {t(ADMIN_TEXT, member.profile_hidden ? 'admin.member.show_profile' : 'admin.member.hide_profile')}
        </button>
      </div>
      {isAdmin(staff) && (
        <div className="admin-inline-form">
          <div className="admin-field">
            <label htmlFor={`${ids}-role`}>{t(ADMIN_TEXT, 'admin.member.role')}</label>
            <select id={`${ids}-role`} value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(ADMIN_TEXT, `admin.role.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="admin-button" disabled={busy || role === member.role} onClick={() => void changeRole()}>
            {t(ADMIN_TEXT, 'admin.member.role_change')}
          </button>
        </div>
      )}
      <OutcomeLine outcome={outcome} />
    </section>
  );
}

function Uploads({ member }: { member: AdminMemberDetail }) {
  if (member.uploads_list.length === 0) return <p>{t(ADMIN_TEXT, 'admin.empty')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.video')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.uploaded')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.status')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.reports')}</th>
          </tr>
        </thead>
        <tbody>
          {member.uploads_list.map((v) => (
            <tr key={v.video_id}>
              <td>
                <Link to={adminPagePath('admin_video', { id: v.video_id })}>{v.title}</Link>
              </td>
              <td>{when(v.uploaded_at)}</td>
              <td>
                <Chip tone={statusTone(v.status_id)}>{statusText(v.status_id)}</Chip>
              </td>
              <td>{v.reports}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CommentRow({ comment, onHidden }: { comment: AdminComment; onHidden: (hidden: boolean) => void }) {
  const { busy, outcome, run } = useAction();
  const toggle = async () => {
    const to = !comment.hidden;
    const ok = await run(
      () => adminApi.hide('comment', comment.comment_id, to, ''),
      () => t(ADMIN_TEXT, to ? 'admin.done.hidden' : 'admin.done.shown'),
    );
    if (ok) onHidden(to);
  };
  return (
    <tr>
      <td>
        <span className="admin-prose">{comment.text}</span>
      </td>
      <td>{t(ADMIN_TEXT, 'admin.member.comment_on', { section: comment.section, id: comment.object_id })}</td>
      <td>{when(comment.post_date)}</td>
      <td>{comment.hidden ? <Chip tone="warn">{t(ADMIN_TEXT, 'admin.hidden')}</Chip> : t(ADMIN_TEXT, 'admin.visible')}</td>
      <td>
        <button type="button" className="admin-button" disabled={busy} onClick={() => void toggle()}>
          {t(ADMIN_TEXT, comment.hidden ? 'admin.show' : 'admin.hide')}
        </button>
        <OutcomeLine outcome={outcome?.tone === 'error' ? outcome : null} />
      </td>
    </tr>
  );
}

function Comments({ member, update }: { member: AdminMemberDetail; update: Update }) {
  if (member.comments_list.length === 0) return <p>{t(ADMIN_TEXT, 'admin.empty')}</p>;
  const setHidden = (id: number, hidden: boolean) =>
    update({ comments_list: member.comments_list.map((c) => (c.comment_id === id ? { ...c, hidden } : c)) });
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.comment')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.on')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.when')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.shown')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {member.comments_list.map((c) => (
            <CommentRow key={c.comment_id} comment={c} onHidden={(hidden) => setHidden(c.comment_id, hidden)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportList({ reports }: { reports: ReportRow[] }) {
  if (reports.length === 0) return <p>{t(ADMIN_TEXT, 'admin.empty')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.target')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.reason')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.details')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.reporter')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.when')}</th>
            <th scope="col">{t(ADMIN_TEXT, 'admin.col.state')}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((r) => (
            <tr key={r.report_id}>
              <td>
                <Link to={adminPagePath('admin_report', { type: r.target_type, id: r.target_id })}>
                  {targetText(r.target_type, r.target_id)}
                </Link>
              </td>
              <td>{reasonText(r.reason)}</td>
              <td>
                <span className="admin-prose">{r.details || t(ADMIN_TEXT, 'admin.none')}</span>
              </td>
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

export function MemberDetail({ id }: { id: number }) {
  const { loaded, reload, set } = useAdminData(`member ${id}`, () => adminApi.member(id));
  const update: Update = (change) => set((member) => ({ ...member, ...change }));
  return (
    <section className="admin-page">
      <p>
        <Link to={adminPagePath('admin_members')}>{t(ADMIN_TEXT, 'admin.member.back')}</Link>
      </p>
      <LoadState loaded={loaded} reload={reload}>
        {(member) => (
          <>
            <h1>{t(ADMIN_TEXT, 'admin.member.title', { name: member.username })}</h1>
            <div className="admin-review">
              <div className="admin-review__main">
                <Record member={member} />
              </div>
              <div className="admin-review__side">
                <MemberActions member={member} update={update} />
                <UploaderVerification userId={member.user_id} uploader={member.uploader} onChange={(uploader) => update({ uploader })} />
              </div>
            </div>
            <h2>{t(ADMIN_TEXT, 'admin.member.uploads')}</h2>
            <Uploads member={member} />
            <h2>{t(ADMIN_TEXT, 'admin.member.comments')}</h2>
            <Comments member={member} update={update} />
            <h2>{t(ADMIN_TEXT, 'admin.member.reports_made')}</h2>
            <ReportList reports={member.reports_made_list} />
            <h2>{t(ADMIN_TEXT, 'admin.member.reports_against')}</h2>
            <ReportList reports={member.reports_against_list} />
          </>
        )}
      </LoadState>
    </section>
  );
}
