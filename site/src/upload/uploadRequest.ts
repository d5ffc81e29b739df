// The multipart POST of an upload through XMLHttpRequest: fetch cannot report upload progress,
// XHR's upload events can, and abort() gives Cancel.
import { refusalOf, type UploadRefusal } from './uploadErrors';

export type UploadOutcome =
  | { kind: 'ok'; answer: { video_id: number; job_id?: number } }
  | { kind: 'refused'; refusal: UploadRefusal }
  | { kind: 'aborted' }
  | { kind: 'network' };

export interface UploadHandle {
  done: Promise<UploadOutcome>;
  abort(): void;
}

type XhrFactory = () => XMLHttpRequest;

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOf(xhr: XMLHttpRequest): UploadOutcome {
  const body = parseBody(xhr.responseText);
  const ok = xhr.status >= 200 && xhr.status < 300;
  const answer = body as { error?: unknown; video_id?: unknown } | undefined;
  if (ok && answer && !answer.error && typeof answer.video_id === 'number') return { kind: 'ok', answer: answer as { video_id: number } };
  return { kind: 'refused', refusal: refusalOf(body, xhr.status) };
}

/** Sends `form` to `url`; `onProgress` gets the bytes sent so far and the request's total. */
export function sendUpload(
  url: string,
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
  makeXhr: XhrFactory = () => new XMLHttpRequest(),
): UploadHandle {
  const xhr = makeXhr();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => resolve(outcomeOf(xhr));
    xhr.onerror = () => resolve({ kind: 'network' });
    xhr.onabort = () => resolve({ kind: 'aborted' });
  });
  xhr.open('POST', url);
  xhr.setRequestHeader('Accept', 'application/json');
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}
