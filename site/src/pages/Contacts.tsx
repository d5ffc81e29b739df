import { openModal } from '../modals/store';
import { t, type TextKey } from '../text';
import { LEGAL_TEXT } from '../text/legal';
import './pages.css';

const ADDRESSES: [TextKey<typeof LEGAL_TEXT>, TextKey<typeof LEGAL_TEXT>][] = [
  ['contacts.support', 'information.support.address'],
  ['contacts.dmca', 'information.dmca.address'],
  ['contacts.partners', 'contacts.partners_address'],
];

/** `/contacts`: where to write for each kind of question. */
export function Contacts() {
  return (
    <article className="prose">
      <h1 className="page__title">{t(LEGAL_TEXT, 'contacts.title')}</h1>
      <p className="prose__p">{t(LEGAL_TEXT, 'contacts.intro')}</p>
      <dl className="contacts">
        {ADDRESSES.map(([label, address]) => (
          <div key={label} className="contacts__row">
            <dt>{t(LEGAL_TEXT, label)}</dt>
            <dd>
              <a href={`mailto:${t(LEGAL_TEXT, address)}`}>{t(LEGAL_TEXT, address)}</a>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--accent contacts__write" onClick={() => openModal('ContactUs')}>
        {t(LEGAL_TEXT, 'contacts.write')}
      </button>
    </article>
  );
}
