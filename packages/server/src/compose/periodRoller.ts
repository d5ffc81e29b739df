// The day's recount of the period views (queries/periodViews.ts), tried now and then every
// PERIOD_ROLL_INTERVAL_S: until it has run on a new day, the most-viewed-week and -day lists sum
// the day rows, which answers the same but costs a sum per request. Every API node may run it: a
// row already counted for the day is passed over, and a run on a day already named does nothing.
import type { AppContext } from '../context.js';
import { rollPeriodViews } from '../queries/periodViews.js';
import { repeatEvery } from './repeat.js';

/** How often a node checks that the period views count the current day, in seconds. */
export const PERIOD_ROLL_INTERVAL_S = 60;

export function startPeriodRoller(
  ctx: Pick<AppContext, 'database' | 'now'>,
  log: (message: string) => void,
  intervalS = PERIOD_ROLL_INTERVAL_S,
): { stop: () => Promise<void> } {
  return repeatEvery(intervalS, () =>
    rollPeriodViews(ctx.database, ctx.now()).then(
      (rows) => {
        if (rows !== null) log(`[period views] counted ${rows} video(s) again for the day`);
      },
      (err: unknown) => log(`[period views] failed: ${err instanceof Error ? err.message : String(err)}`),
    ),
  );
}
