// `/upload/`: the member's upload page. A visitor is asked to log in; a member who has not accepted
// the creator-verification affidavit gets it first (spec 000 §6); then a file is chosen and checked
// in the browser before anything is sent.
import { useEffect, useState } from 'react';
import { verified } from '../modals/Verif';
import { openModal } from '../modals/store';
import { useSession } from '../shell/session';
import { t } from '../text';
import { DropZone } from './DropZone';
import { precheckFile, type PrecheckCode } from './precheck';
import './upload.css';

type Check = { state: 'idle' } | { state: 'checking'; file: File } | { state: 'refused'; file: File; code: PrecheckCode } | { state: 'ready'; file: File };

function useVerifGate(active: boolean, isVerified: boolean): void {
  useEffect(() => {
    if (active && !isVerified) openModal('Verif', {}, false);
  }, [active, isVerified]);
}

export default function UploadPage() {
  const { user } = useSession();
  // The server's flag when signed in; the cookie's only for a session that does not carry it.
  const cookieVerified = verified.use();
  const isVerified = user?.verified ?? cookieVerified;
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  useVerifGate(user !== null, isVerified);

  if (!user) {
    return (
      <section className="upload">
        <h1 className="page__title">{t('upload.title')}</h1>
        <p>{t('upload.need_login')}</p>
        <button type="button" className="button button--primary" onClick={() => openModal('Login')}>
          {t('upload.login')}
        </button>
      </section>
    );
  }
  if (!isVerified) {
    return (
      <section className="upload">
        <h1 className="page__title">{t('upload.title')}</h1>
        <p>{t('upload.need_verif')}</p>
        <button type="button" className="button button--primary" onClick={() => openModal('Verif', {}, false)}>
          {t('upload.open_verif')}
        </button>
      </section>
    );
  }

  const choose = async (file: File) => {
    setCheck({ state: 'checking', file });
    const code = await precheckFile(file);
    setCheck(code ? { state: 'refused', file, code } : { state: 'ready', file });
  };

  return (
    <section className="upload">
      <h1 className="page__title">{t('upload.title')}</h1>
      <DropZone onFile={(file) => void choose(file)} disabled={check.state === 'checking'} />
      {check.state === 'checking' && <p role="status">{t('upload.checking')}</p>}
      {check.state === 'refused' && (
        <p className="form__error" role="alert">
          {t(`upload.er.${check.code}`)}
        </p>
      )}
      {check.state === 'ready' && <p role="status">{t('upload.file', { name: check.file.name })}</p>}
    </section>
  );
}
