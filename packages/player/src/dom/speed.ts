// The speed button and its menu of radio items (PLAYBACK_RATES), built on menu.ts. The button
// redraws from the element's ratechange, whoever changed the rate (menu, keys, the API).
import { PLAYBACK_RATES } from '../constants.js';
import type { PlayerContext } from '../context.js';
import type { RateControl } from '../engine/rate.js';
import { setLabel } from './el.js';
import { pageLang } from './format.js';
import { createMenu } from './menu.js';

export function createSpeedMenu(ctx: PlayerContext, video: HTMLVideoElement, rate: RateControl): HTMLElement {
  const { bag, labels } = ctx;
  const number = new Intl.NumberFormat(pageLang(ctx.root));
  const text = (r: number): string => (r === 1 ? labels.speedNormal : `${number.format(r)}×`);
  const choices = PLAYBACK_RATES.map((value) => ({ value, text: text(value), data: { 'data-rate': value } }));
  const { element, button, check } = createMenu<number>(ctx, 'speed', labels.speed, choices, (r) => rate.set(r));

  const update = (): void => {
    const current = rate.get();
    const shown = `${number.format(current)}×`;
    button.textContent = shown;
    // The name holds the visible text, so a viewer who says what they see (voice control) reaches it.
    setLabel(button, `${labels.speed}: ${shown}`);
    check(current);
  };
  bag.on(video, 'ratechange', update);
  update();
  return element;
}
