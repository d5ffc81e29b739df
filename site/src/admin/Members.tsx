// Members by name or e-mail (all of them, newest first, without a search), a page at a time.
import type { AdminMember } from '@reel/api/moderation';
import { adminPagePath } from '@reel/api/pages';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { when } from './format';
import { withQuery } from './paths';
import { Chip, LoadState, Pager, pageOf } from './ui';
import { useAdminData } from './useAdminData';

export function RoleChip({ role }: { role: AdminMember['role'] }) {
  return <Chip tone={role === 'admin' ? 'bad' : role === 'moderator' ? 'info' : 'neutral'}>{t(ADMIN_TEXT, `admin.role.${role}`)}</Chip>;
}

function MemberRow({ member }: { member: AdminMember }) {
  return (
    <tr>
      <td>
        <Link to={adminPagePath('admin_member', { id: member.user_id })}>{member.username}</Link>{' '}
        {member.banned && <Chip tone="bad">{t(ADMIN_TEXT, 'admin.banned')}</Chip>}
      </td>
      <td>{member.email}</td>
      <td>
        <RoleChip role={member.role} />
      </td>
      <td>{when(member.joined)}</td>
      <td>{when(member.last_login)}</td>
      <td>{member.uploads}</td>
      <td>{member.comments}</td>
      <td>{member.reports_made}</td>
      <td>{member.reports_against}</td>
    </tr>
  );
}

export function Members() {
  const ids = useId();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const q = query.get('q') ?? '';
  const page = pageOf(query);
  const [text, setText] = useState(q);
  const { loaded, reload } = useAdminData(`members ${q} ${page}`, () => adminApi.members(q, page));
  const search = (e: FormEvent) => {
    e.preventDefault();
    navigate(withQuery(adminPagePath('admin_members'), { q: text.trim() }));
  };
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.members.title')}</h1>
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <label htmlFor={`${ids}-q`}>{t(ADMIN_TEXT, 'admin.members.query')}</label>
        <input id={`${ids}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="admin-button">
          {t(ADMIN_TEXT, 'admin.search')}
        </button>
      </form>
      <LoadState loaded={loaded} reload={reload}>
        {({ items, total }) =>
          items.length === 0 ? (
            <p>{t(ADMIN_TEXT, 'admin.members.empty')}</p>
          ) : (
            <>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.name')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.email_address')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.role')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.joined')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.last_login')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.uploads')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.comments')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.reports_made')}</th>
                      <th scope="col">{t(ADMIN_TEXT, 'admin.col.reports_against')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((m) => (
                      <MemberRow key={m.user_id} member={m} />
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} total={total} path={adminPagePath('admin_members')} query={q ? { q } : {}} />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
