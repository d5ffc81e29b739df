import { openModal } from '../modals/store';
import { t, type TextKey } from '../text/pages';
import './pages.css';

const ADDRESSES: [TextKey, TextKey][] = [
  ['contacts.support', 'information.support.address'],
  ['contacts.dmca', 'information.dmca.address'],
  ['contacts.partners', 'contacts.partners_address'],
];

/** `/contacts`: where to write for each kind of question. */
export function Contacts() {
  return (
    <article className="prose">
      <h1 className="page__title">{t('contacts.title')}</h1>
      <p className="prose__p">{t('contacts.intro')}</p>
      <dl className="contacts">
        {ADDRESSES.map(([label, address]) => (
          <div key={label} className="contacts__row">
            <dt>{t(label)}</dt>
            <dd>
              <a href={`mailto:${t(address)}`}>{t(address)}</a>
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button button--accent contacts__write" onClick={() => openModal('ContactUs')}>
        {t('contacts.write')}
      </button>
    </article>
  );
}
