// The share panel, a lazy chunk (dom/share.ts loads it on the first click of Share): copy the
// watch page's address, or open "Embed" to see the code in a read-only box and copy it. The code
// follows the host's column by default (a 16:9 box, so a phone's page does not scroll sideways),
// or has one of the fixed sizes; "Start at" makes the embed begin where the viewer is now.
import { COPIED_NOTICE_MS } from '../constants.js';
import { embedCode, shareAddresses, type ShareAddresses } from '../core/share.js';
import type { PlayerContext } from '../context.js';
import { h } from '../dom/el.js';
import { formatClock } from '../dom/format.js';
import type { PlayerVideo } from '../playerTypes.js';
import { addStyles } from '../styles.js';
import { EMBED_SIZES_PX, START_PARAM } from './constants.js';
import { responsiveEmbedCode } from './embedCode.js';
import { shareLabels } from './labels.js';
import { SHARE_CSS, SHARE_STYLE_ID } from './styles.js';

export interface SharePanel {
  element: HTMLElement;
  /** The control that takes the focus when the panel opens. */
  first: HTMLElement;
  /** The panel is shown again: its start time becomes the player's position now. */
  opened(): void;
}

// Only a player with a Reel video has a share menu (dom/controls.ts).
function addresses(ctx: PlayerContext, video: PlayerVideo): ShareAddresses {
  const base = ctx.win?.location?.href ?? 'http://localhost/';
  return { ...shareAddresses(video.video_id, video.dir, base), ...(ctx.options.share || {}) };
}

/** `embedUrl` starting at `seconds`, whole seconds; 0 leaves the address as it is. */
export function startingAt(embedUrl: string, seconds: number): string {
  const whole = Math.floor(seconds);
  if (!(whole > 0)) return embedUrl;
  const url = new URL(embedUrl);
  url.searchParams.set(START_PARAM, String(whole));
  return url.href;
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

/** `currentTime` is the player's position, read each time the panel opens. */
export function createSharePanel(ctx: PlayerContext, video: PlayerVideo, currentTime: () => number): SharePanel {
  const { doc, bag, labels } = ctx;
  const words = shareLabels(ctx.options.labels);
  addStyles(doc, ctx.options, SHARE_STYLE_ID, SHARE_CSS);
  const { pageUrl, embedUrl } = addresses(ctx, video);
  const link = h(doc, 'input', { class: 'reel-share-link', readonly: true, 'aria-label': labels.shareAddress, value: pageUrl });
  const copyLink = h(doc, 'button', { type: 'button', class: 'reel-share-copy-link' }, labels.copyLink);
  const embedToggle = h(doc, 'button', { type: 'button', class: 'reel-share-embed', 'aria-expanded': 'false' }, labels.embed);
  const size = h(
    doc,
    'select',
    { class: 'reel-share-size', 'aria-label': words.embedSize },
    h(doc, 'option', { value: '' }, words.embedResponsive),
    ...EMBED_SIZES_PX.map(([w, ht]) => h(doc, 'option', { value: `${w}x${ht}` }, `${w}×${ht}`)),
  );
  const startBox = h(doc, 'input', { type: 'checkbox', class: 'reel-share-start' });
  const startText = h(doc, 'span');
  const code = h(doc, 'textarea', { class: 'reel-share-code', readonly: true, rows: 3, 'aria-label': labels.embedCode });
  const copyCode = h(doc, 'button', { type: 'button', class: 'reel-share-copy-code' }, labels.copyCode);
  const embedPanel = h(
    doc,
    'div',
    { class: 'reel-share-embed-panel', hidden: true },
    h(doc, 'div', { class: 'reel-share-row' }, size, h(doc, 'label', { class: 'reel-share-start-label' }, startBox, startText)),
    h(doc, 'div', { class: 'reel-share-row' }, code, copyCode),
  );
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
  let startS = 0;

  const write = (): void => {
    const [width, height] = size.value.split('x').map(Number);
    const src = startBox.checked ? startingAt(embedUrl, startS) : embedUrl;
    code.value = size.value ? embedCode(src, video.title, width, height) : responsiveEmbedCode(src, video.title);
  };
  const opened = (): void => {
    const now = currentTime();
    startS = Number.isFinite(now) && now > 0 ? Math.floor(now) : 0;
    startText.textContent = words.embedStartAt.replace('{time}', () => formatClock(startS));
    write();
  };
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
  bag.on(size, 'change', write);
  bag.on(startBox, 'change', write);
  bag.on(copyLink, 'click', () => void copied(link));
  bag.on(copyCode, 'click', () => void copied(code));
  opened();
  return { element, first: copyLink, opened };
}
