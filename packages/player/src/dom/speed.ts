// The speed button and its menu of radio items (PLAYBACK_RATES), built like the quality menu:
// Escape or a click elsewhere closes it. The button redraws from the element's ratechange, whoever
// changed the rate (menu, keys, the API).
import { PLAYBACK_RATES } from '../constants.js';
import type { PlayerContext } from '../context.js';
import type { RateControl } from '../engine/rate.js';
import { h, setLabel } from './el.js';
import { pageLang } from './format.js';

export function createSpeedMenu(ctx: PlayerContext, video: HTMLVideoElement, rate: RateControl): HTMLElement {
  const { doc, bag, labels } = ctx;
  const number = new Intl.NumberFormat(pageLang(ctx.root));
  const text = (r: number): string => (r === 1 ? labels.speedNormal : `${number.format(r)}×`);
  const button = h(doc, 'button', { type: 'button', class: 'reel-btn reel-speed', 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
  const menu = h(doc, 'div', { class: 'reel-menu reel-speed-menu', role: 'menu', 'aria-label': labels.speed, hidden: true });
  const element = h(doc, 'div', { class: 'reel-menu-wrap reel-speed-wrap' }, button, menu);

  const items = PLAYBACK_RATES.map((r) => {
    const item = h(doc, 'button', { type: 'button', role: 'menuitemradio', class: 'reel-menu-item', 'data-rate': r }, text(r));
    bag.on(item, 'click', () => {
      close();
      rate.set(r);
      button.focus();
    });
    menu.append(item);
    return { r, item };
  });

  function close(): void {
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
  }

  const update = (): void => {
    const current = rate.get();
    button.textContent = `${number.format(current)}×`;
    setLabel(button, `${labels.speed}: ${text(current)}`);
    for (const { r, item } of items) item.setAttribute('aria-checked', String(r === current));
  };

  bag.on(button, 'click', () => {
    const open = menu.hidden;
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) (items.find((i) => i.r === rate.get())?.item ?? items[0].item).focus();
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
  bag.on(video, 'ratechange', update);
  update();
  return element;
}
