// The related list: opens by pause (embed), by the end (embed or special mode) or by
// the toggle, only in a player wider than 420 px (shouldOpenRelated). Its arrows move 1000 px with
// the 1500 ms inertia of core/carousel; an item sends click_Related and opens with r=1.
import { RELATED_FIRST_PAGE } from '../constants.js';
import { shouldOpenRelated, type RelatedReason } from '../core/carousel.js';
import { videoLink } from '../core/links.js';
import type { PlayerContext } from '../context.js';
import type { RelatedVideo } from '../playerTypes.js';
import { wireCarousel } from './carousel.js';
import { h, icon, iconButton } from './el.js';
import { playerLink } from './links.js';

export interface RelatedPanel {
  element: HTMLElement;
  open(reason: RelatedReason): boolean;
  close(): void;
  toggle(): boolean;
  isOpen(): boolean;
  /** The first related video (the up-next fallback), or null. */
  first(): Promise<RelatedVideo | null>;
}

function linkOf(v: RelatedVideo): string | null {
  try {
    return videoLink(v.video_id, v.dir, { from: 'related' });
  } catch {
    return null; // an entry without a usable id is skipped, not fatal
  }
}

/** One card per usable entry; the empty-results notice when none is left. */
function relatedCards(ctx: PlayerContext, list: RelatedVideo[]): HTMLElement[] {
  const { doc } = ctx;
  const cards = list.flatMap((v) => {
    const href = linkOf(v);
    if (!href) return [];
    const thumb = v.scr ? h(doc, 'img', { src: v.scr, alt: '', loading: 'lazy' }) : h(doc, 'span', { class: 'reel-related-noimg' });
    const duration = v.duration ? [h(doc, 'span', { class: 'reel-related-duration' }, String(v.duration))] : [];
    const metricData = { video_id: String(v.video_id) };
    const a = playerLink(
      ctx,
      { href, cls: 'reel-related-item', metric: 'click_Related', metricData },
      thumb,
      h(doc, 'span', { class: 'reel-related-title' }, v.title),
      ...duration,
    );
    a.setAttribute('role', 'listitem');
    return [a];
  });
  return cards.length ? cards : [h(doc, 'p', { class: 'reel-related-empty' }, icon(doc, 'sad'), ctx.labels.relatedEmpty)];
}

export function createRelated(ctx: PlayerContext, onChange: (open: boolean) => void): RelatedPanel {
  const { doc, bag, options, labels } = ctx;
  const track = h(doc, 'div', { class: 'reel-related-track', role: 'list' });
  const viewport = h(doc, 'div', { class: 'reel-related-viewport' }, track);
  const prev = iconButton(doc, 'reel-related-prev', labels.relatedPrevious, 'left');
  const next = iconButton(doc, 'reel-related-next', labels.relatedNext, 'right');
  const closeButton = iconButton(doc, 'reel-related-close', labels.relatedClose, 'close');
  const heading = h(doc, 'div', { class: 'reel-related-head' }, h(doc, 'span', {}, labels.related), closeButton);
  const element = h(
    doc,
    'div',
    { class: 'reel-related', role: 'region', 'aria-label': labels.related, hidden: true },
    heading,
    h(doc, 'div', { class: 'reel-related-body' }, prev, viewport, next),
  );
  let items: Promise<RelatedVideo[]> | null = null;
  const arrows = wireCarousel(ctx, viewport, track, prev, next);

  const load = (): Promise<RelatedVideo[]> => {
    items ??= (options.loadRelated?.(options.video.video_id, RELATED_FIRST_PAGE) ?? Promise.resolve([]))
      .then((list) => (Array.isArray(list) ? list.filter((v) => String(v.video_id) !== String(options.video.video_id)) : []))
      .catch(() => []);
    return items;
  };

  let rendered = false;
  // Rendered once: the list does not change while the page stays on this video.
  const render = (list: RelatedVideo[]): void => {
    if (bag.disposed || rendered) return;
    rendered = true;
    track.replaceChildren(...relatedCards(ctx, list));
    arrows.update();
  };

  let open = false;
  const setOpen = (value: boolean): void => {
    if (open === value) return;
    open = value;
    element.hidden = !value;
    onChange(value);
  };

  bag.on(closeButton, 'click', () => setOpen(false));

  const openFor = (reason: RelatedReason): boolean => {
    if (open) return true;
    const widthPx = ctx.root.getBoundingClientRect().width;
    if (!shouldOpenRelated({ reason, embed: ctx.embed, specialMode: options.specialMode, widthPx })) return false;
    setOpen(true);
    void load().then(render);
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
