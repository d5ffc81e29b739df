import { describe, expect, it, vi } from 'vitest';
import { buildStatsUrl, sendAdStats } from './stats.js';

describe('advertising statistics GET', () => {
  it('adds out_name and cisai, encoded so the server reads back the same values', () => {
    const params = { out_name: 'site name & co=1/é', cisai: 'a+b c%20' };
    const url = buildStatsUrl('https://stats.example.net/ad/load', params)!;
    expect(url).toBe('https://stats.example.net/ad/load?out_name=site+name+%26+co%3D1%2F%C3%A9&cisai=a%2Bb+c%2520');
    const back = new URL(url).searchParams;
    expect(back.get('out_name')).toBe(params.out_name);
    expect(back.get('cisai')).toBe(params.cisai);
  });

  it('keeps the existing query and replaces stale out_name/cisai values', () => {
    const url = buildStatsUrl('https://s.example/p?v=2&cisai=old#frag', { out_name: 'n', cisai: 'new' });
    expect(url).toBe('https://s.example/p?v=2&cisai=new&out_name=n#frag');
  });

  it('refuses addresses that are not http(s)', () => {
    expect(buildStatsUrl('javascript:alert(1)', { out_name: 'a', cisai: 'b' })).toBeNull();
    expect(buildStatsUrl('not a url', { out_name: 'a', cisai: 'b' })).toBeNull();
  });

  it('fires one beacon, none without configuration, and survives a throwing beacon', () => {
    const beacon = vi.fn();
    expect(sendAdStats('https://s.example/x', { out_name: 'o', cisai: 'c' }, beacon)).toBe('https://s.example/x?out_name=o&cisai=c');
    expect(beacon).toHaveBeenCalledExactlyOnceWith('https://s.example/x?out_name=o&cisai=c');
    expect(sendAdStats(undefined, { out_name: 'o', cisai: 'c' }, beacon)).toBeNull();
    expect(sendAdStats('https://s.example/x', undefined, beacon)).toBeNull();
    expect(beacon).toHaveBeenCalledTimes(1);
    const broken = () => {
      throw new Error('blocked');
    };
    expect(() => sendAdStats('https://s.example/x', { out_name: 'o', cisai: 'c' }, broken)).not.toThrow();
  });
});
