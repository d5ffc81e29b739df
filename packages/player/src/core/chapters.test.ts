import { describe, expect, it } from 'vitest';
import { chapterAt, createChapterTracker, parseChapters, type Chapter } from './chapters.js';

const VTT = `WEBVTT

NOTE the titles may span lines

intro
00:00:00.000 --> 00:00:30.000
Opening

00:01:00.000 --> 00:01:30.000 align:start
The long
middle part

00:00:30.000 --> 00:01:00.000
Second

00:01:30.000 --> 00:01:40.000

00:02:00.000 --> nonsense
Bad timing
`;

describe('parseChapters', () => {
  it('reads each titled cue in time order, a title over several lines joined', () => {
    expect(parseChapters(VTT)).toEqual([
      { index: 0, title: 'Opening', start: 0, end: 30 },
      { index: 1, title: 'Second', start: 30, end: 60 },
      { index: 2, title: 'The long middle part', start: 60, end: 90 },
    ]);
  });

  it('finds nothing in a file without cues', () => {
    expect(parseChapters('WEBVTT\n')).toEqual([]);
    expect(parseChapters('')).toEqual([]);
  });
});

describe('chapterAt', () => {
  const list = parseChapters(`WEBVTT

00:00:10.000 --> 00:00:20.000
A

00:00:20.000 --> 00:00:30.000
B

00:00:40.000 --> 00:00:50.000
C
`);
  const title = (t: number) => chapterAt(list, t)?.title ?? null;

  it('is the chapter the time is in; the later one at a shared boundary', () => {
    expect(title(10)).toBe('A');
    expect(title(19.9)).toBe('A');
    expect(title(20)).toBe('B');
    expect(title(50)).toBe('C');
  });

  it('is none before the first chapter, in a gap, after the last, or without chapters', () => {
    expect(title(5)).toBeNull();
    expect(title(35)).toBeNull();
    expect(title(51)).toBeNull();
    expect(chapterAt([], 3)).toBeNull();
  });
});

describe('createChapterTracker', () => {
  it('says each change of chapter once, and none while the chapter stays', () => {
    const list = parseChapters(VTT);
    const changes: (Chapter | null)[] = [];
    const tracker = createChapterTracker(list, (c) => changes.push(c));
    expect(tracker.current()).toBeNull();
    for (const t of [0, 1, 29, 31, 45, 95, 95.5, 10]) tracker.update(t);
    expect(changes.map((c) => c?.title ?? null)).toEqual(['Opening', 'Second', null, 'Opening']);
    expect(tracker.current()?.index).toBe(0);
  });
});
