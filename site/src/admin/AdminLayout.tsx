// The console's frame: it asks the server who is signed in (GET /api/admin/me) before any page
// inside it opens. A visitor is sent to sign in, a member sees that the console is for staff, and
// staff get the sidebar with their name and role around the page.
import type { StaffMe } from '@reel/api';
import { Link, Outlet, redirect, useLoaderData, useLocation } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { AdminCallError, adminApi } from './api';
import { adminPaths, SIGN_IN_PATH } from './paths';
import { StaffContext } from './staff';
import { Chip } from './ui';
import './admin.css';

type Gate = { kind: 'staff'; me: StaffMe } | { kind: 'not_staff' };

export async function adminLoader(): Promise<Gate> {
  try {
    return { kind: 'staff', me: await adminApi.me() };
  } catch (err) {
    if (err instanceof AdminCallError && (err.status === 401 || err.code === 'need_login')) throw redirect(SIGN_IN_PATH);
    if (err instanceof AdminCallError && (err.status === 403 || err.code === 'not_staff')) return { kind: 'not_staff' };
    throw err;
  }
}

/** Each section's link and the addresses it covers: a video's review page is part of Review. */
const NAV = [
  { to: adminPaths.home, label: 'admin.nav.home', covers: [] },
  { to: adminPaths.review, label: 'admin.nav.review', covers: [adminPaths.review, `${adminPaths.home}videos/`] },
  { to: adminPaths.reports, label: 'admin.nav.reports', covers: [adminPaths.reports] },
  { to: adminPaths.members, label: 'admin.nav.members', covers: [adminPaths.members] },
  { to: adminPaths.jobs, label: 'admin.nav.jobs', covers: [adminPaths.jobs] },
  { to: adminPaths.catalogue('category'), label: 'admin.nav.catalogue', covers: [`${adminPaths.home}catalogue/`] },
  { to: adminPaths.audit, label: 'admin.nav.audit', covers: [adminPaths.audit] },
] as const;

const isOn = (item: (typeof NAV)[number], pathname: string): boolean =>
  pathname === item.to || item.covers.some((prefix) => pathname.startsWith(prefix));

function StaffOnly() {
  return (
    <section className="admin-denied" aria-labelledby="admin-denied-title">
      <h1 id="admin-denied-title">{t(ADMIN_TEXT, 'admin.staff_only.title')}</h1>
      <p>{t(ADMIN_TEXT, 'admin.staff_only.text')}</p>
      <Link className="admin-button" to="/">
        {t(ADMIN_TEXT, 'admin.staff_only.home')}
      </Link>
    </section>
  );
}

export function AdminLayout() {
  const gate = useLoaderData() as Gate;
  if (gate.kind === 'not_staff') return <StaffOnly />;
  return <StaffFrame me={gate.me} />;
}

function StaffFrame({ me }: { me: StaffMe }) {
  const { pathname } = useLocation();
  return (
    <div className="admin">
      <aside className="admin__side">
        <p className="admin__brand">{t(ADMIN_TEXT, 'admin.console')}</p>
        <p className="admin__who">
          <span>{t(ADMIN_TEXT, 'admin.signed_in_as', { name: me.username })}</span>{' '}
          <Chip tone={me.role === 'admin' ? 'bad' : 'info'}>{t(ADMIN_TEXT, `admin.role.${me.role}`)}</Chip>
        </p>
        <nav aria-label={t(ADMIN_TEXT, 'admin.nav')}>
          <ul className="admin__nav">
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`admin__link${isOn(item, pathname) ? ' admin__link--on' : ''}`}
                  aria-current={isOn(item, pathname) ? 'page' : undefined}
                >
                  {t(ADMIN_TEXT, item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link className="admin__back" to="/">
          {t(ADMIN_TEXT, 'admin.nav.site')}
        </Link>
      </aside>
      <div className="admin__main">
        <StaffContext.Provider value={me}>
          <Outlet />
        </StaffContext.Provider>
      </div>
    </div>
  );
}
