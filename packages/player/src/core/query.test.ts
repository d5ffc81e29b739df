import { describe, expect, it, vi } from 'vitest';
import { parseFlag, readPlayerQuery } from './query.js';

describe('readPlayerQuery', () => {
  it('reads every parameter from a search string', () => {
    expect(readPlayerQuery('?autostart=1&autoplay=true&start_time=90&seek_time=1:30&ts=abc&campaign=spring')).toEqual({
      autostart: true,
      autoplay: true,
      start_time: 90,
      seek_time: 90,
      ts: 'abc',
      campaign: 'spring',
    });
  });

  it('takes a full address, a URL or URLSearchParams', () => {
    expect(readPlayerQuery('https://reel.example/video/42/a/?autostart=1#x')).toEqual({ autostart: true });
    expect(readPlayerQuery(new URL('https://reel.example/video/42/a/?start_time=1m30s'))).toEqual({ start_time: 90 });
    expect(readPlayerQuery(new URLSearchParams('seek_time=01:02:03'))).toEqual({ seek_time: 3723 });
    expect(readPlayerQuery('autoplay=0')).toEqual({ autoplay: false });
  });

  it('an address without a query, or an empty string, gives nothing', () => {
    expect(readPlayerQuery('https://reel.example/video/42/a/')).toEqual({});
    expect(readPlayerQuery('/video/42/a/')).toEqual({});
    expect(readPlayerQuery('')).toEqual({});
  });

  it('parses nothing for an address with no parameter value', () => {
    const read = vi.spyOn(URLSearchParams.prototype, 'get');
    try {
      expect(readPlayerQuery('https://page.example/watch?autostart#top')).toEqual({});
      expect(readPlayerQuery('https://page.example/watch')).toEqual({});
      expect(read).not.toHaveBeenCalled();
      expect(readPlayerQuery('https://page.example/watch?autostart=1')).toEqual({ autostart: true });
      expect(read).toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });

  it('invalid values are absent', () => {
    expect(readPlayerQuery('?autostart=maybe&start_time=-5&seek_time=1:99&ts=%20&campaign=')).toEqual({});
  });

  it('the time forms', () => {
    for (const [text, s] of [
      ['45', 45],
      ['45.5', 45.5],
      ['0:45', 45],
      ['1:00:00', 3600],
      ['2m', 120],
      ['1h1s', 3601],
    ] as const) {
      expect(readPlayerQuery(`start_time=${encodeURIComponent(text)}`).start_time).toBe(s);
    }
  });
});

describe('parseFlag', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['TRUE', true],
    ['yes', true],
    ['0', false],
    ['false', false],
    ['no', false],
    ['2', undefined],
    ['', undefined],
    [null, undefined],
  ] as const)('%j → %s', (value, out) => {
    expect(parseFlag(value)).toBe(out);
  });
});
