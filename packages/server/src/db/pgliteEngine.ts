// The embedded engine behind the server's database: one PGlite instance, replaced by a new one
// opened from the same folder when its backend ends. A PostgreSQL backend ends on a FATAL or PANIC
// error (a full disk while it writes its log, a session time-out); PGlite's then is gone for good
// and would fail every later statement. The statement that met the end fails; the engine reopens
// the folder, where PostgreSQL's own recovery replays the log of what was committed, and the
// statements after it, those already sent to the ended instance included, run on the new one.
// A throwaway in-memory engine has nothing to reopen: its statements fail from then on.
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** A statement met the end of the embedded engine's backend; the engine is being reopened. */
export class BackendEndedError extends Error {
  constructor(cause: unknown) {
    super(`the embedded database's backend ended (${describeEnd(cause)})`, { cause });
    this.name = 'BackendEndedError';
  }
}

/** Whether PGlite threw because its backend ended: the WebAssembly program's exit or trap, which
 * are not PostgreSQL's own errors (those arrive as DatabaseError and leave the backend running). */
export function backendEnded(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  // WebAssembly.RuntimeError, by its constructor's name: the server's type library has no WebAssembly.
  return (err as { name?: unknown }).name === 'ExitStatus' || (err instanceof Error && err.constructor.name === 'RuntimeError');
}

function describeEnd(err: unknown): string {
  const { name, message } = (err ?? {}) as { name?: unknown; message?: unknown };
  return `${String(name ?? 'unknown')}: ${String(message ?? err)}`;
}

/**
 * What the server and its query builder use of PGlite, run on the engine's current instance.
 * A class, not a plain object, so that the query builder takes it as its client and not as its
 * configuration.
 */
export class PgliteEngine {
  #current: PGlite;
  /** The current instance's backend ended and it is not replaced yet. */
  #ended = false;
  #reopening: Promise<void> | undefined;

  /** `reopen` opens the same folder again; without it (an in-memory engine) an ended backend only fails. */
  constructor(
    first: PGlite,
    private readonly reopen?: () => Promise<PGlite>,
  ) {
    this.#current = first;
  }

  get closed(): boolean {
    return this.#current.closed;
  }

  query<T>(text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) {
    return this.#run((c) => c.query<T>(text, params, options));
  }

  exec(text: string) {
    return this.#run((c) => c.exec(text));
  }

  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#run((c) => c.transaction(fn));
  }

  dumpDataDir(compression: 'gzip') {
    return this.#run((c) => c.dumpDataDir(compression));
  }

  async close(): Promise<void> {
    await this.#reopening?.catch(() => undefined);
    if (!this.#current.closed) await this.#current.close();
  }

  async #run<R>(op: (client: PGlite) => Promise<R>): Promise<R> {
    // An instance whose backend ended, and which the last attempt could not replace, is replaced now.
    if (this.#ended && !this.#reopening) this.#replace();
    if (this.#reopening) await this.#reopening;
    const client = this.#current;
    try {
      return await op(client);
    } catch (err) {
      if (!backendEnded(err)) throw err;
      const first = client === this.#current && !this.#ended;
      // A statement sent to an instance that had already ended never ran: it runs on the new one.
      if (!first && this.reopen) return this.#run(op);
      if (first) {
        console.error(`[db] ${new BackendEndedError(err).message}`);
        this.#ended = true;
        this.#replace();
      }
      throw new BackendEndedError(err);
    }
  }

  /** Opens the folder again, once for however many statements met the same ended instance. */
  #replace(): void {
    const reopen = this.reopen;
    if (!reopen) return;
    const ended = this.#current;
    this.#reopening = (async () => {
      await ended.close().catch(() => undefined);
      this.#current = await reopen();
      this.#ended = false;
      console.error('[db] the embedded database is open again');
    })().finally(() => {
      this.#reopening = undefined;
    });
    // Statements that wait for it hear a failure; none may be waiting yet.
    this.#reopening.catch((err: unknown) => console.error(`[db] the embedded database could not be opened again: ${describeEnd(err)}`));
  }
}
