import { Link } from 'react-router-dom';
import { openModal } from '../modals/store';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { Dropdown } from './Dropdown';
import { menuOpen } from './layoutState';
import { memberLinks, UPLOAD_PAGE_PATH } from './links';
import { logout } from './logout';
import type { SessionUser } from './session';

/** The signed-in member's dropdown, shown as the username's initial letter. */
export function UserMenu({ user }: { user: SessionUser }) {
  return (
    <Dropdown
      className="user-menu"
      ariaLabel={t(SHELL_TEXT, 'header.user_menu', { name: user.username })}
      label={<span className="user-menu__initial">{user.username.slice(0, 1).toUpperCase()}</span>}
    >
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
    </Dropdown>
  );
}

/** The login button of a signed-out visitor. */
export function LoginButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      className={`button button--primary ${className}`}
      onClick={() => {
        menuOpen.set(false);
        openModal('Login');
      }}
    >
      {t(SHELL_TEXT, 'header.login')}
    </button>
  );
}
