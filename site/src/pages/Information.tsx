import { INFORMATION_PAGES, pagePath } from '@reel/api/pages';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig } from '../config';
import { notify } from '../modals/store';
import { NoticeForm } from '../report/NoticeForm';
import { t } from '../text';
import { LEGAL_TEXT } from '../text/legal';
import { LIST_TEXT } from '../text/lists';
import { CustodianOfRecords } from './CustodianOfRecords';
import { infoBody, infoTitle, paragraphs, type InformationName } from './infoText';
import './pages.css';

function Text({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p) => (
        <p key={p} className="prose__p">
          {p}
        </p>
      ))}
    </>
  );
}

/** The DMCA agent's address with a button that copies it (notify.text_copied). */
function CopyAddress() {
  const address = t(LEGAL_TEXT, 'information.dmca.address');
  const copy = () => {
    navigator.clipboard?.writeText(address).then(
      () => notify('success', t(LIST_TEXT, 'notify.text_copied')),
      () => undefined,
    );
  };
  return (
    <div className="copy-address">
      <span className="copy-address__label">{t(LEGAL_TEXT, 'information.dmca.address_label')}:</span>
      <a href={`mailto:${address}`} className="copy-address__value">
        {address}
      </a>
      <button type="button" className="button" onClick={copy}>
        {t(LEGAL_TEXT, 'information.dmca.copy')}
      </button>
    </div>
  );
}

function InformationMenu({ current }: { current?: InformationName }) {
  return (
    <nav className="info-menu" aria-label={t(LEGAL_TEXT, 'information.title')}>
      {INFORMATION_PAGES.map((name) => (
        <Link
          key={name}
          to={pagePath(`information_${name}`)}
          className="info-menu__link"
          aria-current={name === current ? 'page' : undefined}
        >
          {t(LEGAL_TEXT, infoTitle(name))}
        </Link>
      ))}
    </nav>
  );
}

function InformationPage({ name }: { name: InformationName }) {
  return (
    <article className="prose">
      <InformationMenu current={name} />
      <h1 className="page__title">{t(LEGAL_TEXT, infoTitle(name))}</h1>
      <Text text={t(LEGAL_TEXT, infoBody(name))} />
      {name === '2257' && <CustodianOfRecords custodian={siteConfig.custodian} />}
      {name === '2257' && (
        <p className="prose__p">
          <Link to={pagePath('performer-removal')}>{t(LEGAL_TEXT, 'information.2257.removal')}</Link>
        </p>
      )}
      {name === 'dmca' && <CopyAddress />}
      {name === 'dmca' && <NoticeForm />}
      {name === 'support' && (
        <p className="prose__p">
          <a href={`mailto:${t(LEGAL_TEXT, 'information.support.address')}`}>{t(LEGAL_TEXT, 'information.support.address')}</a>
        </p>
      )}
    </article>
  );
}

function InformationIndex() {
  return (
    <article className="prose">
      <h1 className="page__title">{t(LEGAL_TEXT, 'information.title')}</h1>
      <p className="prose__p">{t(LEGAL_TEXT, 'information.intro')}</p>
      <InformationMenu />
    </article>
  );
}

/** `/information/` and its six pages. */
export function informationPage(name: InformationName | ''): ComponentType {
  if (name === '') return InformationIndex;
  const Page = () => <InformationPage name={name} />;
  Page.displayName = `Information_${name}`;
  return Page;
}
