// @reel/player/element: importing it defines <reel-player> (once: a page that loads the module twice,
// or defined the name itself, keeps the first definition). See docs/element.md.
import { REEL_PLAYER_TAG } from '../constants.js';
import { ReelPlayerElement } from './reelPlayerElement.js';

/** Defines the element under `name` unless something is already defined there; returns what is. */
export function defineReelPlayer(name: string = REEL_PLAYER_TAG): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  if (!customElements.get(name)) customElements.define(name, class extends ReelPlayerElement {});
  return customElements.get(name);
}

defineReelPlayer();

export { REEL_PLAYER_TAG, ReelPlayerElement };

declare global {
  interface HTMLElementTagNameMap {
    'reel-player': ReelPlayerElement;
  }
}
