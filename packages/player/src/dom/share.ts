// The Share button (normal mode only). Its panel (share/panel.ts) is a lazy chunk loaded on the
// first click, so the core carries only the button. Escape or a click elsewhere closes it.
import type { PlayerContext } from '../context.js';
import type { PlayerVideo } from '../playerTypes.js';
import type { SharePanel } from '../share/panel.js';
import { h, iconButton } from './el.js';

/** `currentTime` is the player's position, which the panel's "Start at" offers. */
export function createShareMenu(ctx: PlayerContext, video: PlayerVideo, currentTime: () => number): HTMLElement {
  const { doc, bag } = ctx;
  const button = iconButton(doc, 'reel-share', ctx.labels.share, 'share');
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  const element = h(doc, 'div', { class: 'reel-share-wrap' }, button);
  let panel: Promise<SharePanel> | null = null;

  const load = (): Promise<SharePanel> =>
    (panel ??= import('../share/panel.js').then((m) => {
      const made = m.createSharePanel(ctx, video, currentTime);
      element.append(made.element);
      // The player's keyboard shortcuts must not fire while the viewer selects or copies in here.
      bag.on<KeyboardEvent>(made.element, 'keydown', (e) => {
        e.stopPropagation();
        if (e.key !== 'Escape') return;
        setOpen(made, false);
        button.focus();
      });
      return made;
    }));
  const setOpen = (p: SharePanel, open: boolean): void => {
    p.element.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (!open) return;
    p.opened();
    p.first.focus();
  };

  bag.on(button, 'click', () => {
    void load().then((p) => bag.disposed || setOpen(p, Boolean(p.element.hidden)));
  });
  bag.on<MouseEvent>(doc, 'click', (e) => {
    if (!element.contains(e.target as Node)) void panel?.then((p) => setOpen(p, false));
  });
  return element;
}
