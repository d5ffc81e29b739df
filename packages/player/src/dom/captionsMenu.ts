// The captions' lazy part: a <track> per text track on the <video>, shown by the browser's own
// text-track rendering (mode 'showing'), and the captions button with its menu (Off, then each
// track's label). A track on another host is fetched (CORS) and given to its <track> as a blob
// address, so the video itself never needs a crossorigin attribute, which would make every media
// request a CORS one and fail on hosts that send no CORS headers.
import type { TextTrackSource } from '../core/media.js';
import type { PlayerContext } from '../context.js';
import type { ControlBar } from './controls.js';
import { h, setLabel } from './el.js';

export interface CaptionsView {
  show(srclang: string | null): void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const CC_ICON =
  'M19 4H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm-8 7H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1v1z';

function ccIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'reel-icon');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', CC_ICON);
  svg.append(path);
  return svg;
}

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
  const button = h(doc, 'button', { type: 'button', class: 'reel-btn reel-captions', 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
  button.append(ccIcon(doc));
  setLabel(button, labels.captions);
  const menu = h(doc, 'div', { class: 'reel-quality-menu reel-captions-menu', role: 'menu', 'aria-label': labels.captions, hidden: true });
  const items = [{ srclang: null, label: labels.captionsOff }, ...tracks].map(({ srclang, label }) => {
    const item = h(
      doc,
      'button',
      { type: 'button', role: 'menuitemradio', class: 'reel-quality-item', 'data-srclang': srclang ?? '' },
      label,
    );
    bag.on(item, 'click', () => {
      close();
      choose(srclang);
    });
    return { srclang, item };
  });
  menu.append(...items.map((i) => i.item));
  // Before the quality menu, as on most players.
  const slot = h(doc, 'div', { class: 'reel-quality-wrap reel-captions-wrap' }, button, menu);
  bar.quality.element.before(slot);

  function close(): void {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  }
  bag.on(button, 'click', () => {
    const open = menu.hidden;
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) (items.find((i) => i.item.getAttribute('aria-checked') === 'true') ?? items[0]).item.focus();
  });
  bag.on<KeyboardEvent>(menu, 'keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
    button.focus();
  });
  bag.on<MouseEvent>(doc, 'click', (e) => {
    if (!slot.contains(e.target as Node)) close();
  });

  let shown: string | null = null;
  const show = (srclang: string | null): void => {
    shown = srclang;
    for (const { srclang: lang, item } of items) item.setAttribute('aria-checked', String(lang === srclang));
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
