// The upload under way: the resumable one (tus) with Pause and Resume, or a single request, which
// can only be cancelled; each reported as percent, bytes, speed over the recent window and state.
import { UPLOAD_PATH } from '@reel/api';
import { useEffect, useRef } from 'react';
import { addSample, progressView, type ProgressSample, type ProgressView } from './progress';
import { sendResumable, type ResumableOutcome, type ResumableSource } from './resumableRequest';
import { sendUpload, type UploadOutcome } from './uploadRequest';

/** `sending`: bytes flow; `paused` by the member; `reconnecting` after a dropped connection. */
export type SendingState = 'sending' | 'paused' | 'reconnecting';

export interface Sending {
  view: ProgressView;
  state: SendingState;
  /** Whether Pause and Resume apply. */
  resumable: boolean;
}

interface Running {
  abort(): void;
  pause?(): void;
  resume?(): void;
}

/** Turns the client's progress into what is shown. */
function reporter(resumable: boolean, total: number, show: (shown: Sending) => void) {
  let samples: ProgressSample[] = [];
  let state: SendingState = 'sending';
  const render = () => show({ view: progressView(samples, total), state, resumable });
  render();
  return {
    progress(loaded: number, all: number) {
      total = all;
      state = 'sending';
      samples = addSample(samples, { at: performance.now(), loaded });
      render();
    },
    /** A pause or an outage: the speed is of bytes flowing, so its window starts again after it. */
    set(next: SendingState) {
      state = next;
      const last = samples[samples.length - 1];
      samples = last ? [{ at: performance.now(), loaded: last.loaded }] : [];
      render();
    },
  };
}

export function useSending(show: (file: File, shown: Sending) => void) {
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

  const single = (file: File, form: FormData): Promise<UploadOutcome> => {
    const rep = reporter(false, file.size, (shown) => show(file, shown));
    const handle = sendUpload(UPLOAD_PATH, form, rep.progress);
    running.current = handle;
    return handle.done;
  };

  const resumable = (file: File, source: ResumableSource): Promise<ResumableOutcome> => {
    const rep = reporter(true, file.size, (shown) => show(file, shown));
    const handle = sendResumable(file, source, { onProgress: rep.progress, onReconnecting: () => rep.set('reconnecting') });
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

  return {
    single,
    resumable,
    stop: () => (running.current = null),
    controls: {
      cancel: () => running.current?.abort(),
      pause: () => running.current?.pause?.(),
      resume: () => running.current?.resume?.(),
    },
  };
}
