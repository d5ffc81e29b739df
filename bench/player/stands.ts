// The player benchmark's measures, each a ratio to its bare baseline with a target: how one run's
// rounds become pairs (a kind's time beside its baseline's in the same round), and the table that
// reads them against their targets. bench/player/index.ts writes one run's; runs.ts pools runs.
import { table } from '../results.js';
import { interval, median, ratio, ratioOfMediansInterval, SAME_PAGE, targetReading } from '../stats.js';
import type { FirstFrameResult, FirstFrameRound, Kind } from './firstframe.js';

export type Pairs = [number, number][];

/** The targets, as ratios to the bare baseline: a first frame within 5 % of a bare `<video>`, an
 * HLS one within 10 % of bare hls.js. */
export const MP4_TARGET = 1.05;
export const HLS_TARGET = 1.1;

export interface Stand {
  label: string;
  pairs: Pairs;
  /** The largest ratio the target allows (1 for the same page twice: no difference at all); null
   * for a measure that parts a target's ratio into its shares and has none of its own. */
  target: number | null;
}

export const ratioOfMedians = (pairs: Pairs): string => ratio(median(pairs.map((p) => p[0])) / median(pairs.map((p) => p[1])));
export const spread = (pairs: Pairs): string => interval(ratioOfMediansInterval(pairs));
export const targetCell = (target: number | null): string => (target === null ? '–' : target === SAME_PAGE ? '1' : `≤ ${ratio(target)}`);
export const readingOf = (bounds: [number, number], target: number | null): string =>
  target === null ? 'a share of the above' : targetReading(bounds, target);

/** One line per measure: the run's ratio, its interval and its target. A target below the interval
 * is missed; one above it is met; one inside it cannot be told from the run's noise. */
export function standTable(stands: Stand[]): string {
  const rows = stands.map(({ label, pairs, target }) => {
    const [lo, hi] = ratioOfMediansInterval(pairs);
    return [label, ratioOfMedians(pairs), interval([lo, hi]), targetCell(target), readingOf([lo, hi], target)];
  });
  return table(['measure', 'ratio of the medians', '95 % interval', 'target', 'reading'], rows, ['l', 'r', 'r', 'r', 'l']);
}

// The mp4 baseline: the mean of the round's two bare showings. They run at two places in the round,
// so their mean carries half the noise of one showing and leans on neither place in the order.
export const BARE_BOTH = 'bare-both';
export const BARE_BOTH_HEAD = 'bare `<video>`, mean of its two showings';
/** A kind, or the bare `<video>` as both its showings give it. */
export type Side = Kind | typeof BARE_BOTH;

export const sideMs = (r: FirstFrameRound, side: Side, field: 'ms' | 'callbackMs' = 'ms'): number =>
  side === BARE_BOTH ? (r.samples['bare-video'][field] + r.samples['bare-video-again'][field]) / 2 : r.samples[side][field];
// A saved run from before a kind was added has no sample of it: its rounds give no pair.
const has = (r: FirstFrameRound, side: Side): boolean =>
  side === BARE_BOTH ? has(r, 'bare-video') && has(r, 'bare-video-again') : r.samples[side] !== undefined;
const roundsWith = (result: Pick<FirstFrameResult, 'rounds'>, a: Side, b: Side) => result.rounds.filter((r) => has(r, a) && has(r, b));
export const framePairs = (result: Pick<FirstFrameResult, 'rounds'>, a: Side, b: Side): Pairs =>
  roundsWith(result, a, b).map((r) => [sideMs(r, a), sideMs(r, b)]);
/** The file-call kind's time less its call's own (asking to the parsed answer) against `b`'s: what
 * the player spends that a page which already holds the address does not have to. */
const withoutCallPairs = (result: Pick<FirstFrameResult, 'rounds'>, a: Kind, b: Side): Pairs =>
  roundsWith(result, a, b).map((r) => [r.samples[a].ms - (r.samples[a].fileCallMs ?? Number.NaN), sideMs(r, b)]);

/** Every measure of player/firstframe, in the order its tables give them. */
export function firstFrameStands(result: Pick<FirstFrameResult, 'rounds'>): Stand[] {
  return [
    {
      label: 'mp4: `createPlayer` with `sources` ÷ bare `<video>`',
      pairs: framePairs(result, 'player-mp4-src', BARE_BOTH),
      target: MP4_TARGET,
    },
    {
      label: 'mp4: `createPlayer`, list in the page ÷ bare `<video>`',
      pairs: framePairs(result, 'player-mp4-files', BARE_BOTH),
      target: MP4_TARGET,
    },
    { label: 'mp4: `createPlayer` + file call ÷ bare `<video>`', pairs: framePairs(result, 'player-mp4', BARE_BOTH), target: MP4_TARGET },
    {
      label: 'mp4: `createPlayer` + file call, less the call’s own time ÷ bare `<video>`',
      pairs: withoutCallPairs(result, 'player-mp4', BARE_BOTH),
      target: MP4_TARGET,
    },
    {
      label: 'mp4, the box alone: bare `<video>` in the player’s box (its stage CSS, none of its script) ÷ bare `<video>`',
      pairs: framePairs(result, 'bare-video-boxed', BARE_BOTH),
      target: null,
    },
    {
      label: 'mp4, the script alone: `createPlayer` with `sources` ÷ bare `<video>` in the player’s box',
      pairs: framePairs(result, 'player-mp4-src', 'bare-video-boxed'),
      target: null,
    },
    {
      label: 'HLS: `createPlayer`, list in the page ÷ bare hls.js',
      pairs: framePairs(result, 'player-hls-files', 'bare-hls'),
      target: HLS_TARGET,
    },
    { label: 'HLS: `createPlayer` + file call ÷ bare hls.js', pairs: framePairs(result, 'player-hls', 'bare-hls'), target: HLS_TARGET },
    {
      label: 'bare `<video>` again ÷ bare `<video>` (the same page twice)',
      pairs: framePairs(result, 'bare-video-again', 'bare-video'),
      target: SAME_PAGE,
    },
  ];
}
