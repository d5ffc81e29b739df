// The deleted-video notice: a sad icon, the text, and no <video> at all. Under it, when the video
// has a title, the search link the player builds (`/search/1/?s={title}`): the video is gone, and a
// search for its title is the way on to what its viewer came for.
import { searchLink } from '../core/links.js';
import type { PlayerContext } from '../context.js';
import { h, icon } from './el.js';
import { playerLink } from './links.js';

export function renderDeleted(ctx: PlayerContext, root: HTMLElement, title: string | undefined): HTMLElement {
  const { doc, labels } = ctx;
  const notice = h(doc, 'div', { class: 'reel-deleted', role: 'status' }, icon(doc, 'sad'), h(doc, 'p', {}, labels.deleted));
  if (title?.trim()) notice.append(playerLink(ctx, { href: searchLink(title), cls: 'reel-deleted-search' }, labels.searchSimilar));
  root.replaceChildren(notice);
  root.dataset.state = 'deleted';
  return notice;
}
