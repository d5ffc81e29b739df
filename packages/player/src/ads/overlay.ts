// The preroll overlay: the play button that stands before playback; clicking it (or pressing Space
// or Enter on it) closes it and starts playback, and it is taken out of the page
// AD_OVERLAY_REMOVAL_MS after the advert. In the player it is the poster state's own big play
// button (the same classes, so the same look and focus ring), and any other play of the player
// (the picture, the bar, Space or K on the player) is routed to it. The DOM is passed in so the
// timing is tested in Node with a fake document and the fake clock.
import { AD_OVERLAY_REMOVAL_MS } from '../constants.js';
import type { Clock } from '../core/clock.js';

/** The few element members the overlay touches (a real HTMLButtonElement has them all). */
export type OverlayElement = Pick<
  HTMLElement,
  'className' | 'hidden' | 'textContent' | 'style' | 'setAttribute' | 'addEventListener' | 'removeEventListener' | 'remove'
>;

export interface OverlayOptions<E extends OverlayElement> {
  document: { createElement(tag: 'button'): E };
  /**
   * `never` because TypeScript cannot infer E from Document's overloaded createElement, and a real
   * parent's appendChild wants a Node: any element's parent (or a fake one) fits this way.
   */
  parent: { appendChild(node: never): unknown };
  clock: Clock;
  /**
   * Runs synchronously inside the click: IMA's container and iOS's play permission need the
   * user's gesture, which ends as soon as the handler returns.
   */
  onActivate(): void;
  label?: string;
  removalDelayMs?: number;
}

export type OverlayState = 'shown' | 'closed' | 'removed';

export interface PrerollOverlay<E extends OverlayElement = OverlayElement> {
  readonly element: E;
  readonly state: OverlayState;
  /** Hides the layer (it stays in the page until removed). */
  close(): void;
  /** Removes the layer `removalDelayMs` from now; a second call keeps the first deadline. */
  scheduleRemoval(): void;
  /** Removes it now and cancels a pending removal. */
  destroy(): void;
}

/** The big play button's classes (dom/ui.ts's `reel-bigplay`), so the overlay is drawn as it is. */
export const OVERLAY_CLASS = 'reel-btn reel-bigplay reel-ad-overlay';

export function createOverlay<E extends OverlayElement>(opts: OverlayOptions<E>): PrerollOverlay<E> {
  const delay = opts.removalDelayMs ?? AD_OVERLAY_REMOVAL_MS;
  const element = opts.document.createElement('button');
  let state: OverlayState = 'shown';
  let timer: unknown;
  let timerSet = false;

  const label = opts.label ?? 'Play';
  element.className = OVERLAY_CLASS;
  element.setAttribute('type', 'button');
  element.setAttribute('aria-label', label);
  element.setAttribute('title', label);

  const close = () => {
    if (state !== 'shown') return;
    state = 'closed';
    element.hidden = true;
  };
  const destroy = () => {
    if (timerSet) opts.clock.clearTimeout(timer);
    timerSet = false;
    if (state === 'removed') return;
    state = 'removed';
    element.removeEventListener('click', onClick);
    element.remove();
  };
  function onClick(): void {
    if (state !== 'shown') return;
    close();
    try {
      opts.onActivate();
    } catch {
      // The caller's start failing must not leave the overlay half-handled.
    }
  }

  element.addEventListener('click', onClick);
  opts.parent.appendChild(element as never);

  return {
    element,
    get state() {
      return state;
    },
    close,
    scheduleRemoval() {
      if (timerSet || state === 'removed') return;
      timerSet = true;
      timer = opts.clock.setTimeout(() => {
        timerSet = false;
        destroy();
      }, delay);
    },
    destroy,
  };
}
