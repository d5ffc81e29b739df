// Expired sessions are refused at lookup, and a member's own are removed when they sign in again;
// the sweeper removes the rest (members who never come back), so the table holds live sessions
// only. Every API node may run it: the delete is the same wherever it runs.
import type { AppContext } from '../context.js';

/** How often the sweeper runs, in seconds; an expired row costs nothing but its space meanwhile. */
export const SESSION_SWEEP_INTERVAL_S = 3600;

/** Deletes every session expired by `ctx.now()` (by `sessions_expires_idx`); answers how many. */
export async function sweepExpiredSessions(ctx: Pick<AppContext, 'database' | 'now'>): Promise<number> {
  const rows = await ctx.database.query<{ session_id: string }>('DELETE FROM sessions WHERE expires_at <= $1::timestamptz RETURNING session_id', [new Date(ctx.now()).toISOString()]);
  return rows.length;
}

/**
 * Sweeps now and then every `intervalS`, reporting what it removed or why it failed (a failed
 * sweep waits for the next). The timer does not keep the process alive; `stop` ends it.
 */
export function startSessionSweeper(ctx: Pick<AppContext, 'database' | 'now'>, log: (message: string) => void, intervalS = SESSION_SWEEP_INTERVAL_S): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredSessions(ctx).then(
      (removed) => {
        if (removed) log(`[sessions] removed ${removed} expired session(s)`);
      },
      (err: unknown) => log(`[sessions] sweep failed: ${err instanceof Error ? err.message : String(err)}`),
    );
  };
  sweep();
  const timer = setInterval(sweep, intervalS * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
