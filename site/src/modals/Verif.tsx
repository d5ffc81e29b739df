import { ApiRequestError, ENDPOINT } from '@reel/api/endpoints';
import { useState } from 'react';
import { api } from '../api';
import { CHOICE_COOKIE_MAX_AGE_S, VERIF_COOKIE } from '../shell/constants';
import { readCookie, writeCookie } from '../shell/cookies';
import { currentSession, setSession } from '../shell/session';
import { createStore } from '../shell/store';
import { t, type TextKey } from '../text';
import { MODAL_TEXT } from '../text/modals';
import { UPLOAD_TEXT } from '../text/upload';
import { VERIF_POINTS } from './constants';
import { Modal } from './Modal';
import { closeModal, type ModalState } from './store';

/** The user-verified flag uploads need; the `verif` cookie keeps it. */
export const verified = createStore(readCookie(VERIF_COOKIE) === '1');

const POINTS = Array.from({ length: VERIF_POINTS }, (_, i) => `component.verif.p${i + 1}` as TextKey<typeof MODAL_TEXT>);

/**
 * Accepting: the `verif` cookie, then the member's verified flag on the server (act=verif), then
 * the flag here and in the session, so the upload page opens at once.
 */
export async function acceptVerif(): Promise<void> {
  writeCookie(VERIF_COOKIE, '1', CHOICE_COOKIE_MAX_AGE_S);
  await api.call(ENDPOINT.profileVerif);
  verified.set(true);
  const { user } = currentSession();
  if (user) setSession({ ...currentSession(), user: { ...user, verified: true } });
}

function failureText(err: unknown): string {
  if (err instanceof ApiRequestError && err.status === 401) return t(UPLOAD_TEXT, 'upload.need_login');
  return t(UPLOAD_TEXT, 'component.verif.failed');
}

/** The creator-verification affidavit: Accept is enabled once all 11 points are ticked. */
export function Verif({ modal }: { modal: ModalState }) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const all = ticked.size === POINTS.length;
  const toggle = (i: number) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const accept = async () => {
    setBusy(true);
    setFailure('');
    try {
      await acceptVerif();
      closeModal();
    } catch (err) {
      setFailure(failureText(err));
      setBusy(false);
    }
  };
  return (
    <Modal title={t(MODAL_TEXT, 'component.verif.title')} clickOutside={modal.click_outside} onClose={closeModal} className="modal--wide">
      <p>{t(MODAL_TEXT, 'component.verif.intro')}</p>
      <ol className="verif">
        {POINTS.map((key, i) => (
          <li key={key}>
            <label>
              <input type="checkbox" checked={ticked.has(i)} onChange={() => toggle(i)} />
              <span>{t(MODAL_TEXT, key)}</span>
            </label>
          </li>
        ))}
      </ol>
      {!all && <p className="form__error">{t(MODAL_TEXT, 'component.verif.confirm_all')}</p>}
      {failure && (
        <p className="form__error" role="alert">
          {failure}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={!all || busy} onClick={() => void accept()}>
        {t(MODAL_TEXT, 'component.verif.accept')}
      </button>
    </Modal>
  );
}
