// The bare modal frame with the story's own content; the button opens it again once it is closed.
import { Modal } from '@reel/site/src/modals/Modal';
import { useState } from 'react';
import './modalStyles';

export interface ModalDemoProps {
  title: string;
  text: string;
  /** False: neither a backdrop click nor Esc closes it, and it has no close button. */
  clickOutside: boolean;
  wide: boolean;
}

export function ModalDemo({ title, text, clickOutside, wide }: ModalDemoProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" className="button" data-testid="open-modal" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      {open && (
        <Modal
          key={String(clickOutside)}
          title={title}
          clickOutside={clickOutside}
          onClose={() => setOpen(false)}
          className={wide ? 'modal--wide' : ''}
        >
          <p>{text}</p>
        </Modal>
      )}
    </>
  );
}
