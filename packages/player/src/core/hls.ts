// When Reel serves a video as HLS: the player's copy of the contract's rule (site/src/playerContract.test.ts).
import { HLS_THRESHOLD_S } from '../constants.js';

/** Strictly longer than the threshold: a video of exactly 1800 s is still a plain file. */
export function usesHls(durationS: number): boolean {
  return Number.isFinite(durationS) && durationS > HLS_THRESHOLD_S;
}
