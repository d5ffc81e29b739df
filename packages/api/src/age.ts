// The age gate's wire: what the site learns of the visitor's place and the providers to pick, and
// the results a check ends with, each shown on its own page.
import type { AgeMode } from './settings.js';

/** How a check with a provider ended: passed, under 18, refused by the visitor, the provider not
 * answering, or a callback that was not ours to take (tampered, replayed, expired). */
export const AGE_RESULTS = ['verified', 'under_age', 'refused', 'unreachable', 'failed'] as const;
export type AgeResult = (typeof AGE_RESULTS)[number];

export interface AgeGateAnswer {
  /** The check the visitor's place asks for. */
  mode: AgeMode;
  /** Whether that check is behind the visitor (a live proof, on this device or the account). */
  passed: boolean;
  /** The providers to pick from, when the mode is `verify`. */
  providers: { id: string; name: string }[];
}

/** The cookie (readable by the page) naming the check the visitor's place asks for. */
export const AGE_MODE_COOKIE = 'agemode';
