// Chapters: a WebVTT file of `kind="chapters"`, each cue a titled stretch of the video. Read with the
// player's one WebVTT reader (vtt.ts); the chapter playing is the last that starts at or before the
// time, while the time is inside it (a gap between chapters is no chapter).
import { findCue, vttBlocks } from './vtt.js';

export interface Chapter {
  /** Its place in the list, from 0. */
  index: number;
  title: string;
  /** Seconds. */
  start: number;
  end: number;
}

/** The chapters of a WebVTT text, in time order; a cue without a title is no chapter. */
export function parseChapters(text: string): Chapter[] {
  const list: Omit<Chapter, 'index'>[] = [];
  for (const { start, end, lines } of vttBlocks(text)) {
    const title = lines.join(' ').trim();
    if (title && end > start) list.push({ title, start, end });
  }
  return list.sort((a, b) => a.start - b.start).map((c, index) => ({ index, ...c }));
}

/** The chapter playing at `timeS`, or null before the first, in a gap, or with no chapters. */
export function chapterAt(list: readonly Chapter[], timeS: number): Chapter | null {
  const found = findCue(list, timeS);
  return found && timeS <= found.end ? found : null;
}

export interface ChapterTracker {
  /** Reads the time; calls `onChange` when the chapter playing is another than before. */
  update(timeS: number): void;
  current(): Chapter | null;
}

export function createChapterTracker(list: readonly Chapter[], onChange: (chapter: Chapter | null) => void): ChapterTracker {
  let current: Chapter | null = null;
  return {
    update(timeS) {
      const next = chapterAt(list, timeS);
      if (next === current) return;
      current = next;
      onChange(next);
    },
    current: () => current,
  };
}
