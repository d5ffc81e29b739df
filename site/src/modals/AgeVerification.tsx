import { Link } from 'react-router-dom';
import { COUNTRY_COOKIE } from '../shell/constants';
import { readCookie } from '../shell/cookies';
import { acceptAge } from './ageCookie';
import { ageTextFor } from './ageText';
import { Modal } from './Modal';
import { closeModal } from './store';

/** The 18+ gate: only its button closes it, and it records the choice in `_agev`. */
export function AgeVerification() {
  const text = ageTextFor(readCookie(COUNTRY_COOKIE));
  return (
    <Modal title={text.text_title} clickOutside={false} onClose={closeModal} className="modal--age">
      <div lang={text.lang} className="age">
        <p className="age__badge" aria-hidden="true">
          18+
        </p>
        <p>{text.text}</p>
        <p className="age__links">
          <Link to="/information/terms/" onClick={closeModal}>
            {text.terms}
          </Link>
          <Link to="/information/cookies/" onClick={closeModal}>
            {text.cookies}
          </Link>
        </p>
        <button
          type="button"
          className="button button--primary age__enter"
          data-autofocus
          onClick={() => {
            acceptAge();
            closeModal();
          }}
        >
          {text.text_enter}
        </button>
      </div>
    </Modal>
  );
}
