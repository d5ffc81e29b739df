// The console: its frame asks the server who is signed in (GET /api/admin/me) before any page
// inside it opens. A visitor is sent to sign in, a member sees that the console is for staff, and
// staff get the sidebar with their name and role around the page the address names. The site's
// route table holds a single entry for all of it, so a visitor's first page carries one import.
import type { StaffMe } from '@reel/api/moderation';
import { matchAdminRoute, type SiteParams, adminPagePath, pagePath, type AdminPageName } from '@reel/api/pages';
import type { ReactNode } from 'react';
import { Link, redirect, useLoaderData, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { AdminCallError, adminApi } from './api';
import { Audit } from './Audit';
import { Catalogue } from './Catalogue';
import { Dashboard } from './Dashboard';
import { AdminHome } from './Home';
import { Jobs } from './Jobs';
import { MemberDetail } from './MemberDetail';
import { Members } from './Members';
import { ReportDetail } from './ReportDetail';
import { Reports } from './Reports';
import { ReviewQueue } from './ReviewQueue';
import { Settings } from './Settings';
import { StaffContext } from './staff';
import { Chip, NotFoundHere } from './ui';
import { VideoReview } from './VideoReview';
import './admin.css';

type Gate = { kind: 'staff'; me: StaffMe } | { kind: 'not_staff' };

export async function adminLoader(): Promise<Gate> {
  try {
    return { kind: 'staff', me: await adminApi.me() };
  } catch (err) {
    if (err instanceof AdminCallError && (err.status === 401 || err.code === 'need_login')) throw redirect(pagePath('signin'));
    if (err instanceof AdminCallError && (err.status === 403 || err.code === 'not_staff')) return { kind: 'not_staff' };
    throw err;
  }
}

/** Each section's link and the addresses it covers: a video's review page is part of Review. */
/** The frame asks again on a new page (a session may have ended), not when a filter changes. */
export const revalidateOnNewPage = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean =>
  currentUrl.pathname !== nextUrl.pathname;

const NAV = [
  { to: adminPagePath('admin'), label: 'admin.nav.home', covers: [] },
  {
    to: adminPagePath('admin_review'),
    label: 'admin.nav.review',
    covers: [adminPagePath('admin_review'), `${adminPagePath('admin')}videos/`],
  },
  { to: adminPagePath('admin_reports'), label: 'admin.nav.reports', covers: [adminPagePath('admin_reports')] },
  { to: adminPagePath('admin_members'), label: 'admin.nav.members', covers: [adminPagePath('admin_members')] },
  { to: adminPagePath('admin_jobs'), label: 'admin.nav.jobs', covers: [adminPagePath('admin_jobs')] },
  { to: adminPagePath('admin_catalogue'), label: 'admin.nav.catalogue', covers: [adminPagePath('admin_catalogue')] },
  { to: adminPagePath('admin_audit'), label: 'admin.nav.audit', covers: [adminPagePath('admin_audit')] },
  { to: adminPagePath('admin_settings'), label: 'admin.nav.settings', covers: [adminPagePath('admin_settings')] },
  { to: adminPagePath('admin_dashboard'), label: 'admin.nav.dashboard', covers: [adminPagePath('admin_dashboard')] },
] as const;

const isOn = (item: (typeof NAV)[number], pathname: string): boolean =>
  pathname === item.to || item.covers.some((prefix) => pathname.startsWith(prefix));

/**
 * Each console page by its name in the console's page table (`ADMIN_PAGES`): a page of the table
 * without one here does not compile. The pages are picked here from the table's matcher (the
 * loader has already checked the address against the site's) rather than by nested routes, so the
 * console needs nothing of the router that a visitor's first page does not already load.
 */
const PAGES: Readonly<Record<AdminPageName, (params: SiteParams) => ReactNode>> = {
  admin: () => <AdminHome />,
  admin_review: () => <ReviewQueue />,
  admin_video: (p) => <VideoReview id={Number(p.id)} />,
  admin_reports: () => <Reports />,
  admin_report: (p) => <ReportDetail type={p.type} id={Number(p.id)} />,
  admin_members: () => <Members />,
  admin_member: (p) => <MemberDetail id={Number(p.id)} />,
  admin_jobs: () => <Jobs />,
  admin_catalogue: (p) => <Catalogue kind={p.kind} />,
  admin_audit: () => <Audit />,
  admin_settings: () => <Settings />,
  admin_dashboard: () => <Dashboard />,
};

function ConsolePage({ pathname }: { pathname: string }) {
  const match = matchAdminRoute(pathname);
  const render = match ? PAGES[match.name] : undefined;
  return render && match ? render(match.params as SiteParams) : <NotFoundHere />;
}

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
          <ConsolePage key={pathname} pathname={pathname} />
        </StaffContext.Provider>
      </div>
    </div>
  );
}
