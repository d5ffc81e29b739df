// Shows the open modal and opens the age gate on the first load (spec 000 §4).
import { lazy, Suspense, useEffect } from 'react';
import { AGEV_COOKIE } from '../shell/constants';
import { readCookie } from '../shell/cookies';
import { ageGateDecision } from './ageGate';
import { AgeVerification, acceptAge } from './AgeVerification';
import { modalState, openModal } from './store';

// Opened only by a click, so they stay out of the first chunk (the home page's JavaScript budget);
// the age gate, which can open on the first load, stays in it.
const ContactUs = lazy(() => import('./ContactUs').then((m) => ({ default: m.ContactUs })));
const Login = lazy(() => import('./Login').then((m) => ({ default: m.Login })));
const Verif = lazy(() => import('./Verif').then((m) => ({ default: m.Verif })));

function useAgeGate(): void {
  useEffect(() => {
    const decision = ageGateDecision(readCookie(AGEV_COOKIE), location.pathname, location.search);
    if (decision === 'accept') acceptAge();
    if (decision === 'open') openModal('AgeVerification', {}, false);
  }, []);
}

export function ModalHost() {
  useAgeGate();
  const modal = modalState.use();
  if (!modal) return null;
  switch (modal.name) {
    case 'AgeVerification':
      return <AgeVerification />;
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
