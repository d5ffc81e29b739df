// The upload page's steps: choose a file (checked in the browser; one whose upload was cut off
// before is offered to go on), fill the form, send it with progress (resumable: Pause, Resume,
// reconnecting by itself; Cancel aborts), then done. A refusal brings the member back to the step to fix.
import { UPLOAD_PATH } from '@reel/api';
import { useEffect, useRef, useState } from 'react';
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
import { precheckFile } from './precheck';
import { addSample, progressView, type ProgressSample, type ProgressView } from './progress';
import { previousUploads, sendResumable, type ResumableHandle, type ResumableOutcome, type ResumableSource } from './resumableRequest';
import { refusalText, type UploadRefusal } from './uploadErrors';
import { sendUpload, type UploadOutcome } from './uploadRequest';

/** `sending`: bytes flow; `paused` by the member; `reconnecting` after a dropped connection. */
export type SendingState = 'sending' | 'paused' | 'reconnecting';

export type Step =
  | { name: 'choose'; checking: boolean; problem: string | null }
  | { name: 'form'; file: File; errors: UploadErrors; problem: string | null }
  | { name: 'resume'; file: File; previous: PreviousUpload }
  | { name: 'sending'; file: File; view: ProgressView; state: SendingState; resumable: boolean }
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

/** The upload under way, for the buttons: a single-request upload can only be cancelled. */
interface Running {
  abort(): void;
  pause?(): void;
  resume?(): void;
}

/** Turns the client's progress into the sending step: percent, bytes, speed over the recent window. */
function reporter(file: File, resumable: boolean, setStep: (step: Step) => void) {
  let samples: ProgressSample[] = [];
  let total = file.size;
  let state: SendingState = 'sending';
  const show = () => setStep({ name: 'sending', file, view: progressView(samples, total), state, resumable });
  return {
    show,
    progress(loaded: number, all: number) {
      total = all;
      state = 'sending';
      samples = addSample(samples, { at: performance.now(), loaded });
      show();
    },
    /** A pause or an outage: the speed is of bytes flowing, so its window starts again after it. */
    set(next: SendingState) {
      state = next;
      const last = samples[samples.length - 1];
      samples = last ? [{ at: performance.now(), loaded: last.loaded }] : [];
      show();
    },
  };
}

type Reporter = ReturnType<typeof reporter>;

export function useUploadFlow(limits: UploadLimits) {
  const [step, setStep] = useState<Step>(START);
  const [values, setValues] = useState<UploadValues>(EMPTY_VALUES);
  const running = useRef<Running | null>(null);
  // Leaving the page stops an upload under way; a resumable one stays on the server to go on later.
  useEffect(
    () => () => {
      const current = running.current;
      if (current?.pause) current.pause();
      else current?.abort();
    },
    [],
  );

  const choose = async (file: File) => {
    setStep({ name: 'choose', checking: true, problem: null });
    const code = await precheckFile(file, limits.maxBytes);
    if (code) return setStep({ name: 'choose', checking: false, problem: refusalText({ code }) });
    const [previous] = await previousUploads(file).catch(() => []);
    setStep(previous ? { name: 'resume', file, previous } : { name: 'form', file, errors: {}, problem: null });
  };

  const single = (file: File, filled: UploadValues, rep: Reporter): Promise<UploadOutcome> => {
    const handle = sendUpload(UPLOAD_PATH, uploadFormData(filled, file), rep.progress);
    running.current = handle;
    return handle.done;
  };

  const resumable = (file: File, source: ResumableSource, rep: Reporter): Promise<ResumableOutcome> => {
    const handle: ResumableHandle = sendResumable(file, source, {
      onProgress: rep.progress,
      onReconnecting: () => rep.set('reconnecting'),
    });
    running.current = {
      abort: handle.abort,
      pause: () => {
        handle.pause();
        rep.set('paused');
      },
      resume: () => {
        rep.set('sending');
        handle.resume();
      },
    };
    return handle.done;
  };

  const finish = (file: File, outcome: ResumableOutcome) => {
    running.current = null;
    // The server no longer counts the affidavit as accepted: the page's gate asks for it again.
    if (outcome.kind === 'refused' && outcome.refusal.code === 'not_verified') forgetVerified();
    setStep(afterOutcome(file, outcome.kind === 'unavailable' ? { kind: 'network' } : outcome));
  };

  // A captions file cannot ride in a resumable upload's metadata: with one the upload goes in a
  // single request, which refuses the whole upload when the captions are bad. So does an upload
  // where the resumable address is not served (a proxy in front that does not pass it).
  const send = async (file: File, filled: UploadValues) => {
    const rep = reporter(file, !filled.captions, setStep);
    rep.show();
    let outcome: ResumableOutcome = filled.captions
      ? await single(file, filled, rep)
      : await resumable(file, { metadata: resumableMetadata(filled, file) }, rep);
    if (outcome.kind === 'unavailable') {
      const fallback = reporter(file, false, setStep);
      fallback.show();
      outcome = await single(file, filled, fallback);
    }
    finish(file, outcome);
  };

  const resumePrevious = async (file: File, previous: PreviousUpload) => {
    const rep = reporter(file, true, setStep);
    rep.show();
    finish(file, await resumable(file, { previous }, rep));
  };

  return {
    step,
    values,
    setValues,
    choose: (file: File) => void choose(file),
    send: (file: File, filled: UploadValues) => void send(file, filled),
    resumePrevious: (file: File, previous: PreviousUpload) => void resumePrevious(file, previous),
    startAfresh: (file: File) => setStep({ name: 'form', file, errors: {}, problem: null }),
    cancel: () => running.current?.abort(),
    pause: () => running.current?.pause?.(),
    resume: () => running.current?.resume?.(),
    restart: () => setStep(START),
    startOver: () => {
      setValues(EMPTY_VALUES);
      setStep(START);
    },
  };
}
