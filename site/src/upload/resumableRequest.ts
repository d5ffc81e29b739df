// The upload through the resumable (tus) address with tus-js-client: the file goes in chunks, a
// dropped connection is tried again by itself (the page says it is reconnecting meanwhile), Pause
// stops between bytes and Resume goes on from the server's offset, and the upload's address is
// kept in localStorage under the file's fingerprint so that the same file chosen after a reload
// goes on where it stopped. The session cookie goes with every request (same origin).
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOAD_PATH, UPLOAD_RESUME_HOURS_DEFAULT } from '@reel/api';
import { defaultOptions, DetailedError, Upload, type PreviousUpload } from 'tus-js-client';
import { RESUMABLE_RETRY_DELAYS_MS } from './constants';
import { refusalOf } from './uploadErrors';
import type { UploadOutcome } from './uploadRequest';

/** What a resumable upload may end with besides a single-request upload's outcomes: the address
 * is missing (a proxy in front does not pass it), so the single-request upload is to be used. */
export type ResumableOutcome = UploadOutcome | { kind: 'unavailable' };

export interface ResumableHandle {
  done: Promise<ResumableOutcome>;
  pause(): void;
  resume(): void;
  /** Cancel: stops and removes what the server holds. */
  abort(): void;
}

export interface ResumableEvents {
  onProgress(loaded: number, total: number): void;
  /** The connection dropped and the upload is about to try again. */
  onReconnecting(): void;
}

/** What to send: a new upload with its metadata, or one started before on this browser. */
export type ResumableSource = { metadata: Record<string, string> } | { previous: PreviousUpload };

/** Statuses at creation that say no resumable upload is served at this address. */
const NOT_SERVED = new Set([404, 405]);
/** Worth trying again: no answer (the connection dropped), an offset the server does not share
 * (409: the client asks where to go on), a lock (423), a proxy or a restarting server (502-504). */
const RETRIED = new Set([0, 409, 423, 502, 503, 504]);

const endpoint = () => new URL(RESUMABLE_UPLOAD_PATH, window.location.href).href;

const statusOf = (err: Error) => (err instanceof DetailedError ? (err.originalResponse?.getStatus() ?? 0) : 0);

function parseBody(text: string | undefined): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOfError(err: Error): ResumableOutcome {
  const status = statusOf(err);
  if (status === 0) return { kind: 'network' };
  const detailed = err as DetailedError;
  if (NOT_SERVED.has(status) && detailed.originalRequest?.getMethod() === 'POST') return { kind: 'unavailable' };
  return { kind: 'refused', refusal: refusalOf(parseBody(detailed.originalResponse?.getBody()), status) };
}

function outcomeOfSuccess(body: string, status: number): UploadOutcome {
  const answer = parseBody(body) as { error?: unknown; video_id?: unknown } | undefined;
  if (answer && !answer.error && typeof answer.video_id === 'number') return { kind: 'ok', answer: answer as { video_id: number } };
  return { kind: 'refused', refusal: refusalOf(answer, status) };
}

const HOUR_MS = 3600 * 1000;

/** Uploads started on this browser for `file` and not finished, newest first; one older than the
 * time the server keeps an unfinished upload is forgotten (it could only start again from zero). */
export async function previousUploads(file: File, now = Date.now()): Promise<PreviousUpload[]> {
  const found = await new Upload(file, { endpoint: endpoint() }).findPreviousUploads();
  const live: PreviousUpload[] = [];
  for (const previous of found) {
    if (now - Date.parse(previous.creationTime) < UPLOAD_RESUME_HOURS_DEFAULT * HOUR_MS) live.push(previous);
    else await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
  }
  return live.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
}

/** The member starts the file afresh: the uploads remembered for it are no longer offered. */
export async function forgetPreviousUploads(file: File): Promise<void> {
  for (const previous of await new Upload(file, { endpoint: endpoint() }).findPreviousUploads())
    await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
}

export function sendResumable(file: File, source: ResumableSource, events: ResumableEvents): ResumableHandle {
  let settle: (outcome: ResumableOutcome) => void = () => undefined;
  const done = new Promise<ResumableOutcome>((resolve) => (settle = resolve));
  const upload = new Upload(file, {
    endpoint: endpoint(),
    metadata: 'metadata' in source ? source.metadata : source.previous.metadata,
    chunkSize: RESUMABLE_CHUNK_BYTES,
    retryDelays: RESUMABLE_RETRY_DELAYS_MS,
    removeFingerprintOnSuccess: true,
    onProgress: events.onProgress,
    // tus-js-client's own rule also gives up while the browser says it is offline; here a dropped
    // connection is always tried again, so an upload outlives a short outage without the member.
    onShouldRetry(err) {
      const retry = RETRIED.has(statusOf(err));
      if (retry) events.onReconnecting();
      return retry;
    },
    onSuccess: ({ lastResponse }) => settle(outcomeOfSuccess(lastResponse.getBody(), lastResponse.getStatus())),
    onError: (err) => settle(outcomeOfError(err)),
  });
  if ('previous' in source) upload.resumeFromPreviousUpload(source.previous);
  upload.start();
  return {
    done,
    pause: () => void upload.abort(),
    resume: () => upload.start(),
    abort: () => {
      settle({ kind: 'aborted' });
      // Removing the server's copy may fail (offline): it then expires there.
      upload.abort(true).catch(() => undefined);
    },
  };
}
