// A menu button and its menu of radio items, shared by the quality, speed and captions menus. The
// button opens and closes it and opens it on the checked item; choosing an item, Escape or a click
// elsewhere closes it, and the first two give the focus back to the button, as a menu button does.
// Part of the eager core (the quality menu uses it), so the lazy menus add only their own choices.
import type { PlayerContext } from '../context.js';
import { h, type Attrs } from './el.js';

export interface MenuChoice<T> {
  value: T;
  text: string;
  /** The item's data attribute, which names its choice to scripts and tests: `{'data-rate': 2}`. */
  data: Attrs;
}

export interface Menu<T> {
  /** The wrapper holding the button and the menu. */
  element: HTMLElement;
  button: HTMLButtonElement;
  /** Marks the current choice (aria-checked), the item the menu opens on. */
  check(value: T): void;
}

/**
 * `name` makes each part's own class (`reel-${name}` on the button, then `-menu`, `-item`, `-wrap`),
 * beside the shared ones the stylesheet draws every menu with (`reel-menu`, `-item`, `-wrap`).
 */
export function createMenu<T>(
  ctx: PlayerContext,
  name: string,
  label: string,
  choices: readonly MenuChoice<T>[],
  choose: (value: T) => void,
): Menu<T> {
  const { doc, bag } = ctx;
  const button = h(doc, 'button', { type: 'button', class: `reel-btn reel-${name}`, 'aria-haspopup': 'menu' });
  const menu = h(doc, 'div', { class: `reel-menu reel-${name}-menu`, role: 'menu', 'aria-label': label });
  const element = h(doc, 'div', { class: `reel-menu-wrap reel-${name}-wrap` }, button, menu);
  const toggle = (open: boolean): void => {
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };
  const closeToButton = (): void => {
    toggle(false);
    button.focus();
  };
  toggle(false);

  const items = choices.map(({ value, text, data }) => {
    // A radio item states whether it is checked from the start, before the owner's first check().
    const item = h(
      doc,
      'button',
      { type: 'button', role: 'menuitemradio', 'aria-checked': 'false', class: `reel-menu-item reel-${name}-item`, ...data },
      text,
    );
    bag.on(item, 'click', () => {
      closeToButton();
      choose(value);
    });
    return item;
  });
  menu.append(...items);
  let checked = -1;

  bag.on(button, 'click', () => {
    const open = Boolean(menu.hidden);
    toggle(open);
    if (open) (items[checked] ?? items[0])?.focus();
  });
  bag.on<KeyboardEvent>(menu, 'keydown', (e) => {
    if (e.key !== 'Escape') return;
    // This Escape closes the menu only, not the shortcuts overlay it may sit under as well.
    e.stopPropagation();
    closeToButton();
  });
  bag.on<MouseEvent>(doc, 'click', (e) => {
    if (!element.contains(e.target as Node)) toggle(false);
  });

  return {
    element,
    button,
    check(value) {
      checked = choices.findIndex((c) => c.value === value);
      items.forEach((item, i) => item.setAttribute('aria-checked', String(i === checked)));
    },
  };
}
