// A console page's data: asked for when the page opens and again when its key (the address's
// filters) changes; the page may replace it with an action's answer or ask again.
import { useCallback, useEffect, useState } from 'react';
import { AdminCallError } from './api';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; code: string } | { state: 'ready'; data: T };

export interface AdminData<T> {
  loaded: Loaded<T>;
  /** Replaces the data with what an action answered. */
  set: (update: (data: T) => T) => void;
  reload: () => void;
}

interface Request<T> {
  key: string;
  load: () => Promise<T>;
}

const LOADING = { state: 'loading' } as const;

export function useAdminData<T>(key: string, load: () => Promise<T>): AdminData<T> {
  // `load` is a new function on every render; the key says when it asks for something else. Each
  // request is its own object, so an answer is shown only while its request is the current one.
  const [request, setRequest] = useState<Request<T>>({ key, load });
  if (request.key !== key) setRequest({ key, load });
  const [result, setResult] = useState<{ request: Request<T>; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    let live = true;
    request.load().then(
      (data) => live && setResult({ request, loaded: { state: 'ready', data } }),
      (err: unknown) =>
        live && setResult({ request, loaded: { state: 'failed', code: err instanceof AdminCallError ? err.code : 'system_error' } }),
    );
    return () => {
      live = false;
    };
  }, [request]);
  const set = useCallback(
    (update: (data: T) => T) =>
      setResult((prev) =>
        prev?.loaded.state === 'ready' ? { ...prev, loaded: { state: 'ready', data: update(prev.loaded.data) } } : prev,
      ),
    [],
  );
  const reload = useCallback(() => setRequest((prev) => ({ ...prev })), []);
  return { loaded: result && result.request === request ? result.loaded : LOADING, set, reload };
}
