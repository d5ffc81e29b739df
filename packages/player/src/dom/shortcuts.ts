// The keyboard-shortcuts overlay (`?`, a lazy chunk): a dialog listing SHORTCUTS, the very table
// keyAction reads. Escape, `?` again or its close button close it, and the focus goes back to where
// it was.
import type { LabelKey } from '../core/labels.js';
import type { PlayerContext } from '../context.js';
import { h, iconButton } from './el.js';
import { SHORTCUTS, type KeyAction } from './keys.js';
import { addStyles } from '../styles.js';
import { SHORTCUTS_CSS, SHORTCUTS_STYLE_ID } from './shortcutsStyles.js';

export interface ShortcutsOverlay {
  element: HTMLElement;
  toggle(): void;
  close(): void;
}

/** The keys that act on a control not every video or browser has, and that control's button. */
const OFFERED_BY: Partial<Record<KeyAction['kind'], string>> = { captions: '.reel-captions', pip: '.reel-pip' };

/** How a key looks on the keyboard; letters and symbols as they are. */
const KEY_NAMES: Record<string, string> = { ArrowLeft: '←', ArrowRight: '→', ArrowUp: '↑', ArrowDown: '↓', '0-9': '0–9' };

/** What a row does, in the page's words; a new kind of action must be given a label here to compile. */
export function shortcutLabel(action: KeyAction | undefined): LabelKey {
  if (!action || action.kind === 'seek-fraction') return 'seekPercent';
  if (action.kind === 'toggle-play') return 'playPause';
  if (action.kind === 'skip') return action.direction < 0 ? 'back' : 'forward';
  if (action.kind === 'volume') return action.delta > 0 ? 'volumeUp' : 'volumeDown';
  if (action.kind === 'rate') return action.direction > 0 ? 'speedUp' : 'speedDown';
  return action.kind;
}

export function createShortcuts(ctx: PlayerContext): ShortcutsOverlay {
  const { doc, bag, labels, root } = ctx;
  addStyles(doc, ctx.options, SHORTCUTS_STYLE_ID, SHORTCUTS_CSS);
  const closeButton = iconButton(doc, 'reel-shortcuts-close', labels.close, 'close');
  const list = h(doc, 'dl');
  // A key whose control this video does not offer (no captions, no picture-in-picture here) is not
  // listed: its row shows only while the control's button is in the bar.
  const optional: { rows: HTMLElement[]; button: string }[] = [];
  for (const s of SHORTCUTS) {
    const keys = s.keys.map((k) => h(doc, 'kbd', {}, k === ' ' ? labels.keySpace : (KEY_NAMES[k] ?? k)));
    const rows = [h(doc, 'dt', {}, ...keys), h(doc, 'dd', {}, labels[shortcutLabel(s.action)])];
    const button = s.action && OFFERED_BY[s.action.kind];
    if (button) optional.push({ rows, button });
    list.append(...rows);
  }
  const showOffered = (): void => {
    for (const { rows, button } of optional) {
      const offered = root.querySelector<HTMLElement>(button);
      for (const row of rows) row.hidden = !offered || offered.hidden;
    }
  };
  const title = h(doc, 'div', { class: 'reel-shortcuts-head' }, h(doc, 'h2', {}, labels.shortcuts), closeButton);
  const element = h(doc, 'div', { class: 'reel-shortcuts', role: 'dialog', 'aria-label': labels.shortcuts, hidden: true }, title, list);
  root.append(element);
  let returnTo: HTMLElement | null = null;

  const close = (): void => {
    if (element.hidden) return;
    element.hidden = true;
    // Back where the viewer was, or to the player when that element has gone.
    (returnTo?.isConnected && root.contains(returnTo) ? returnTo : root).focus({ preventScroll: true });
    returnTo = null;
  };
  const open = (): void => {
    returnTo = doc.activeElement as HTMLElement | null;
    showOffered();
    element.hidden = false;
    closeButton.focus({ preventScroll: true });
  };

  bag.on(closeButton, 'click', close);
  bag.on<KeyboardEvent>(root, 'keydown', (e) => {
    if (e.key !== 'Escape' || element.hidden) return;
    e.stopPropagation();
    close();
  });
  bag.add(() => element.remove());
  return { element, toggle: () => (element.hidden ? open() : close()), close };
}
