// The upload page's steps: choose a file (checked in the browser; one whose upload was cut off
// before is offered to go on), fill the form, send it with progress (resumable: Pause, Resume,
// reconnecting by itself; Cancel aborts), then done. A refusal brings the member back to the step to fix.
import { useState } from 'react';
import type { PreviousUpload } from 'tus-js-client';
import { currentSession, setSession } from '../shell/session';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import {
  EMPTY_VALUES,
  resumableMetadata,
  uploadFormData,
  type UploadErrors,
  type UploadField,
  type UploadLimits,
  type UploadValues,
} from './formRules';
import { sendCaptions } from './captionsRequest';
import { precheckFile } from './precheck';
import { forgetPreviousUploads, previousUploads, type ResumableOutcome } from './resumableRequest';
import { refusalText, type UploadRefusal } from './uploadErrors';
import type { UploadOutcome } from './uploadRequest';
import { useSending, type Sending } from './useSending';

export type Step =
  | { name: 'choose'; checking: boolean; problem: string | null }
  | { name: 'form'; file: File; errors: UploadErrors; problem: string | null }
  | { name: 'resume'; file: File; previous: PreviousUpload }
  | ({ name: 'sending'; file: File } & Sending)
  /** `captionsProblem`: the video is in, but the captions sent after it were not attached (why). */
  | { name: 'done'; videoId: number; captionsProblem: string | null };

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
      return { name: 'done', videoId: outcome.answer.video_id, captionsProblem: null };
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
  const sending = useSending((file, shown) => setStep({ name: 'sending', file, ...shown }));

  const choose = async (file: File) => {
    setStep({ name: 'choose', checking: true, problem: null });
    const code = await precheckFile(file, limits.maxBytes);
    if (code) return setStep({ name: 'choose', checking: false, problem: refusalText({ code }) });
    const [previous] = await previousUploads(file).catch(() => []);
    setStep(previous ? { name: 'resume', file, previous } : { name: 'form', file, errors: {}, problem: null });
  };

  const finish = (file: File, outcome: ResumableOutcome) => {
    sending.stop();
    // The server no longer counts the affidavit as accepted: the page's gate asks for it again.
    if (outcome.kind === 'refused' && outcome.refusal.code === 'not_verified') forgetVerified();
    setStep(afterOutcome(file, outcome.kind === 'unavailable' ? { kind: 'network' } : outcome));
  };

  // The video goes through the resumable address, and a captions file after it, attached to the new
  // video by its id (the metadata carries only text). Where that address is not served (a proxy in
  // front that does not pass it) the upload goes in a single request, captions and all.
  const send = async (file: File, filled: UploadValues) => {
    const outcome = await sending.resumable(file, { metadata: resumableMetadata(filled, file) });
    if (outcome.kind === 'unavailable') return finish(file, await sending.single(file, uploadFormData(filled, file)));
    if (outcome.kind !== 'ok' || !filled.captions) return finish(file, outcome);
    const done = await withCaptions(outcome.answer.video_id, filled);
    finish(file, outcome);
    setStep(done);
  };

  /** The done step once the captions were sent: with the reason when they were not attached. */
  const withCaptions = async (videoId: number, filled: UploadValues): Promise<Step> => {
    const sent = await sendCaptions(videoId, filled);
    const reason = sent.kind === 'ok' ? null : sent.kind === 'network' ? t(UPLOAD_TEXT, 'upload.er.network') : refusalText(sent.refusal);
    return { name: 'done', videoId, captionsProblem: reason && t(UPLOAD_TEXT, 'upload.captions_failed', { reason }) };
  };

  const resumePrevious = async (file: File, previous: PreviousUpload) => {
    finish(file, await sending.resumable(file, { previous }));
  };

  return {
    step,
    values,
    setValues,
    choose: (file: File) => void choose(file),
    send: (file: File, filled: UploadValues) => void send(file, filled),
    resumePrevious: (file: File, previous: PreviousUpload) => void resumePrevious(file, previous),
    startAfresh: (file: File) => {
      void forgetPreviousUploads(file).catch(() => undefined);
      setStep({ name: 'form', file, errors: {}, problem: null });
    },
    ...sending.controls,
    restart: () => setStep(START),
    startOver: () => {
      setValues(EMPTY_VALUES);
      setStep(START);
    },
  };
}
