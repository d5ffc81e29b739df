// When a complaint (a report, a copyright notice's report, an appeal) is due: the given number of
// business days after it came in, at the same time of day. Business days are Monday to Friday in
// UTC; a complaint made on a weekend starts counting on the Monday. Public holidays are not
// skipped: they count as business days, so a due date is never later than the rule requires.
import type { AppContext } from '../context.js';
import { DAY_MS } from '../constants.js';
import { loadSettings } from '../settings/current.js';

const SATURDAY = 6;
const SUNDAY = 0;

const isBusinessDay = (ms: number): boolean => {
  const day = new Date(ms).getUTCDay();
  return day !== SATURDAY && day !== SUNDAY;
};

/** `fromMs` plus `days` business days: each calendar day forward counts when it is a weekday. */
export function addBusinessDays(fromMs: number, days: number): number {
  let at = fromMs;
  for (let left = days; left > 0;) {
    at += DAY_MS;
    if (isBusinessDay(at)) left--;
  }
  return at;
}

/** The due date of a complaint made now, by the settings in force (read afresh: an operator's
 * change applies to the next complaint, and never moves the due date of one already made). */
export async function dueNow(ctx: AppContext): Promise<string> {
  const { reportDueDays } = await loadSettings(ctx.database);
  return new Date(addBusinessDays(ctx.now(), reportDueDays)).toISOString();
}
