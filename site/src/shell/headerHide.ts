import { HEADER_HIDE_AFTER_PX } from './constants';

/**
 * Whether the header is hidden after the page scrolled from `prevY` to `y`: it
 * hides while scrolling down past the threshold and comes back on any scroll up.
 */
export function nextHeaderHidden(prevY: number, y: number, hidden: boolean): boolean {
  if (y <= HEADER_HIDE_AFTER_PX) return false;
  if (y > prevY) return true;
  if (y < prevY) return false;
  return hidden;
}
