// Expired sessions are refused at lookup and a member's own are removed when they sign in again;
// finished limit windows are restarted by the next attempt; expired password reset tokens are
// refused and a member's own are replaced by the next request; an expired age proof no longer counts
// and is replaced by the member's next check. The sweeper removes the rest (members who never come
// back, addresses that never try again, links never opened, proofs never renewed), so these tables
// hold live rows only. Every
// API node may run it: the deletes are the same wherever they run.
import type { AppContext } from '../context.js';
import { deleteExpiredAgeProofs } from '../queries/ageProofs.js';
import { deleteExpiredResetTokens } from '../queries/resetTokens.js';
import { deleteExpiredSessions } from '../queries/sessions.js';
import { sweepUploads, type UploadSweepConfig } from '../upload/sweep.js';
import { sweepExpiredCounts } from '../auth/limits.js';
import { repeatEvery } from './repeat.js';

/** How often the sweeper runs, in seconds; an expired row costs nothing but its space meanwhile. */
export const SWEEP_INTERVAL_S = 3600;

type Clocked = Pick<AppContext, 'database' | 'now'> & { config?: UploadSweepConfig };

/** Deletes every session expired by `ctx.now()` (by `sessions_expires_idx`); answers how many. */
export async function sweepExpiredSessions(ctx: Clocked): Promise<number> {
  return deleteExpiredSessions(ctx.database, new Date(ctx.now()).toISOString());
}

/** Deletes every password reset token expired by `ctx.now()`, used or not; answers how many. */
export async function sweepExpiredResetTokens(ctx: Clocked): Promise<number> {
  return deleteExpiredResetTokens(ctx.database, new Date(ctx.now()).toISOString());
}

/** Deletes every age proof expired by `ctx.now()`: it no longer admits, and it is personal data. */
export async function sweepExpiredAgeProofs(ctx: Clocked): Promise<number> {
  return deleteExpiredAgeProofs(ctx.database, new Date(ctx.now()).toISOString());
}

/**
 * Sweeps now and then every `intervalS`, reporting what it removed or why it failed (a failed
 * sweep waits for the next). The timer does not keep the process alive; `stop` ends it.
 */
export function startSweeper(ctx: Clocked, log: (message: string) => void, intervalS = SWEEP_INTERVAL_S): { stop: () => Promise<void> } {
  const { config } = ctx;
  return repeatEvery(intervalS, () => {
    const uploads = config ? sweepUploads({ ...ctx, config }) : Promise.resolve(null);
    const rows = [sweepExpiredSessions(ctx), sweepExpiredCounts(ctx), sweepExpiredResetTokens(ctx), sweepExpiredAgeProofs(ctx)] as const;
    return Promise.all([...rows, uploads]).then(
      ([sessions, counts, resetTokens, ageProofs, files]) => {
        if (sessions || counts || resetTokens || ageProofs)
          log(
            `[sweeper] removed ${sessions} expired session(s), ${counts} finished limit window(s), ${resetTokens} expired password reset token(s) and ${ageProofs} expired age proof(s)`,
          );
        if (files && (files.incoming || files.resumable || files.partial || files.failedSources || files.rejected)) {
          log(
            `[sweeper] removed ${files.incoming} partial upload(s), ${files.resumable} expired resumable upload(s), ${files.partial} unfinished media folder(s), ${files.failedSources} failed upload source(s) and the files of ${files.rejected} rejected upload(s)`,
          );
        }
      },
      (err: unknown) => log(`[sweeper] failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  });
}
