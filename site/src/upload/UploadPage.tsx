// `/upload/`: the member's upload page. A member who has not accepted the creator-verification
// affidavit gets it first; then a file is chosen and checked in the browser before
// anything is sent, the form filled, and the upload sent with its progress.
import { type Category } from '@reel/api';
import { memberTabPath } from '@reel/api/pages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { verified } from '../modals/Verif';
import { openModal } from '../modals/store';
import { useSession } from '../shell/session';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { fetchCategories, fetchLimits } from './calls';
import { DropZone } from './DropZone';
import { NeedUploader } from './NeedUploader';
import { PerformerReleases } from './PerformerReleases';
import { DEFAULT_LIMITS, type UploadLimits } from './formRules';
import { UploadForm } from './UploadForm';
import { ResumeOffer } from './ResumeOffer';
import { UploadProgress } from './UploadProgress';
import { useRevealOnArrival } from './useRevealOnArrival';
import { useUploadFlow } from './useUploadFlow';
import './upload.css';

function useVerifGate(active: boolean, isVerified: boolean): void {
  useEffect(() => {
    if (active && !isVerified) openModal('Verif');
  }, [active, isVerified]);
}

function useFormData(): { limits: UploadLimits; categories: Category[] } {
  const [limits, setLimits] = useState(DEFAULT_LIMITS);
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let live = true;
    void fetchLimits().then((l) => live && setLimits(l));
    fetchCategories().then(
      (c) => live && setCategories(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return { limits, categories };
}

function Gate({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <section className="upload">
      <h1 className="page__title">{t(UPLOAD_TEXT, 'upload.title')}</h1>
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={onAction}>
        {action}
      </button>
    </section>
  );
}

function Problem({ text }: { text: string | null }) {
  return text ? (
    <p className="upload__error upload__problem" role="alert">
      {text}
    </p>
  ) : null;
}

/** The end of an upload: it is being processed, with the way to the member's list. */
function Done({ userId, captionsProblem, onAnother }: { userId: number; captionsProblem: string | null; onAnother: () => void }) {
  const ref = useRevealOnArrival<HTMLDivElement>();
  return (
    <div className="upload__done" role="status" ref={ref} tabIndex={-1}>
      <p>{t(UPLOAD_TEXT, 'upload.done')}</p>
      {captionsProblem && <p className="upload__error">{captionsProblem}</p>}
      <Link className="button button--primary" to={memberTabPath(userId, 'uploaded-videos')}>
        {t(UPLOAD_TEXT, 'upload.to_list')}
      </Link>{' '}
      <button type="button" className="button" onClick={onAnother}>
        {t(UPLOAD_TEXT, 'upload.another')}
      </button>
    </div>
  );
}

function Uploader({ userId }: { userId: number }) {
  const { limits, categories } = useFormData();
  const flow = useUploadFlow(limits);
  const { step } = flow;
  return (
    <section className="upload">
      <h1 className="page__title">{t(UPLOAD_TEXT, 'upload.title')}</h1>
      {step.name === 'choose' && (
        <>
          <DropZone onFile={flow.choose} disabled={step.checking} />
          {step.checking && <p role="status">{t(UPLOAD_TEXT, 'upload.checking')}</p>}
          <Problem text={step.problem} />
        </>
      )}
      {(step.name === 'form' || step.name === 'sending' || step.name === 'resume') && (
        <p className="upload__file">
          {t(UPLOAD_TEXT, 'upload.file', { name: step.file.name })}{' '}
          {step.name === 'form' && (
            <button type="button" className="button button--link" onClick={flow.restart}>
              {t(UPLOAD_TEXT, 'upload.change_file')}
            </button>
          )}
        </p>
      )}
      {step.name === 'form' && (
        <>
          <Problem text={step.problem} />
          <UploadForm
            categories={categories}
            limits={limits}
            values={flow.values}
            onChange={flow.setValues}
            serverErrors={step.errors}
            onSubmit={(v) => flow.send(step.file, v)}
          />
        </>
      )}
      {step.name === 'resume' && (
        <ResumeOffer
          file={step.file}
          previous={step.previous}
          onResume={() => flow.resumePrevious(step.file, step.previous)}
          onAfresh={() => flow.startAfresh(step.file)}
        />
      )}
      {step.name === 'sending' && (
        <UploadProgress
          view={step.view}
          state={step.state}
          total={step.file.size}
          controls={step.resumable ? { onCancel: flow.cancel, onPause: flow.pause, onResume: flow.resume } : { onCancel: flow.cancel }}
        />
      )}
      {step.name === 'done' && <Done userId={userId} captionsProblem={step.captionsProblem} onAnother={flow.startOver} />}
      {step.name === 'done' && <PerformerReleases videoId={step.videoId} />}
    </section>
  );
}

export default function UploadPage() {
  const { user } = useSession();
  // The server's flag when signed in; the cookie's only for a session that does not carry it.
  const cookieVerified = verified.use();
  const isVerified = user?.verified ?? cookieVerified;
  useVerifGate(user !== null, isVerified);
  if (!user)
    return <Gate text={t(UPLOAD_TEXT, 'upload.need_login')} action={t(UPLOAD_TEXT, 'upload.login')} onAction={() => openModal('Login')} />;
  if (!isVerified)
    return (
      <Gate text={t(UPLOAD_TEXT, 'upload.need_verif')} action={t(UPLOAD_TEXT, 'upload.open_verif')} onAction={() => openModal('Verif')} />
    );
  if (user.uploader_verified === false) return <NeedUploader />;
  return <Uploader userId={user.user_id} />;
}
