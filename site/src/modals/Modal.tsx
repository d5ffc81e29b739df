// A modal frame on the native <dialog>: it takes focus, makes the page behind it inert, and
// closes on a backdrop click or Esc unless the modal's click_outside is false.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { t } from '../text';
import { SHELL_TEXT } from '../text/shell';

interface ModalProps {
  title: string;
  clickOutside: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

export function Modal({ title, clickOutside, onClose, className = '', children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control; a modal may name the one that should have focus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        // Refusing Esc's default action keeps the browser from closing the dialog on its own.
        if (e.key !== 'Escape') return;
        e.preventDefault();
        if (clickOutside) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        if (clickOutside) onClose();
      }}
      onClose={(e) => {
        // Chromium may close a dialog on a repeated Esc even when cancel was refused: reopen it.
        if (!clickOutside && e.currentTarget.isConnected) e.currentTarget.showModal();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && clickOutside) onClose();
      }}
    >
      <div className="modal__body">
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {clickOutside && (
            <button type="button" className="modal__close" aria-label={t(SHELL_TEXT, 'modal.close')} onClick={onClose}>
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
