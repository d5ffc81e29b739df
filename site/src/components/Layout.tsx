import { Link, Outlet, useNavigation } from 'react-router-dom';
import { t } from '../text';

/** The app shell for now: header with the logo, the page, and the adults-only footer. */
export function Layout() {
  const navigation = useNavigation();
  return (
    <div className="shell">
      {navigation.state !== 'idle' && <div className="shell__progress" role="progressbar" aria-label={t('site.loading')} />}
      <header className="header">
        <Link to="/" className="header__logo">
          {t('site.name')}
        </Link>
        <span className="header__age" title={t('site.adult_notice')}>
          {t('site.age_badge')}
        </span>
      </header>
      <main className="page">
        <Outlet />
      </main>
      <footer className="footer">{t('site.adult_notice')}</footer>
    </div>
  );
}
