// The chapters' lazy part, loaded only for a video with a chapters track: the WebVTT read with the
// player's one reader (core/chapters.ts), a mark on the seek bar where each chapter begins, the
// chapter's title in the seek bar's hover preview and in the time display's tooltip, and a menu
// button listing the chapters that seeks to the one chosen. The chapter playing is followed on the
// element's time and told to the page (`chapterchange`, `getChapter()`).
import { chapterAt, createChapterTracker, parseChapters, type Chapter } from '../core/chapters.js';
import type { PlayerContext } from '../context.js';
import type { Playback } from '../engine/playback.js';
import { addStyles } from '../styles.js';
import { CHAPTERS_CSS, CHAPTERS_STYLE_ID } from './chaptersStyles.js';
import type { ControlBar } from './controls.js';
import { h, setLabel, svgIcon } from './el.js';
import { formatClock } from './format.js';
import { createMenu } from './menu.js';

const CHAPTERS_ICON = 'M3 6h2v2H3zm4 0h14v2H7zm-4 5h2v2H3zm4 0h14v2H7zm-4 5h2v2H3zm4 0h14v2H7z';

export interface ChaptersView {
  chapters: readonly Chapter[];
  /** The menu's wrapper (button and menu); null when the track has no chapter. */
  element: HTMLElement | null;
}

/** A mark on the seek bar where each chapter but the first begins, placed as a share of the duration. */
function drawMarks(doc: Document, marks: HTMLElement, chapters: readonly Chapter[], durationS: number): void {
  marks.replaceChildren(
    ...chapters
      .filter((c) => c.start > 0 && durationS > 0 && c.start < durationS)
      .map((c) => {
        const mark = h(doc, 'div', { class: 'reel-chapter-mark', 'data-start': c.start });
        mark.style.left = `${(c.start / durationS) * 100}%`;
        return mark;
      }),
  );
}

function chaptersMenu(ctx: PlayerContext, chapters: readonly Chapter[], playback: Playback) {
  const choices = chapters.map((c) => ({ value: c.index, text: `${formatClock(c.start)} ${c.title}`, data: { 'data-start': c.start } }));
  const menu = createMenu(ctx, 'chapters', ctx.labels.chapters, choices, (index) => playback.seek(chapters[index].start));
  menu.button.append(svgIcon(ctx.doc, 'chapters', CHAPTERS_ICON));
  setLabel(menu.button, ctx.labels.chapters);
  return menu;
}

/** Shows the chapters of `src` once read; a track that cannot be read is an `error` event of kind `media`. */
export async function mountChapters(
  ctx: PlayerContext,
  video: HTMLVideoElement,
  playback: Playback,
  bar: ControlBar,
  src: string,
  /** True while a preroll advert holds the element: its time is the advert's, not the video's. */
  isAd: () => boolean,
): Promise<ChaptersView> {
  const { doc, bag, emitter } = ctx;
  let chapters: Chapter[];
  try {
    chapters = parseChapters(await ctx.fetchText(src));
  } catch (error) {
    if (!bag.disposed) emitter.emit('error', { kind: 'media', message: 'the chapters could not be loaded', detail: error });
    return { chapters: [], element: null };
  }
  if (bag.disposed || chapters.length === 0) return { chapters, element: null };
  addStyles(doc, ctx.options, CHAPTERS_STYLE_ID, CHAPTERS_CSS);

  const marks = h(doc, 'div', { class: 'reel-chapter-marks', 'aria-hidden': 'true' });
  bar.seekBar.element.querySelector('.reel-seek-track')?.append(marks);
  const redraw = (): void => drawMarks(doc, marks, chapters, playback.duration());
  redraw();
  for (const name of ['durationchange', 'loadedmetadata']) bag.on(video, name, redraw);
  bag.add(() => marks.remove());

  const title = h(doc, 'span', { class: 'reel-preview-chapter' });
  bar.seekBar.preview.element.querySelector('.reel-preview-time')?.before(title);
  bar.seekBar.preview.onShow = (timeS) => void (title.textContent = chapterAt(chapters, timeS)?.title ?? '');

  const menu = chaptersMenu(ctx, chapters, playback);
  bar.time.after(menu.element);
  bag.add(() => menu.element.remove());

  const tracker = createChapterTracker(chapters, (chapter) => {
    menu.check(chapter?.index ?? -1);
    bar.time.title = chapter?.title ?? '';
    ctx.chapter = chapter;
    emitter.emit('chapterchange', { chapter });
  });
  const follow = (): void => void (isAd() || tracker.update(video.currentTime));
  for (const name of ['timeupdate', 'seeked']) bag.on(video, name, follow);
  follow();
  return { chapters, element: menu.element };
}
