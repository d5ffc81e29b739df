// One of the site's modals, opened through its modal store as the site opens it. The site's host
// also opens the age gate on a first visit; here each story says which modal it shows instead.
import { AgeVerification } from '@reel/site/src/modals/AgeVerification';
import { ContactUs } from '@reel/site/src/modals/ContactUs';
import { Login } from '@reel/site/src/modals/Login';
import { closeModal, modalState, openModal, type ModalName, type ModalState } from '@reel/site/src/modals/store';
import { Verif } from '@reel/site/src/modals/Verif';
import { useEffect } from 'react';
import './modalStyles';

export interface SiteModalProps {
  name: ModalName;
  params?: Record<string, string>;
  clickOutside?: boolean;
}

function Shown({ modal }: { modal: ModalState }) {
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

/** Whatever modal the store holds now, for a story whose component opens one itself. */
export function OpenModal() {
  const modal = modalState.use();
  return modal ? <Shown modal={modal} /> : null;
}

export function SiteModal({ name, params = {}, clickOutside = true }: SiteModalProps) {
  // Controls hand over a new params object on every render: the effect follows its contents.
  const wanted = JSON.stringify({ name, params, clickOutside });
  useEffect(() => {
    const { name: n, params: p, clickOutside: c } = JSON.parse(wanted) as Required<SiteModalProps>;
    openModal(n, p, c);
    return closeModal;
  }, [wanted]);
  return (
    <>
      <button type="button" className="button" data-testid="open-modal" onClick={() => openModal(name, params, clickOutside)}>
        Open {name}
      </button>
      <OpenModal />
    </>
  );
}
