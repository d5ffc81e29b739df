// The seek bar's hover preview: the time under the pointer and, when the video has a timeline
// file, its thumbnail tile from the sprite (`#xywh`). The VTT is fetched on the first hover only:
// most viewers never look at the thumbnails.
import { findCue, type TimelineCue } from '../core/vtt.js';
import type { PlayerContext } from '../context.js';
import { h } from './el.js';
import { formatClock } from './format.js';

export interface SeekPreview {
  element: HTMLElement;
  /** Starts the VTT download unless it is under way or done. */
  load(): void;
  /** Shows `timeS` at `leftPercent` of the bar. */
  show(timeS: number, leftPercent: string): void;
  hide(): void;
  /** Called with each time shown: the chapters chunk names the chapter there. */
  onShow(timeS: number): void;
}

export function createPreview(ctx: PlayerContext, timelinesUrl: string | null): SeekPreview {
  const { doc } = ctx;
  const thumb = h(doc, 'div', { class: 'reel-preview-img', hidden: true });
  const time = h(doc, 'span', { class: 'reel-preview-time' });
  const element = h(doc, 'div', { class: 'reel-preview', hidden: true, 'aria-hidden': 'true' }, thumb, time);
  let cues: TimelineCue[] | null = null;
  let loading = false;

  const draw = (cue: TimelineCue): void => {
    const { style } = thumb;
    style.backgroundImage = `url(${JSON.stringify(cue.url)})`;
    style.backgroundPosition = cue.box ? `-${cue.box.x}px -${cue.box.y}px` : 'center';
    style.backgroundSize = cue.box ? 'auto' : 'cover';
    if (cue.box) [style.width, style.height] = [`${cue.box.w}px`, `${cue.box.h}px`];
  };

  const preview: SeekPreview = {
    element,
    onShow: () => undefined,
    load() {
      if (!timelinesUrl || loading) return;
      loading = true;
      ctx.vtt.get(timelinesUrl).then(
        (list) => (cues = list),
        () => (loading = false), // forgotten by the cache too: the next hover tries again
      );
    },
    show(timeS, leftPercent) {
      time.textContent = formatClock(timeS);
      preview.onShow(timeS);
      element.style.left = leftPercent;
      element.hidden = false;
      const cue = cues ? findCue(cues, timeS) : null;
      thumb.hidden = !cue;
      if (cue) draw(cue);
    },
    hide() {
      element.hidden = true;
    },
  };
  return preview;
}
