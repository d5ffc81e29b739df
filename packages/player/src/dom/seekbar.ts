// The seek bar: played and buffered ranges, drag to seek (mouse, pen and touch through pointer
// events), and on hover a preview of the time with its timeline thumbnail (preview.ts).
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { h } from './el.js';
import { pageLang, spokenTime } from './format.js';
import { createPreview, type SeekPreview } from './preview.js';

export interface SeekBar {
  element: HTMLElement;
  preview: SeekPreview;
  /** Redraws from the element: call on timeupdate, progress and durationchange. */
  update(): void;
}

const pct = (part: number, whole: number): string => `${whole > 0 ? Math.min(100, Math.max(0, (part / whole) * 100)) : 0}%`;

/** One bar per buffered range, reusing the bars already there. */
function drawRanges(doc: Document, container: HTMLElement, ranges: TimeRanges, duration: number): void {
  while (container.children.length > ranges.length) container.lastElementChild?.remove();
  for (let i = 0; i < ranges.length; i++) {
    const bar = (container.children[i] as HTMLElement | undefined) ?? container.appendChild(h(doc, 'div', { class: 'reel-seek-range' }));
    bar.style.left = pct(ranges.start(i), duration);
    bar.style.width = pct(ranges.end(i) - ranges.start(i), duration);
  }
}

/** How far along the bar `clientX` lies, from 0 to 1. */
function fractionAt(element: HTMLElement, clientX: number): number {
  const rect = element.getBoundingClientRect();
  return rect.width > 0 ? Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) : 0;
}

export function createSeekBar(ctx: PlayerContext, video: HTMLVideoElement, playback: Playback, timelinesUrl: string | null): SeekBar {
  const { doc, bag, labels } = ctx;
  const buffered = h(doc, 'div', { class: 'reel-seek-buffered' });
  const played = h(doc, 'div', { class: 'reel-seek-played' });
  const preview = createPreview(ctx, timelinesUrl);
  const track = h(doc, 'div', { class: 'reel-seek-track' }, buffered, played);
  // A slider needs its value from the start: the first update waits for the bar to be shown, and
  // a screen reader can meet the bar before that.
  const element = h(
    doc,
    'div',
    {
      class: 'reel-seek',
      role: 'slider',
      tabindex: 0,
      'aria-label': labels.seek,
      'aria-valuemin': 0,
      'aria-valuemax': 0,
      'aria-valuenow': 0,
    },
    track,
    preview.element,
  );
  let scrubbing = false;

  const timeAt = (clientX: number): number => fractionAt(element, clientX) * playback.duration();

  const update = (): void => {
    const duration = playback.duration();
    const now = video.currentTime;
    if (!scrubbing) played.style.width = pct(now, duration);
    element.setAttribute('aria-valuemax', String(Math.floor(duration)));
    element.setAttribute('aria-valuenow', String(Math.floor(now)));
    const lang = pageLang(ctx.root);
    element.setAttribute(
      'aria-valuetext',
      labels.seekTime.replace('{time}', () => spokenTime(now, lang)).replace('{duration}', () => spokenTime(duration, lang)),
    );
    drawRanges(doc, buffered, video.buffered, duration);
  };

  const showPreview = (clientX: number): void => {
    const fraction = fractionAt(element, clientX);
    preview.show(fraction * playback.duration(), `${fraction * 100}%`);
  };

  bag.on<PointerEvent>(element, 'pointerenter', () => preview.load());
  bag.on<PointerEvent>(element, 'pointermove', (e) => {
    showPreview(e.clientX);
    if (scrubbing) played.style.width = pct(timeAt(e.clientX), playback.duration());
  });
  bag.on<PointerEvent>(element, 'pointerleave', () => {
    if (!scrubbing) preview.hide();
  });
  bag.on<PointerEvent>(element, 'pointerdown', (e) => {
    if (e.button !== 0) return;
    scrubbing = true;
    element.setPointerCapture?.(e.pointerId);
    // A drag replaces any skip clicks still being grouped.
    playback.skip.cancel();
    preview.load();
    showPreview(e.clientX);
    played.style.width = pct(timeAt(e.clientX), playback.duration());
  });
  bag.on<PointerEvent>(element, 'pointerup', (e) => {
    if (!scrubbing) return;
    scrubbing = false;
    if (e.pointerType !== 'mouse') preview.hide();
    playback.seek(timeAt(e.clientX));
  });
  bag.on<PointerEvent>(element, 'pointercancel', () => {
    scrubbing = false;
    preview.hide();
    update();
  });

  return { element, preview, update };
}
