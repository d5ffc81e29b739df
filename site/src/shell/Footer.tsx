// The footer: the banner block, link groups, copyright and the RTA label.
import { safeHref } from '@reel/api/settings';
import { pagePath } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { siteConfig } from '../config';
import { openModal } from '../modals/store';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';
import { SITE_TEXT } from '../text/site';
import { AdSlot } from './AdSlot';
import { BANNER_HEIGHT_PX, BANNER_WIDTH_PX, FOOTER_BANNER_SLOTS, FOOTER_BANNER_SLOTS_NARROW, FOOTER_NARROW_QUERY } from './constants';
import { ExternalLink } from './ExternalLink';
import { useSession } from './session';
import { useMediaQuery } from './useMediaQuery';

function BannerBlock() {
  const narrow = useMediaQuery(FOOTER_NARROW_QUERY);
  const { user } = useSession();
  if (user) return null;
  const slots = narrow ? FOOTER_BANNER_SLOTS_NARROW : FOOTER_BANNER_SLOTS;
  return (
    <div className="footer__banners" aria-label={t(SHELL_TEXT, 'footer.banners')} role="region">
      {Array.from({ length: slots }, (_, i) => (
        <AdSlot key={i} name={`footer-${i + 1}`} width={BANNER_WIDTH_PX} height={BANNER_HEIGHT_PX} of={{ n: i + 1, count: slots }} />
      ))}
    </div>
  );
}

const LEGAL = [
  { to: pagePath('information_dmca'), label: 'footer.dmca' },
  { to: pagePath('information_terms'), label: 'footer.terms' },
  { to: pagePath('information_privacy'), label: 'footer.privacy' },
  { to: pagePath('information_2257'), label: 'footer.2257' },
  { to: pagePath('information_cookies'), label: 'footer.cookies' },
] as const;

export function Footer({ banners }: { banners: boolean }) {
  return (
    <footer className="footer">
      {banners && <BannerBlock />}
      <div className="footer__columns">
        <nav aria-label={t(SHELL_TEXT, 'footer.advertisers')}>
          <h2>{t(SHELL_TEXT, 'footer.advertisers')}</h2>
          <ul>
            <li>
              <Link to="/content-partner-program/">{t(SHELL_TEXT, 'footer.content_program')}</Link>
            </li>
            <li>
              <ExternalLink href={siteConfig.webmasters.url}>{t(SHELL_TEXT, 'footer.webmasters')}</ExternalLink>
            </li>
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => openModal('ContactUs', { subject: t(SHELL_TEXT, 'footer.advertise') })}
              >
                {t(SHELL_TEXT, 'footer.advertise')}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-label={t(SHELL_TEXT, 'footer.legal')}>
          <h2>{t(SHELL_TEXT, 'footer.legal')}</h2>
          <ul>
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(SHELL_TEXT, link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t(SHELL_TEXT, 'footer.support')}>
          <h2>{t(SHELL_TEXT, 'footer.support')}</h2>
          <ul>
            <li>
              <Link to="/contacts">{t(SHELL_TEXT, 'footer.contacts')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t(SHELL_TEXT, 'footer.network')}>
          <h2>{t(SHELL_TEXT, 'footer.network')}</h2>
          <ul>
            {siteConfig.sisterSites.map((site) => (
              <li key={site.url}>
                <ExternalLink href={site.url}>{site.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="footer__bottom">
        <p>{t(SHELL_TEXT, 'footer.copyright', { year: new Date().getFullYear(), site: t(SITE_TEXT, 'site.name') })}</p>
        <p>{t(SITE_TEXT, 'site.adult_notice')}</p>
        <a
          className="footer__rta"
          href={safeHref(siteConfig.rtaLabel.url)}
          target="_blank"
          rel="noopener"
          aria-label={t(SHELL_TEXT, 'footer.rta')}
        >
          <span aria-hidden="true">RTA</span>
        </a>
      </div>
    </footer>
  );
}
