// What the embed's address changes about the player once it exists: the accent colour and the
// control bar (on the frame's root, where the player's CSS reads them), and the stop time.
import type { Player } from '@reel/player';
import type { EmbedOptions } from './options';

/** The player's theme property for its accent (docs/player.md, Theming). */
export const ACCENT_PROPERTY = '--reel-accent';

/** The part of an element the look needs. */
export interface Styled {
  style: Pick<CSSStyleDeclaration, 'setProperty'>;
  classList: Pick<DOMTokenList, 'toggle'>;
}

/** The colour goes in as a custom property's value, already reduced to `#` and hex digits. */
export function applyLook(root: Styled, options: Pick<EmbedOptions, 'accent' | 'controls'>): void {
  if (options.accent) root.style.setProperty(ACCENT_PROPERTY, options.accent);
  root.classList.toggle('embed--no-controls', !options.controls);
}

/**
 * Pauses when playback crosses `endS` going forward. Play again and it goes on past it; seek back
 * before it and it stops there again, as a clip that ends there would.
 */
export function stopAt(player: Pick<Player, 'on' | 'pause'>, endS: number | null): () => void {
  if (endS === null) return () => undefined;
  let last = 0;
  return player.on('timeupdate', ({ currentTime }) => {
    if (last < endS && currentTime >= endS) player.pause();
    last = currentTime;
  });
}
