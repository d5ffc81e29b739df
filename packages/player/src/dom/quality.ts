// The quality menu: a button showing the current choice and a menu of radio items (SD, HD,
// Full HD; 'Auto' first for a streamed video), built on menu.ts.
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { AUTO_QUALITY, type QualityChoice } from '../core/choices.js';
import { setLabel } from './el.js';
import { createMenu } from './menu.js';

export interface QualityMenu {
  element: HTMLElement;
  /** Redraws the button and the checked item from the playback's quality. */
  update(): void;
}

export function createQualityMenu(ctx: PlayerContext, playback: Playback): QualityMenu {
  const { labels } = ctx;
  // 'Auto' is the choice's name in the API; the viewer reads the page's word for it.
  const shown = (choice: QualityChoice): string => (choice === AUTO_QUALITY ? labels.qualityAuto : choice);
  const choices = playback.qualities().map((value) => ({ value, text: shown(value), data: { 'data-quality': value } }));
  const { element, button, check } = createMenu(ctx, 'quality', labels.quality, choices, (choice) => {
    void playback.setQuality(choice).then(update);
  });

  function update(): void {
    const current = playback.quality();
    button.textContent = shown(current);
    setLabel(button, `${labels.quality}: ${shown(current)}`);
    check(current);
  }

  // One quality only: nothing to choose, so no menu (the label still says which).
  element.hidden = choices.length < 2;
  update();
  return { element, update };
}
