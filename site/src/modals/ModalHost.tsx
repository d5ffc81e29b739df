// Shows the open modal and opens the age gate on the first load (spec 000 §4).
import { useEffect } from 'react';
import { AGEV_COOKIE } from '../shell/constants';
import { readCookie } from '../shell/cookies';
import { ageGateDecision } from './ageGate';
import { AgeVerification, acceptAge } from './AgeVerification';
import { ContactUs } from './ContactUs';
import { Login } from './Login';
import { modalState, openModal } from './store';
import { Verif } from './Verif';

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
      return <Login key={modal.params.mode ?? 'signin'} modal={modal} />;
    case 'ContactUs':
      return <ContactUs modal={modal} />;
    case 'Verif':
      return <Verif modal={modal} />;
  }
}
