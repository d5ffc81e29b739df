// The captions' lazy part: a <track> per text track on the <video>, shown by the browser's own
// text-track rendering (mode 'showing'), and the captions button with its menu (Off, then each
// track's label). A track on another host is fetched (CORS) and given to its <track> as a blob
// address, so the video itself never needs a crossorigin attribute, which would make every media
// request a CORS one and fail on hosts that send no CORS headers.
import type { TextTrackSource } from '../core/media.js';
import type { PlayerContext } from '../context.js';
import type { ControlBar } from './controls.js';
import { h, setLabel, svgIcon } from './el.js';
import { createMenu } from './menu.js';

export interface CaptionsView {
  show(srclang: string | null): void;
}

const CC_ICON =
  'M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1z';

/** Another host's http(s) address: the <track> cannot load it without a crossorigin video. */
function isCrossOrigin(doc: Document, src: string): boolean {
  try {
    const url = new URL(src, doc.baseURI);
    return /^https?:$/.test(url.protocol) && url.origin !== doc.location?.origin;
  } catch {
    return false;
  }
}

/** The <track> elements, and a way to make sure one has its address before it is shown. */
function trackElements(ctx: PlayerContext, video: HTMLVideoElement, tracks: readonly TextTrackSource[]) {
  const { doc, bag } = ctx;
  const elements = tracks.map((t) => {
    const cross = isCrossOrigin(doc, t.src);
    const el = h(doc, 'track', { kind: t.kind ?? 'captions', srclang: t.srclang, label: t.label, src: cross ? null : t.src });
    let loaded: Promise<void> | null = cross ? null : Promise.resolve();
    const load = (): Promise<void> =>
      (loaded ??= ctx.fetchText(t.src).then(
        (text) => {
          const blobUrl = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
          bag.add(() => URL.revokeObjectURL(blobUrl));
          el.src = blobUrl;
        },
        (error: unknown) => {
          loaded = null; // the next choice of this track tries again
          throw error;
        },
      ));
    return { srclang: t.srclang, el, load };
  });
  video.append(...elements.map((e) => e.el));
  bag.add(() => elements.forEach((e) => e.el.remove()));
  return elements;
}

export function mountCaptionsMenu(
  ctx: PlayerContext,
  video: HTMLVideoElement,
  bar: ControlBar,
  tracks: readonly TextTrackSource[],
  initial: string | null,
  choose: (srclang: string | null) => void,
): CaptionsView {
  const { doc, bag, labels } = ctx;
  const elements = trackElements(ctx, video, tracks);
  const choices = [{ srclang: null, label: labels.captionsOff }, ...tracks].map(({ srclang, label }) => ({
    value: srclang,
    text: label,
    data: { 'data-srclang': srclang ?? '' },
  }));
  const { element, button, check } = createMenu(ctx, 'captions', labels.captions, choices, choose);
  button.append(svgIcon(doc, 'captions', CC_ICON));
  setLabel(button, labels.captions);
  // Before the quality menu, as on most players.
  bar.quality.element.before(element);

  let shown: string | null = null;
  const show = (srclang: string | null): void => {
    shown = srclang;
    check(srclang);
    button.setAttribute('aria-pressed', String(srclang !== null));
    for (const e of elements) {
      if (e.srclang !== srclang && e.el.track) e.el.track.mode = 'disabled';
    }
    const chosen = elements.find((e) => e.srclang === srclang);
    chosen
      ?.load()
      .then(() => {
        // A later choice wins over a fetch that finishes after it.
        if (shown === srclang && chosen.el.track && !bag.disposed) chosen.el.track.mode = 'showing';
      })
      .catch((error: unknown) => {
        ctx.emitter.emit('error', { kind: 'media', message: `the ${srclang} captions could not be loaded`, detail: error });
      });
  };
  show(initial);
  return { show };
}
