// Shows the open modal and opens the age gate where it is due.
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { AGE_MODE_COOKIE } from '@reel/api/endpoints';
import { AGEV_COOKIE } from '../shell/constants';
import { readCookie } from '../shell/cookies';
import { ageGateDecision } from './ageGate';
import { acceptAge } from './ageCookie';
import { modalState, openModal } from './store';

// Each modal is a chunk of its own, out of the first page's JavaScript (the home page's budget).
// The age gate's chunk is asked for as soon as the gate is due; until it is there a backdrop
// already covers the page, so nothing shows before the visitor has answered.
const AgeVerification = lazy(() => import('./AgeVerification').then((m) => ({ default: m.AgeVerification })));
const AgeAssurance = lazy(() => import('./AgeAssurance').then((m) => ({ default: m.AgeAssurance })));
const ContactUs = lazy(() => import('./ContactUs').then((m) => ({ default: m.ContactUs })));
const Login = lazy(() => import('./Login').then((m) => ({ default: m.Login })));
const Verif = lazy(() => import('./Verif').then((m) => ({ default: m.Verif })));

/** Decided on the first page and again on each new address: a page left ungated (the staff
 * console, the terms) does not let the visitor walk on past the gate, say when the console sends
 * someone who is not staff to the sign-in page. */
function useAgeGate(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const decision = ageGateDecision(readCookie(AGEV_COOKIE), pathname, search, readCookie(AGE_MODE_COOKIE));
    if (decision === 'accept') acceptAge();
    if (decision === 'open' && modalState.get()?.name !== 'AgeVerification') openModal('AgeVerification', {}, false);
    // The same modal name, so that no navigation closes it either.
    if (decision === 'verify' && modalState.get()?.params.mode !== 'verify') openModal('AgeVerification', { mode: 'verify' }, false);
  }, [pathname, search]);
}

export function ModalHost() {
  useAgeGate();
  const modal = modalState.use();
  if (!modal) return null;
  switch (modal.name) {
    case 'AgeVerification':
      return (
        <Suspense fallback={<div className="modal-pending" aria-busy="true" />}>
          {modal.params.mode === 'verify' ? <AgeAssurance /> : <AgeVerification />}
        </Suspense>
      );
    case 'Login':
      return (
        <Suspense fallback={null}>
          <Login key={modal.params.mode ?? 'signin'} modal={modal} />
        </Suspense>
      );
    case 'ContactUs':
      return (
        <Suspense fallback={null}>
          <ContactUs modal={modal} />
        </Suspense>
      );
    case 'Verif':
      return (
        <Suspense fallback={null}>
          <Verif modal={modal} />
        </Suspense>
      );
  }
}
