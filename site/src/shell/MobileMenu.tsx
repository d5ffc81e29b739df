// The slide-out menu of the mobile header.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '../config';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { ExternalLink } from './ExternalLink';
import { GenderSwitcher } from './GenderSwitcher';
import { menuOpen } from './layoutState';
import { LOCAL_LISTS, MAIN_LINKS, memberLinks, UPLOAD_PAGE_PATH, VIDEO_MENU } from './links';
import { logout } from './logout';
import { useSession } from './session';
import { LoginButton } from './UserMenu';

function MemberSection() {
  const { user } = useSession();
  if (!user) return <LoginButton className="menu__login" />;
  return (
    <ul className="menu__list">
      {memberLinks(user.user_id).map((link) => (
        <li key={link.label}>
          <Link to={link.to}>{t(SHELL_TEXT, link.label)}</Link>
        </li>
      ))}
      <li>
        <Link to={UPLOAD_PAGE_PATH}>{t(SHELL_TEXT, 'member.upload')}</Link>
      </li>
      <li>
        <button type="button" onClick={() => void logout()}>
          {t(SHELL_TEXT, 'member.logout')}
        </button>
      </li>
    </ul>
  );
}

export function MobileMenu() {
  const ref = useRef<HTMLDialogElement>(null);
  const close = () => menuOpen.set(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="menu"
      aria-label={t(SHELL_TEXT, 'header.menu')}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClose={close}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
    >
      <nav className="menu__panel" aria-label={t(SHELL_TEXT, 'header.main_nav')}>
        <button type="button" className="menu__close" aria-label={t(SHELL_TEXT, 'header.close_menu')} onClick={close}>
          ×
        </button>
        <h3 className="menu__heading">{t(SHELL_TEXT, 'header.videos')}</h3>
        <ul className="menu__list">
          {[...VIDEO_MENU, ...LOCAL_LISTS].map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(SHELL_TEXT, link.label)}</Link>
            </li>
          ))}
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(SHELL_TEXT, link.label)}</Link>
            </li>
          ))}
        </ul>
        <h3 className="menu__heading">{t(SHELL_TEXT, 'gender.label')}</h3>
        <GenderSwitcher />
        <ul className="menu__list">
          <li>
            <ExternalLink href={siteConfig.liveCams.url}>{siteConfig.liveCams.label}</ExternalLink>
          </li>
          <li>
            <ExternalLink href={siteConfig.directory.url}>{siteConfig.directory.label}</ExternalLink>
          </li>
        </ul>
        <h3 className="menu__heading">{t(SHELL_TEXT, 'header.sites')}</h3>
        <ul className="menu__list">
          {siteConfig.sisterSites.map((site) => (
            <li key={site.url}>
              <ExternalLink href={site.url}>{site.label}</ExternalLink>
            </li>
          ))}
        </ul>
        <MemberSection />
      </nav>
    </dialog>
  );
}
