// The up-next card (not in embed mode): on completion it counts down 12 s with
// core/countdown, then goes to the next video with autostart=1. Cancel hides it and shows the
// related list; Play now goes at once. Leaving the end (a seek back, a replay) withdraws it quietly.
import { createCountdown, type Countdown } from '../core/countdown.js';
import { videoLink } from '../core/links.js';
import type { PlayerContext } from '../context.js';
import type { RelatedVideo } from '../playerTypes.js';
import { h } from './el.js';
import { addStyles } from '../styles.js';
import { UPNEXT_CSS, UPNEXT_STYLE_ID } from './upnextStyles.js';

export interface UpNextCard {
  element: HTMLElement;
  show(next: RelatedVideo): void;
  /** Withdraws the card without the Cancel side effects. */
  hide(): void;
  isShown(): boolean;
}

export function createUpNext(ctx: PlayerContext, onCancel: () => void): UpNextCard {
  const { doc, bag, labels } = ctx;
  addStyles(doc, ctx.options, UPNEXT_STYLE_ID, UPNEXT_CSS);
  const seconds = h(doc, 'span', { class: 'reel-upnext-count' });
  const title = h(doc, 'span', { class: 'reel-upnext-title' });
  const cancel = h(doc, 'button', { type: 'button', class: 'reel-upnext-cancel' }, labels.upNextCancel);
  const playNow = h(doc, 'button', { type: 'button', class: 'reel-upnext-play' }, labels.upNextPlay);
  const label = h(doc, 'p', { class: 'reel-upnext-label' }, labels.upNextIn, seconds);
  const element = h(
    doc,
    'div',
    { class: 'reel-upnext', role: 'dialog', 'aria-label': labels.upNext, hidden: true },
    label,
    title,
    h(doc, 'div', { class: 'reel-upnext-actions' }, cancel, playNow),
  );
  let countdown: Countdown | null = null;
  let quiet = false;

  const hide = (): void => {
    element.hidden = true;
    // cancel() would also run onCancel (show related); withdrawing must not.
    quiet = true;
    countdown?.cancel();
    quiet = false;
    countdown = null;
  };

  const show = (next: RelatedVideo): void => {
    let href: string;
    try {
      href = videoLink(next.video_id, next.dir, { from: 'upnext' });
    } catch {
      return; // no valid next video: no card
    }
    hide();
    title.textContent = next.title;
    element.hidden = false;
    countdown = createCountdown({
      clock: ctx.clock,
      onTick: (s) => (seconds.textContent = `${s}`),
      onDone: () => {
        element.hidden = true;
        ctx.emitter.emit('upnext', { action: 'navigate', video_id: next.video_id });
        ctx.navigate(href, { newTab: false });
      },
      onCancel: () => {
        if (quiet) return;
        element.hidden = true;
        ctx.emitter.emit('upnext', { action: 'cancelled', video_id: next.video_id });
        onCancel();
      },
    });
    countdown.start();
    // After start(), so a listener may already move a fake clock through the countdown.
    ctx.emitter.emit('upnext', { action: 'shown', video_id: next.video_id });
    // Keyboard users inside the player land on Play now; focus elsewhere on the page stays put.
    if (ctx.root.contains(ctx.doc.activeElement)) playNow.focus({ preventScroll: true });
  };

  bag.on(cancel, 'click', () => countdown?.cancel());
  bag.on(playNow, 'click', () => countdown?.playNow());
  bag.add(hide);
  return { element, show, hide, isShown: () => !element.hidden };
}
