// The site header: the full bar from 1565 px wide, the mobile bar with the slide-out menu below;
// from 1024 px (a laptop) the mobile bar keeps the main sections and sign-in in view too, with the
// rest in its menu. It hides while scrolling down past 115 px.
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { siteConfig } from '../config';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { SITE_TEXT } from '../text/site';
import { MOBILE_HEADER_QUERY, SECTIONS_IN_BAR_QUERY } from './constants';
import { Dropdown } from './Dropdown';
import { ExternalLink } from './ExternalLink';
import { GenderSwitcher } from './GenderSwitcher';
import { menuOpen, searchOpen } from './layoutState';
import { LOCAL_LISTS, MAIN_LINKS, VIDEO_MENU } from './links';
import { useSession } from './session';
import { useHeaderHidden } from './useHeaderHidden';
import { useMediaQuery } from './useMediaQuery';
import { LoginButton, UserMenu } from './UserMenu';

// The slide-out menu is drawn only once opened: its chunk stays off the first page's JavaScript.
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

function Logo() {
  return (
    // The name comes from the visible text, so what a voice-control user reads out matches it.
    <Link to="/" className="header__logo">
      {t(SITE_TEXT, 'site.name')}
      <span className="header__age">{t(SITE_TEXT, 'site.age_badge')}</span>
      <span className="visually-hidden"> {t(SHELL_TEXT, 'header.home')}</span>
    </Link>
  );
}

function SearchButton() {
  return (
    <button
      type="button"
      className="header__icon"
      aria-label={t(SHELL_TEXT, 'header.search')}
      aria-haspopup="dialog"
      onClick={() => searchOpen.set(true)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}

/** The Videos dropdown (with this browser's own lists) and the main sections. */
function SectionLinks() {
  return (
    <>
      <Dropdown label={t(SHELL_TEXT, 'header.videos')}>
        {[...VIDEO_MENU, ...LOCAL_LISTS].map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(SHELL_TEXT, link.label)}</Link>
          </li>
        ))}
      </Dropdown>
      {MAIN_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className="header__link">
          {t(SHELL_TEXT, link.label)}
        </NavLink>
      ))}
    </>
  );
}

function DesktopNav() {
  return (
    <nav className="header__nav" aria-label={t(SHELL_TEXT, 'header.main_nav')}>
      <SectionLinks />
      <Dropdown label={t(SHELL_TEXT, 'header.sites')}>
        {siteConfig.sisterSites.map((site) => (
          <li key={site.url}>
            <ExternalLink href={site.url}>{site.label}</ExternalLink>
          </li>
        ))}
      </Dropdown>
      <ExternalLink href={siteConfig.liveCams.url} className="header__link header__link--promo">
        {siteConfig.liveCams.label}
      </ExternalLink>
      <ExternalLink href={siteConfig.directory.url} className="header__link">
        {siteConfig.directory.label}
      </ExternalLink>
    </nav>
  );
}

/** The member's dropdown, or the visitor's login button. */
function Account() {
  const { user } = useSession();
  return user ? <UserMenu user={user} /> : <LoginButton />;
}

export function Header() {
  const mobile = useMediaQuery(MOBILE_HEADER_QUERY);
  const sectionsInBar = useMediaQuery(SECTIONS_IN_BAR_QUERY);
  const hidden = useHeaderHidden();
  const menu = menuOpen.use();
  return (
    <header className={`header${hidden && !menu ? ' header--hidden' : ''}${mobile ? ' header--mobile' : ''}`}>
      {mobile ? (
        <>
          <button
            type="button"
            className="header__icon header__burger"
            aria-label={t(SHELL_TEXT, 'header.menu')}
            aria-expanded={menu}
            onClick={() => menuOpen.set(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <Logo />
          {sectionsInBar && (
            <nav className="header__nav" aria-label={t(SHELL_TEXT, 'header.main_nav')}>
              <SectionLinks />
            </nav>
          )}
          <span className="header__spacer" />
          <SearchButton />
          {sectionsInBar && <Account />}
          {menu && (
            <Suspense fallback={null}>
              <MobileMenu />
            </Suspense>
          )}
        </>
      ) : (
        <>
          <Logo />
          <DesktopNav />
          <span className="header__spacer" />
          <GenderSwitcher />
          <SearchButton />
          <Account />
        </>
      )}
    </header>
  );
}
