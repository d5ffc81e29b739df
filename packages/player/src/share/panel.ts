// The share panel, a lazy chunk (dom/share.ts loads it on the first click of Share): copy the
// watch page's address, or open "Embed" to see the iframe code in a read-only box and copy it.
import { COPIED_NOTICE_MS } from '../constants.js';
import { embedCode, shareAddresses, type ShareAddresses } from '../core/share.js';
import type { PlayerContext } from '../context.js';
import { h } from '../dom/el.js';
import type { PlayerVideo } from '../playerTypes.js';
import { addStyles } from '../styles.js';
import { SHARE_CSS, SHARE_STYLE_ID } from './styles.js';

export interface SharePanel {
  element: HTMLElement;
  /** The control that takes the focus when the panel opens. */
  first: HTMLElement;
}

// Only a player with a Reel video has a share menu (dom/controls.ts).
function addresses(ctx: PlayerContext, video: PlayerVideo): ShareAddresses {
  const base = ctx.win?.location?.href ?? 'http://localhost/';
  return { ...shareAddresses(video.video_id, video.dir, base), ...(ctx.options.share || {}) };
}

/** The clipboard where the browser grants it; selecting the text and the copy command otherwise. */
async function copyText(doc: Document, field: HTMLInputElement | HTMLTextAreaElement): Promise<void> {
  const clipboard = doc.defaultView?.navigator?.clipboard;
  try {
    if (clipboard) return await clipboard.writeText(field.value);
  } catch {
    // Refused (no permission, not a secure context): the selection below still works.
  }
  field.focus();
  field.select();
  doc.execCommand('copy');
}

export function createSharePanel(ctx: PlayerContext, video: PlayerVideo): SharePanel {
  const { doc, bag, labels } = ctx;
  addStyles(doc, ctx.options, SHARE_STYLE_ID, SHARE_CSS);
  const { pageUrl, embedUrl } = addresses(ctx, video);
  const link = h(doc, 'input', { class: 'reel-share-link', readonly: true, 'aria-label': labels.shareAddress, value: pageUrl });
  const copyLink = h(doc, 'button', { type: 'button', class: 'reel-share-copy-link' }, labels.copyLink);
  const embedToggle = h(doc, 'button', { type: 'button', class: 'reel-share-embed', 'aria-expanded': 'false' }, labels.embed);
  const code = h(doc, 'textarea', { class: 'reel-share-code', readonly: true, rows: 3, 'aria-label': labels.embedCode });
  code.value = embedCode(embedUrl, video.title);
  const copyCode = h(doc, 'button', { type: 'button', class: 'reel-share-copy-code' }, labels.copyCode);
  const embedPanel = h(doc, 'div', { class: 'reel-share-embed-panel', hidden: true }, code, copyCode);
  const status = h(doc, 'span', { class: 'reel-share-status', role: 'status' });
  const element = h(
    doc,
    'div',
    { class: 'reel-share-menu', role: 'dialog', 'aria-label': labels.share, hidden: true },
    h(doc, 'div', { class: 'reel-share-row' }, link, copyLink),
    embedToggle,
    embedPanel,
    status,
  );
  let clearStatus: (() => void) | null = null;

  const copied = async (field: HTMLInputElement | HTMLTextAreaElement): Promise<void> => {
    await copyText(doc, field);
    status.textContent = labels.copied;
    clearStatus?.();
    clearStatus = bag.timeout(() => void (status.textContent = ''), COPIED_NOTICE_MS);
  };
  bag.on(embedToggle, 'click', () => {
    embedPanel.hidden = !embedPanel.hidden;
    embedToggle.setAttribute('aria-expanded', String(!embedPanel.hidden));
    if (!embedPanel.hidden) code.select();
  });
  bag.on(copyLink, 'click', () => void copied(link));
  bag.on(copyCode, 'click', () => void copied(code));
  return { element, first: copyLink };
}
