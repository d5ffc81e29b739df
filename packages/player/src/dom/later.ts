// The parts of the player nobody needs before the first frame, each a lazy chunk loaded on first
// need: the speed menu, picture-in-picture and Media Session once the viewer comes near the
// controls or the controls are to be shown (after the first frame: fetching and running the chunk
// would otherwise compete with it); the shortcuts overlay on `?`; the up-next card at the end.
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import type { RateControl } from '../engine/rate.js';
import type { ControlBar } from './controls.js';
import type { Extras } from './extras.js';
import type { UpNextCard } from './upnext.js';

export interface LaterParts {
  extras(): Promise<Extras>;
  toggleShortcuts(): void;
  /** The card, appended to the player when first asked for. */
  upNext(): Promise<UpNextCard>;
  /** Withdraws the card if it was ever made. */
  hideUpNext(): void;
}

const ignore = (): void => undefined;

/** A chunk's part, made once; a load that failed (offline, a CDN hiccup) is tried again next time. */
function lazily<T>(load: () => Promise<T>): { get(): Promise<T>; made(): boolean } {
  let made: Promise<T> | null = null;
  const get = (): Promise<T> =>
    (made ??= load().catch((error: unknown) => {
      made = null;
      throw error;
    }));
  return { get, made: () => made !== null };
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
  const extras = lazily(() => import('./extras.js').then((m) => m.mountExtras(ctx, video, playback, rate, controls)));
  const shortcuts = lazily(() => import('./shortcuts.js').then((m) => m.createShortcuts(ctx)));
  const card = lazily(() =>
    import('./upnext.js').then((m) => {
      const made = m.createUpNext(ctx, onUpNextCancel);
      root.append(made.element);
      return made;
    }),
  );
  const warm = (): void => void extras.get().catch(ignore);
  for (const name of ['pointerenter', 'focusin']) bag.on(root, name, warm);
  return {
    extras: extras.get,
    toggleShortcuts: () => void shortcuts.get().then((o) => o.toggle(), ignore),
    upNext: card.get,
    hideUpNext: () => void (card.made() && card.get().then((c) => c.hide(), ignore)),
  };
}
