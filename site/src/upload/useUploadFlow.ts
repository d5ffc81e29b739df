// The upload page's steps: choose a file (checked in the browser), fill the form, send it with
// progress (Cancel aborts), then done. A refusal brings the member back to the step to fix.
import { UPLOAD_PATH } from '@reel/api';
import { useEffect, useRef, useState } from 'react';
import { currentSession, setSession } from '../shell/session';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { EMPTY_VALUES, uploadFormData, type UploadErrors, type UploadField, type UploadLimits, type UploadValues } from './formRules';
import { precheckFile } from './precheck';
import { addSample, progressView, type ProgressSample, type ProgressView } from './progress';
import { refusalText, type UploadRefusal } from './uploadErrors';
import { sendUpload, type UploadHandle, type UploadOutcome } from './uploadRequest';

export type Step =
  | { name: 'choose'; checking: boolean; problem: string | null }
  | { name: 'form'; file: File; errors: UploadErrors; problem: string | null }
  | { name: 'sending'; file: File; view: ProgressView }
  | { name: 'done'; videoId: number };

function forgetVerified(): void {
  const session = currentSession();
  if (session.user) setSession({ ...session, user: { ...session.user, verified: false } });
}

const FORM_FIELDS: readonly string[] = [
  'title',
  'description',
  'categories',
  'models',
  'tags',
  'captions',
  'captions_srclang',
  'captions_label',
] satisfies UploadField[];
const START: Step = { name: 'choose', checking: false, problem: null };

/** Where a refusal goes: under its form field, or above the form (the file's own and the rest). */
function afterRefusal(file: File, refusal: UploadRefusal): Step {
  if (refusal.field && FORM_FIELDS.includes(refusal.field))
    return { name: 'form', file, errors: { [refusal.field]: refusal }, problem: null };
  return { name: 'form', file, errors: {}, problem: refusalText(refusal) };
}

function afterOutcome(file: File, outcome: UploadOutcome): Step {
  switch (outcome.kind) {
    case 'ok':
      return { name: 'done', videoId: outcome.answer.video_id };
    case 'aborted':
      return { name: 'form', file, errors: {}, problem: t(UPLOAD_TEXT, 'upload.cancelled') };
    case 'network':
      return { name: 'form', file, errors: {}, problem: t(UPLOAD_TEXT, 'upload.er.network') };
    case 'refused':
      return afterRefusal(file, outcome.refusal);
  }
}

export function useUploadFlow(limits: UploadLimits) {
  const [step, setStep] = useState<Step>(START);
  const [values, setValues] = useState<UploadValues>(EMPTY_VALUES);
  const request = useRef<UploadHandle | null>(null);
  // Leaving the page stops an upload under way.
  useEffect(() => () => request.current?.abort(), []);

  const choose = async (file: File) => {
    setStep({ name: 'choose', checking: true, problem: null });
    const code = await precheckFile(file, limits.maxBytes);
    setStep(code ? { name: 'choose', checking: false, problem: refusalText({ code }) } : { name: 'form', file, errors: {}, problem: null });
  };

  const send = async (file: File, filled: UploadValues) => {
    let samples: ProgressSample[] = [];
    setStep({ name: 'sending', file, view: progressView([], file.size) });
    const handle = sendUpload(UPLOAD_PATH, uploadFormData(filled, file), (loaded, total) => {
      samples = addSample(samples, { at: performance.now(), loaded });
      setStep({ name: 'sending', file, view: progressView(samples, total) });
    });
    request.current = handle;
    const outcome = await handle.done;
    request.current = null;
    // The server no longer counts the affidavit as accepted: the page's gate asks for it again.
    if (outcome.kind === 'refused' && outcome.refusal.code === 'not_verified') forgetVerified();
    setStep(afterOutcome(file, outcome));
  };

  return {
    step,
    values,
    setValues,
    choose: (file: File) => void choose(file),
    send: (file: File, filled: UploadValues) => void send(file, filled),
    cancel: () => request.current?.abort(),
    restart: () => setStep(START),
    startOver: () => {
      setValues(EMPTY_VALUES);
      setStep(START);
    },
  };
}
