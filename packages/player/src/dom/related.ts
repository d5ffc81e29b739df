// The related list: opens by pause (embed), by the end (embed or special mode) or by the toggle,
// only in a player wider than 420 px (shouldOpenRelated). Its inside (heading, cards, arrows) is a
// lazy chunk, relatedList.ts, made on the first opening: most viewers never open the list.
import { RELATED_FIRST_PAGE } from '../constants.js';
import { shouldOpenRelated, type RelatedReason } from '../core/relatedOpen.js';
import type { PlayerContext } from '../context.js';
import type { RelatedVideo } from '../playerTypes.js';
import { h } from './el.js';
import type { RelatedList } from './relatedList.js';

export interface RelatedPanel {
  element: HTMLElement;
  open(reason: RelatedReason): boolean;
  close(): void;
  toggle(): boolean;
  isOpen(): boolean;
  /** The first related video (the up-next fallback), or null. */
  first(): Promise<RelatedVideo | null>;
}

export function createRelated(ctx: PlayerContext, onChange: (open: boolean) => void): RelatedPanel {
  const { doc, bag, options } = ctx;
  const element = h(doc, 'div', { class: 'reel-related', role: 'region', 'aria-label': ctx.labels.related, hidden: true });
  let items: Promise<RelatedVideo[]> | null = null;
  let inside: Promise<RelatedList> | null = null;

  // Related videos are Reel's: without its video there are none, and the list never opens.
  const { video } = options;
  const load = (): Promise<RelatedVideo[]> => {
    items ??= (video && options.loadRelated ? options.loadRelated(video.video_id, RELATED_FIRST_PAGE) : Promise.resolve([]))
      .then((list) => (Array.isArray(list) ? list.filter((v) => String(v.video_id) !== String(video?.video_id)) : []))
      .catch(() => []);
    return items;
  };

  let open = false;
  const setOpen = (value: boolean): void => {
    if (open === value) return;
    open = value;
    element.hidden = !value;
    onChange(value);
  };

  const openFor = (reason: RelatedReason): boolean => {
    if (open) return true;
    if (!video) return false;
    const widthPx = ctx.root.getBoundingClientRect().width;
    if (!shouldOpenRelated({ reason, embed: ctx.embed, specialMode: options.specialMode, widthPx })) return false;
    setOpen(true);
    inside ??= import('./relatedList.js').then((m) => m.fillRelated(ctx, element, () => setOpen(false)));
    Promise.all([inside, load()]).then(
      ([list, videos]) => bag.disposed || list.render(videos),
      () => (inside = null), // the chunk did not load (offline): the next opening tries again
    );
    return true;
  };

  return {
    element,
    open: openFor,
    close: () => setOpen(false),
    toggle: () => (open ? (setOpen(false), false) : openFor('toggle')),
    isOpen: () => open,
    first: () => load().then((list) => list[0] ?? null),
  };
}
