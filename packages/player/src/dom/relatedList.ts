// The related list's inside, a lazy chunk made on its first opening (dom/related.ts decides when it
// opens): the heading with its close button, the cards, and the arrows that move 1000 px with the
// 1500 ms inertia of core/carousel. An item sends click_Related and opens with r=1.
import { videoLink } from '../core/links.js';
import type { PlayerContext } from '../context.js';
import type { RelatedVideo } from '../playerTypes.js';
import { wireCarousel } from './carousel.js';
import { h, icon, iconButton } from './el.js';
import { playerLink } from './links.js';
import { addStyles } from '../styles.js';
import { RELATED_LIST_CSS, RELATED_LIST_STYLE_ID } from './relatedListStyles.js';

export interface RelatedList {
  /** Shows the cards; only the first call counts (the list does not change on this video). */
  render(list: RelatedVideo[]): void;
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
    // The list item holds the link: a link given the listitem role would stop being a link.
    return [h(doc, 'div', { role: 'listitem' }, a)];
  });
  return cards.length ? cards : [h(doc, 'p', { class: 'reel-related-empty' }, icon(doc, 'sad'), ctx.labels.relatedEmpty)];
}

export function fillRelated(ctx: PlayerContext, element: HTMLElement, close: () => void): RelatedList {
  const { doc, bag, labels } = ctx;
  addStyles(doc, ctx.options, RELATED_LIST_STYLE_ID, RELATED_LIST_CSS);
  const track = h(doc, 'div', { class: 'reel-related-track', role: 'list' });
  const viewport = h(doc, 'div', { class: 'reel-related-viewport' }, track);
  const prev = iconButton(doc, 'reel-related-prev', labels.relatedPrevious, 'left');
  const next = iconButton(doc, 'reel-related-next', labels.relatedNext, 'right');
  const closeButton = iconButton(doc, 'reel-related-close', labels.relatedClose, 'close');
  element.append(
    h(doc, 'div', { class: 'reel-related-head' }, h(doc, 'span', {}, labels.related), closeButton),
    h(doc, 'div', { class: 'reel-related-body' }, prev, viewport, next),
  );
  const arrows = wireCarousel(ctx, viewport, track, prev, next);
  bag.on(closeButton, 'click', close);
  let rendered = false;
  return {
    render(list) {
      if (bag.disposed || rendered) return;
      rendered = true;
      track.replaceChildren(...relatedCards(ctx, list));
      arrows.update();
    },
  };
}
