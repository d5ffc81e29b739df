// The gate where the visitor's place asks for a check by a provider: the providers to pick, and no
// "I am 18" button. Closed only by a check passed (a proof on this browser or the account).
import { ENDPOINT, type AgeGateAnswer } from '@reel/api/endpoints';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ageStartAddress } from '../age/startAddress';
import { api } from '../api';
import { t } from '../text';
import { AGE_TEXT } from '../text/age';
import { Modal } from './Modal';
import { closeModal } from './store';

export function AgeAssurance() {
  const [gate, setGate] = useState<AgeGateAnswer | null>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    let live = true;
    void api.call(ENDPOINT.ageGate, {}).then((answer) => {
      if (!live) return;
      if (answer.passed) closeModal();
      else setGate(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Modal title={t(AGE_TEXT, 'age.verify.title')} clickOutside={false} onClose={() => {}} className="modal--age">
      <div className="age">
        <p className="age__badge" aria-hidden="true">
          18+
        </p>
        <p>{t(AGE_TEXT, 'age.verify.text')}</p>
        {gate === null ? (
          <p aria-busy="true">{t(AGE_TEXT, 'age.verify.loading')}</p>
        ) : gate.providers.length === 0 ? (
          <p>{t(AGE_TEXT, 'age.verify.none')}</p>
        ) : (
          <ul className="age__providers">
            {gate.providers.map((p) => (
              <li key={p.id}>
                <a className="button button--primary age__enter" href={ageStartAddress(p.id, pathname + search)}>
                  {t(AGE_TEXT, 'age.verify.with', { name: p.name })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
