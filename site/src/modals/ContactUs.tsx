import { siteConfig } from '../config';
import { t } from '../text';
import { MODAL_TEXT } from '../text/modals';
import { Modal } from './Modal';
import { closeModal, type ModalState } from './store';

/** How to reach the operator; `params.subject` (e.g. Advertise) prefills the e-mail's subject. */
export function ContactUs({ modal }: { modal: ModalState }) {
  const email = siteConfig.contactEmail;
  const subject = modal.params.subject ?? '';
  const href = `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <Modal title={t(MODAL_TEXT, 'component.contact.title')} clickOutside={modal.click_outside} onClose={closeModal}>
      <p>{t(MODAL_TEXT, 'component.contact.text')}</p>
      <p>
        <a className="button button--primary" href={href}>
          {t(MODAL_TEXT, 'component.contact.email', { email })}
        </a>
      </p>
    </Modal>
  );
}
