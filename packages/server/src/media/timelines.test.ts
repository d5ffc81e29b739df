import { describe, expect, it } from 'vitest';
import { buildTimelineVtt, formatVttTime, spriteSheetCount, timelineCount, timelineInterval, type TimelineVttInput } from './timelines.js';

const base: TimelineVttInput = {
  timelines_count: 3,
  timelines_interval: 5,
  duration_s: 12.5,
  sprite_urls: ['sprite-0.jpg'],
  tile_width: 160,
  tile_height: 90,
  columns: 10,
  rows: 10,
};

describe('formatVttTime', () => {
  it('always writes hours and milliseconds', () => {
    expect(formatVttTime(0)).toBe('00:00:00.000');
    expect(formatVttTime(5)).toBe('00:00:05.000');
    expect(formatVttTime(61.5)).toBe('00:01:01.500');
    expect(formatVttTime(3723.0456)).toBe('01:02:03.046');
  });

  it('carries rounded milliseconds into the seconds', () => {
    expect(formatVttTime(59.9996)).toBe('00:01:00.000');
  });
});

describe('buildTimelineVtt', () => {
  it('writes one cue per interval, the last ending at the duration', () => {
    expect(buildTimelineVtt(base)).toBe(
      'WEBVTT\n\n' +
        '00:00:00.000 --> 00:00:05.000\nsprite-0.jpg#xywh=0,0,160,90\n\n' +
        '00:00:05.000 --> 00:00:10.000\nsprite-0.jpg#xywh=160,0,160,90\n\n' +
        '00:00:10.000 --> 00:00:12.500\nsprite-0.jpg#xywh=320,0,160,90\n',
    );
  });

  it('walks tiles row by row and moves to the next sheet when one is full', () => {
    const vtt = buildTimelineVtt({ ...base, timelines_count: 7, duration_s: 33, columns: 2, rows: 2, sprite_urls: ['a.jpg', 'b.jpg'] });
    const refs = vtt.split('\n').filter((l) => l.includes('#xywh='));
    expect(refs).toEqual([
      'a.jpg#xywh=0,0,160,90',
      'a.jpg#xywh=160,0,160,90',
      'a.jpg#xywh=0,90,160,90',
      'a.jpg#xywh=160,90,160,90',
      'b.jpg#xywh=0,0,160,90',
      'b.jpg#xywh=160,0,160,90',
      'b.jpg#xywh=0,90,160,90',
    ]);
    expect(vtt.trimEnd().split('\n').at(-2)).toBe('00:00:30.000 --> 00:00:33.000');
  });

  it('keeps cue boundaries exact for long videos', () => {
    const vtt = buildTimelineVtt({ ...base, timelines_count: 191, timelines_interval: 13, duration_s: 2480, sprite_urls: ['s0', 's1'] });
    const cues = vtt.split('\n').filter((l) => l.includes(' --> '));
    expect(cues).toHaveLength(191);
    expect(cues[100]).toBe('00:21:40.000 --> 00:21:53.000');
    expect(cues.at(-1)).toBe('00:41:10.000 --> 00:41:20.000');
    expect(vtt).toContain('s1#xywh=0,0,160,90'); // tile 100 opens the second sheet
  });

  it('gives an empty but valid file for no tiles', () => {
    expect(buildTimelineVtt({ ...base, timelines_count: 0, sprite_urls: [] })).toBe('WEBVTT\n\n');
  });

  it('refuses inputs that cannot describe a real timeline', () => {
    expect(() => buildTimelineVtt({ ...base, timelines_interval: 0 })).toThrow(RangeError);
    expect(() => buildTimelineVtt({ ...base, duration_s: 10 })).toThrow(/does not fit/);
    expect(() => buildTimelineVtt({ ...base, timelines_count: 2.5 })).toThrow(RangeError);
    expect(() => buildTimelineVtt({ ...base, columns: 0 })).toThrow(RangeError);
    expect(() => buildTimelineVtt({ ...base, timelines_count: 3, columns: 1, rows: 1, sprite_urls: ['a', 'b'] })).toThrow(
      /3 sprite sheets/,
    );
  });
});

describe('timeline sizing', () => {
  it('uses the minimum interval for short videos and stretches it for long ones', () => {
    expect(timelineInterval(4)).toBe(5);
    expect(timelineInterval(600)).toBe(5);
    expect(timelineInterval(1865)).toBe(10);
    expect(timelineInterval(2480)).toBe(13);
  });

  it('counts one tile per started interval', () => {
    expect(timelineCount(12.5, 5)).toBe(3);
    expect(timelineCount(15, 5)).toBe(3);
    expect(timelineCount(0, 5)).toBe(0);
    expect(spriteSheetCount(191, 10, 10)).toBe(2);
    expect(spriteSheetCount(100, 10, 10)).toBe(1);
  });
});
