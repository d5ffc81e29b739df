// The parts of the player nobody needs before the first frame, each a lazy chunk loaded on first
// need: the speed menu, picture-in-picture and Media Session once the viewer comes near the
// controls or the video plays; the shortcuts overlay on `?`; the up-next card at the end.
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import type { RateControl } from '../engine/rate.js';
import type { ControlBar } from './controls.js';
import type { Extras } from './extras.js';
import type { ShortcutsOverlay } from './shortcuts.js';
import type { UpNextCard } from './upnext.js';

export interface LaterParts {
  extras(): Promise<Extras>;
  toggleShortcuts(): void;
  /** The card, appended to the player when first asked for. */
  upNext(): Promise<UpNextCard>;
  /** Withdraws the card if it was ever made. */
  hideUpNext(): void;
}

export function laterParts(
  ctx: PlayerContext,
  video: HTMLVideoElement,
  playback: Playback,
  rate: RateControl,
  controls: ControlBar,
  onUpNextCancel: () => void,
): LaterParts {
  const { root, bag } = ctx;
  let extras: Promise<Extras> | null = null;
  let shortcuts: Promise<ShortcutsOverlay> | null = null;
  let card: Promise<UpNextCard> | null = null;
  const loadExtras = (): Promise<Extras> =>
    (extras ??= import('./extras.js').then((m) => m.mountExtras(ctx, video, playback, rate, controls)));
  for (const [target, name] of [
    [root, 'pointerenter'],
    [root, 'focusin'],
    [video, 'playing'],
  ] as const)
    bag.on(target, name, () => void loadExtras());
  return {
    extras: loadExtras,
    toggleShortcuts: () => void (shortcuts ??= import('./shortcuts.js').then((m) => m.createShortcuts(ctx))).then((o) => o.toggle()),
    upNext: () =>
      (card ??= import('./upnext.js').then((m) => {
        const made = m.createUpNext(ctx, onUpNextCancel);
        root.append(made.element);
        return made;
      })),
    hideUpNext: () => void card?.then((c) => c.hide()),
  };
}
