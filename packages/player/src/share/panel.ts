// The share panel, a lazy chunk (dom/share.ts loads it on the first click of Share): copy the
// watch page's address, or open "Embed" to see the iframe code in a read-only box and copy it.
import { COPIED_NOTICE_MS } from '../constants.js';
import { embedCode, shareAddresses, type ShareAddresses } from '../core/share.js';
import type { PlayerContext } from '../context.js';
import { h } from '../dom/el.js';
import { injectStyles, P, v } from '../styles.js';

const STYLE_ID = 'reel-share-styles';
const CSS = `
${P} .reel-share-menu{position:absolute;right:0;bottom:44px;width:min(340px,80vw);padding:10px;border-radius:${v('radius')};background:${v('overlay')};display:grid;gap:8px;font-size:13px}
${P} .reel-share-row,${P} .reel-share-embed-panel{display:flex;gap:6px}
${P} .reel-share-link,${P} .reel-share-code{flex:1;min-width:0;border:0;border-radius:3px;padding:5px;font:12px monospace;background:#fff1;color:inherit;resize:none}
${P} .reel-share-menu button{border:0;border-radius:3px;padding:5px 10px;background:#fff2;color:inherit;font:inherit;cursor:pointer}`;

export interface SharePanel {
  element: HTMLElement;
  /** The control that takes the focus when the panel opens. */
  first: HTMLElement;
}

function addresses(ctx: PlayerContext): ShareAddresses {
  const { video, share } = ctx.options;
  const base = ctx.win?.location?.href ?? 'http://localhost/';
  return { ...shareAddresses(video.video_id, video.dir, base), ...(share || {}) };
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

export function createSharePanel(ctx: PlayerContext): SharePanel {
  const { doc, bag, labels } = ctx;
  injectStyles(doc, STYLE_ID, CSS);
  const { pageUrl, embedUrl } = addresses(ctx);
  const link = h(doc, 'input', { class: 'reel-share-link', readonly: true, 'aria-label': labels.shareAddress, value: pageUrl });
  const copyLink = h(doc, 'button', { type: 'button', class: 'reel-share-copy-link' }, labels.copyLink);
  const embedToggle = h(doc, 'button', { type: 'button', class: 'reel-share-embed', 'aria-expanded': 'false' }, labels.embed);
  const code = h(doc, 'textarea', { class: 'reel-share-code', readonly: true, rows: 3, 'aria-label': labels.embedCode });
  code.value = embedCode(embedUrl, ctx.options.video.title);
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
