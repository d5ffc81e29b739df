// The deleted-video notice: a sad icon and the text, and no <video> at all.
import { h, icon } from './el.js';

export function renderDeleted(doc: Document, root: HTMLElement, text: string): HTMLElement {
  const notice = h(doc, 'div', { class: 'reel-deleted', role: 'status' }, icon(doc, 'sad'), h(doc, 'p', {}, text));
  root.replaceChildren(notice);
  root.dataset.state = 'deleted';
  return notice;
}
