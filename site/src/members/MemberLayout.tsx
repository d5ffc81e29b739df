// The member area's frame: cover, avatar, username, the tabs,
// then the open tab's page in the outlet.
import { type MemberProfile } from '@reel/api';
import { type MemberTab, memberTabPath } from '@reel/api/pages';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { ReportButton } from '../report/ReportButton';
import { useMeta } from '../shell/meta';
import { useSession } from '../shell/session';
import { t } from '../text';
import { MEMBER_TEXT } from '../text/members';
import type { MemberAreaData } from './area';
import { DEFAULT_TAB, visibleTabs } from './pages';
import './members.css';

export { memberAreaLoader } from './area';

/** The tab an address opens: its third segment, or the area's first tab for `/members/{id}/`. */
export function openTab(pathname: string): string {
  return pathname.split('/').filter(Boolean)[2] ?? DEFAULT_TAB;
}

export function tabHref(id: number, tab: MemberTab): string {
  return memberTabPath(id, tab);
}

/** Another member's header offers Report; the own one does not. */
function Head({ id, profile, own }: { id: number; profile: MemberProfile | null; own: boolean }) {
  const name = profile?.username ?? t(MEMBER_TEXT, 'member.someone', { id });
  return (
    <header className="member-head">
      <div className="member-head__cover">{profile?.cover && <img src={profile.cover} alt="" />}</div>
      <div className="member-head__who">
        {profile?.avatar ? (
          <img
            className="member-head__avatar"
            src={profile.avatar}
            alt={t(MEMBER_TEXT, 'member.avatar_of', { name })}
            width={96}
            height={96}
          />
        ) : (
          <span className="member-head__avatar member-head__avatar--blank" aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <h1 className="member-head__name">{name}</h1>
        {!own && (
          <ReportButton
            subject={{ type: 'member', id }}
            label={t(MEMBER_TEXT, 'member.report_named', { name })}
            className="button member-head__report"
          >
            {t(MEMBER_TEXT, 'member.report')}
          </ReportButton>
        )}
      </div>
    </header>
  );
}

function Tabs({ id, own }: { id: number; own: boolean }) {
  const current = openTab(useLocation().pathname);
  return (
    <nav className="member-tabs" aria-label={t(MEMBER_TEXT, 'member.tabs')}>
      {visibleTabs(own).map((tab) => (
        <Link key={tab} to={tabHref(id, tab)} className="member-tabs__tab" aria-current={tab === current ? 'page' : undefined}>
          {t(MEMBER_TEXT, `member.tab.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

export function MemberLayout() {
  const data = useLoaderData() as MemberAreaData | null;
  const { profile: ownProfile } = useSession();
  const profile = data ? (data.own ? (ownProfile ?? null) : data.member) : null;
  useMeta({ title: profile?.username });
  if (!data) return <Outlet />;
  return (
    <section className="member-area">
      <Head id={data.id} profile={profile} own={data.own} />
      <Tabs id={data.id} own={data.own} />
      <div className="member-area__page">
        <Outlet context={data} />
      </div>
    </section>
  );
}
