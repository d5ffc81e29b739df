// The quality menu: a button showing the current choice and a menu of radio items (SD, HD,
// Full HD; 'Auto' first for a streamed video). Escape or a click elsewhere closes it.
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { AUTO_QUALITY, type QualityChoice } from '../core/choices.js';
import { h, setLabel } from './el.js';

export interface QualityMenu {
  element: HTMLElement;
  update(): void;
  close(): void;
}

export function createQualityMenu(ctx: PlayerContext, playback: Playback): QualityMenu {
  const { doc, bag, labels } = ctx;
  // 'Auto' is the choice's name in the API; the viewer reads the page's word for it.
  const shown = (choice: QualityChoice): string => (choice === AUTO_QUALITY ? labels.qualityAuto : choice);
  const button = h(doc, 'button', { type: 'button', class: 'reel-btn reel-quality', 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
  const menu = h(doc, 'div', { class: 'reel-quality-menu', role: 'menu', 'aria-label': labels.quality, hidden: true });
  const element = h(doc, 'div', { class: 'reel-quality-wrap' }, button, menu);

  const items = playback.qualities().map((choice) => {
    const item = h(
      doc,
      'button',
      { type: 'button', role: 'menuitemradio', class: 'reel-quality-item', 'data-quality': choice },
      shown(choice),
    );
    bag.on(item, 'click', () => {
      close();
      void choose(choice);
    });
    menu.append(item);
    return { choice, item };
  });

  const choose = async (choice: QualityChoice): Promise<void> => {
    await playback.setQuality(choice);
    update();
  };

  function close(): void {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  }

  function update(): void {
    const current = playback.quality();
    button.textContent = shown(current);
    setLabel(button, `${labels.quality}: ${shown(current)}`);
    for (const { choice, item } of items) item.setAttribute('aria-checked', String(choice === current));
  }

  bag.on(button, 'click', () => {
    const open = menu.hidden;
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) (items.find((i) => i.choice === playback.quality())?.item ?? items[0]?.item)?.focus();
  });
  bag.on<KeyboardEvent>(menu, 'keydown', (e) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    close();
    button.focus();
  });
  bag.on<MouseEvent>(doc, 'click', (e) => {
    if (!element.contains(e.target as Node)) close();
  });
  // One quality only: nothing to choose, so no menu (the label still says which).
  element.hidden = items.length < 2;
  update();
  return { element, update, close };
}
