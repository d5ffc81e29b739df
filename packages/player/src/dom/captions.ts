// The captions choice of one player: first from storage or the default track (core/captions.ts),
// then the viewer's or a method's. The <track> elements, the button and the menu come in a lazy
// chunk (captionsMenu.ts), loaded only for a video that has text tracks.
import { initialCaptions, loadCaptions, saveCaptions } from '../core/captions.js';
import type { TextTrackSource } from '../core/media.js';
import type { PlayerContext } from '../context.js';
import type { CaptionsView } from './captionsMenu.js';
import type { ControlBar } from './controls.js';

export interface Captions {
  get(): string | null;
  /** A language of the tracks, or null for none; another language is ignored. */
  set(srclang: string | null): void;
  /** Off when showing; else the language last shown, or the first track. */
  toggle(): void;
}

/** `requested`: a setCaptions() made before the player was set up (undefined: none). */
export function createCaptions(
  ctx: PlayerContext,
  video: HTMLVideoElement,
  bar: ControlBar,
  tracks: readonly TextTrackSource[],
  requested?: string | null,
): Captions {
  let current = initialCaptions(tracks, loadCaptions(ctx.storage));
  let last = current;
  let view: CaptionsView | undefined;
  const set = (srclang: string | null): void => {
    if (srclang !== null && !tracks.some((t) => t.srclang === srclang)) return;
    saveCaptions(ctx.storage, srclang);
    if (srclang === current) return;
    current = srclang;
    if (srclang !== null) last = srclang;
    view?.show(srclang);
    ctx.emitter.emit('captions', { srclang });
  };
  if (requested !== undefined) set(requested);
  if (tracks.length)
    import('./captionsMenu.js')
      .then((m) => void (ctx.bag.disposed || (view = m.mountCaptionsMenu(ctx, video, bar, tracks, current, set))))
      .catch((error: unknown) => console.error('[reel player] captions', error));
  const toggle = (): void => {
    if (tracks.length) set(current !== null ? null : (last ?? tracks[0].srclang));
  };
  return { get: () => current, set, toggle };
}
