// When the related list opens by itself: the rule the player's core needs at once. The carousel's
// scrolling (carousel.ts) is only for the list, a lazy chunk, so the two live apart: a module the
// core imports is part of the core's download whole.
import { RELATED_MIN_WIDTH_PX } from '../constants.js';

export type RelatedReason = 'pause' | 'end' | 'toggle';

export interface RelatedOpenInput {
  reason: RelatedReason;
  embed: boolean;
  /** A page-defined mode that also opens the list at the end. */
  specialMode?: boolean;
  widthPx: number;
}

/** Pause opens it in embed mode only; the end in embed or special mode; the toggle always; never at ≤ 420 px. */
export function shouldOpenRelated({ reason, embed, specialMode = false, widthPx }: RelatedOpenInput): boolean {
  if (!(widthPx > RELATED_MIN_WIDTH_PX)) return false;
  if (reason === 'pause') return embed;
  if (reason === 'end') return embed || specialMode;
  return true;
}
