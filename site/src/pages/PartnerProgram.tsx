import { t } from '../text/pages';
import { paragraphs } from './infoText';
import './pages.css';

/** `/content-partner-program/`: what content partners get and how to join. */
export function PartnerProgram() {
  const address = t('contacts.partners_address');
  return (
    <article className="prose">
      <h1 className="page__title">{t('partner.title')}</h1>
      {paragraphs(t('partner.body')).map((p) => (
        <p key={p} className="prose__p">
          {p}
        </p>
      ))}
      <ul className="prose__list">
        {t('partner.points')
          .split('\n')
          .map((point) => (
            <li key={point}>{point}</li>
          ))}
      </ul>
      <a className="button button--accent" href={`mailto:${address}`}>
        {t('partner.apply')}
      </a>
    </article>
  );
}
