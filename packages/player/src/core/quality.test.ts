import { describe, expect, it } from 'vitest';
import { chooseDefaultQuality, planQualitySwitch, sortByHeight } from './quality.js';

const q = (label: string, height: number | null) => ({ label, height });

describe('chooseDefaultQuality', () => {
  it('the best at or below 720p, else the lowest there is', () => {
    expect(chooseDefaultQuality([q('SD', 480), q('HD', 720), q('Full HD', 1080)])?.label).toBe('HD');
    expect(chooseDefaultQuality([q('Full HD', 1080), q('SD', 480)])?.label).toBe('SD');
    expect(chooseDefaultQuality([q('4K', 2160), q('Full HD', 1080)])?.label).toBe('Full HD');
    expect(chooseDefaultQuality([q('360p', 360), q('576p', 576)])?.label).toBe('576p');
    expect(chooseDefaultQuality([])).toBeNull();
  });

  it('heights known for some only: the rule runs on those; for none: the first', () => {
    expect(chooseDefaultQuality([q('Mobile', null), q('720p', 720)])?.label).toBe('720p');
    expect(chooseDefaultQuality([q('B', null), q('A', null)])?.label).toBe('B');
  });
});

describe('sortByHeight', () => {
  it('lowest first when every height is known, the given order otherwise', () => {
    expect(sortByHeight([q('b', 1080), q('a', 480)]).map((x) => x.label)).toEqual(['a', 'b']);
    expect(sortByHeight([q('b', 1080), q('a', null)]).map((x) => x.label)).toEqual(['b', 'a']);
  });
});

describe('planQualitySwitch', () => {
  it('keeps position and play state', () => {
    expect(planQualitySwitch(q('HD', 720), q('SD', 480), { currentTime: 42.5, paused: false })).toEqual({
      quality: 'SD',
      resumeAt: 42.5,
      play: true,
      metric: null,
      reload: true,
    });
    expect(planQualitySwitch(q('HD', 720), q('SD', 480), { currentTime: 10, paused: true }).play).toBe(false);
  });

  it('choosing Full HD (1080p) or more sends fullHDClick, on every such choice', () => {
    expect(planQualitySwitch(q('HD', 720), q('Full HD', 1080), { currentTime: 0, paused: true }).metric).toBe('fullHDClick');
    expect(planQualitySwitch(q('HD', 720), q('4K', 2160), { currentTime: 0, paused: true }).metric).toBe('fullHDClick');
    expect(planQualitySwitch(q('Full HD', 1080), q('Full HD', 1080), { currentTime: 0, paused: true })).toMatchObject({
      metric: 'fullHDClick',
      reload: false,
    });
    expect(planQualitySwitch(q('HD', 720), q('Sharp', null), { currentTime: 0, paused: true }).metric).toBeNull();
  });

  it('an unknown time resumes at 0', () => {
    expect(planQualitySwitch(q('HD', 720), q('SD', 480), { currentTime: Number.NaN, paused: true }).resumeAt).toBe(0);
  });
});
