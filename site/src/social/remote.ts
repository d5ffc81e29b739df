// The social calls' plumbing: the code of a refusal, and data a page loads after it is shown (the
// member pages are routed as plain components, without a loader of their own).
import { ApiRequestError, BadInput, isApiError, type Answer } from '@reel/api/endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Said when the request never got an answer (offline, server down). */
export const NETWORK_ERROR = 'network_error';
/** The server's word for a list the member may not see (403 no_permission, docs/social.md). */
export const NO_PERMISSION = 'no_permission';

/** The server's code of a refusal: from a 4xx body, an `{error, code}` answer, a value the table's
 * parsers refused before it was sent (the code the server would answer), else a network failure. */
export function errorCode(err: unknown): string {
  if (err instanceof BadInput) return err.code;
  if (err instanceof ApiRequestError) return isApiError(err.body) ? err.body.code : `status_${err.status}`;
  return NETWORK_ERROR;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: string };

/** A call's answer or its refusal code; `{error: true}` answers with status 200 are refusals too. */
export async function outcome<T>(call: () => Promise<Answer<T>>): Promise<Outcome<T>> {
  try {
    const value = await call();
    if (isApiError(value)) return { ok: false, code: value.code };
    return { ok: true, value: value as T };
  } catch (err) {
    return { ok: false, code: errorCode(err) };
  }
}

export type Remote<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'denied' } | { state: 'failed'; code: string };

/**
 * Loads `load()` whenever `key` changes and again on `reload()`; an answer for an older key is
 * dropped, so paging quickly never shows the wrong page.
 */
export function useRemote<T>(load: () => Promise<Answer<T>>, key: string): [Remote<T>, () => void] {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const shownKey = useRef(key);
  useEffect(() => {
    let live = true;
    // Another page or list shows the loading state; a reload of the same one keeps what is shown.
    if (shownKey.current !== key) setRemote({ state: 'loading' });
    shownKey.current = key;
    void outcome(load).then((result) => {
      if (!live) return;
      if (result.ok) setRemote({ state: 'ready', value: result.value });
      else setRemote(result.code === NO_PERMISSION ? { state: 'denied' } : { state: 'failed', code: result.code });
    });
    return () => {
      live = false;
    };
    // `load` is a new function on every render; the key says when the data it names changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [remote, reload];
}
