import { t } from '../text';
import { LEGAL_TEXT } from '../text/legal';
import { paragraphs } from './infoText';
import './pages.css';

/** `/content-partner-program/`: what content partners get and how to join. */
export function PartnerProgram() {
  const address = t(LEGAL_TEXT, 'contacts.partners_address');
  return (
    <article className="prose">
      <h1 className="page__title">{t(LEGAL_TEXT, 'partner.title')}</h1>
      {paragraphs(t(LEGAL_TEXT, 'partner.body')).map((p) => (
        <p key={p} className="prose__p">
          {p}
        </p>
      ))}
      <ul className="prose__list">
        {t(LEGAL_TEXT, 'partner.points')
          .split('\n')
          .map((point) => (
            <li key={point}>{point}</li>
          ))}
      </ul>
      <a className="button button--accent" href={`mailto:${address}`}>
        {t(LEGAL_TEXT, 'partner.apply')}
      </a>
    </article>
  );
}
