// The console's small building blocks: status chips, the pager, the loading and failure states of a
// page, and the outcome line of an action.
import { adminPagePath } from '@reel/api/pages';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { AdminCallError } from './api';
import { ADMIN_PAGE_SIZE } from './constants';
import { errorText } from './format';
import { withQuery } from './paths';
import type { Loaded } from './useAdminData';

export type Tone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

export function Chip({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`admin-chip admin-chip--${tone}`}>{children}</span>;
}

/** The page's data once loaded; until then a status line, and on failure the reason with a retry. */
export function LoadState<T>({ loaded, reload, children }: { loaded: Loaded<T>; reload: () => void; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading')
    return (
      <p className="admin-muted" role="status">
        {t(ADMIN_TEXT, 'admin.loading')}
      </p>
    );
  if (loaded.state === 'failed')
    return (
      <div className="admin-failed" role="alert">
        <p>{loaded.code === 'network' ? errorText('network') : t(ADMIN_TEXT, 'admin.failed', { code: loaded.code })}</p>
        <button type="button" className="admin-button" onClick={reload}>
          {t(ADMIN_TEXT, 'admin.retry')}
        </button>
      </div>
    );
  return <>{children(loaded.data)}</>;
}

/** Previous and next links around "Page n of m", keeping the page's other query values. */
export function Pager({ page, total, path, query = {} }: { page: number; total: number; path: string; query?: Record<string, string> }) {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  if (pages <= 1) return <p className="admin-muted">{t(ADMIN_TEXT, 'admin.total', { count: total })}</p>;
  return (
    <nav className="admin-pager" aria-label={t(ADMIN_TEXT, 'admin.pager')}>
      {page > 1 && (
        <Link className="admin-button" to={withQuery(path, { ...query, page: page - 1 })}>
          {t(ADMIN_TEXT, 'admin.previous')}
        </Link>
      )}
      <span>{t(ADMIN_TEXT, 'admin.page_of', { page, pages })}</span>
      {page < pages && (
        <Link className="admin-button" to={withQuery(path, { ...query, page: page + 1 })}>
          {t(ADMIN_TEXT, 'admin.next')}
        </Link>
      )}
      <span className="admin-muted">{t(ADMIN_TEXT, 'admin.total', { count: total })}</span>
    </nav>
  );
}

/** The page number of the address's query: a whole number from 1, else 1. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export interface Outcome {
  tone: 'ok' | 'error';
  text: string;
}

/** One action at a time: busy while it runs, then the words of its outcome. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(async <R,>(call: () => Promise<R>, done: (answer: R) => string): Promise<R | null> => {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await call();
      setOutcome({ tone: 'ok', text: done(answer) });
      return answer;
    } catch (err) {
      setOutcome({ tone: 'error', text: errorText(err instanceof AdminCallError ? err.code : 'system_error') });
      return null;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, outcome, run, setOutcome };
}

/** The outcome line of the last action: read out politely when it worked, at once when it failed. */
export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <div className="admin-outcome" role={outcome?.tone === 'error' ? 'alert' : 'status'}>
      {outcome && <p className={`admin-outcome__text admin-outcome__text--${outcome.tone}`}>{outcome.text}</p>}
    </div>
  );
}

/** A labelled value of a record. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An address of the console's shape naming nothing it knows (a report target, a catalogue list). */
export function NotFoundHere() {
  return (
    <section className="admin-page">
      <h1>{t(ADMIN_TEXT, 'admin.not_found')}</h1>
      <Link to={adminPagePath('admin')}>{t(ADMIN_TEXT, 'admin.nav.home')}</Link>
    </section>
  );
}
