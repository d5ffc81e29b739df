import { describe, expect, it } from 'vitest';
import { readAccent, readEmbedOptions, videoIdFromPath } from './options';

describe('videoIdFromPath', () => {
  it('reads /embed/{id}/ and nothing else', () => {
    expect(videoIdFromPath('/embed/42/')).toBe(42);
    expect(videoIdFromPath('/embed/42')).toBe(42);
    expect(videoIdFromPath('/embed/0/')).toBeNull();
    expect(videoIdFromPath('/embed/42/x/')).toBeNull();
    expect(videoIdFromPath('/embed/abc/')).toBeNull();
    // The one id rule: canonical, at most the database's integer.
    expect(videoIdFromPath('/embed/01/')).toBeNull();
    expect(videoIdFromPath('/embed/9999999999/')).toBeNull();
    expect(videoIdFromPath('/video/42/')).toBeNull();
  });
});

describe('readEmbedOptions', () => {
  it('defaults: no autoplay, sound, no loop, from the start, with the title', () => {
    expect(readEmbedOptions('')).toEqual({
      autoplay: false,
      muted: false,
      loop: false,
      startTime: 0,
      showTitle: true,
      endTime: null,
      controls: true,
      accent: null,
    });
  });

  it('reads every option in the forms the player accepts', () => {
    expect(readEmbedOptions('?autoplay=1&muted=true&loop=yes&start_time=1:30&title=0&end=2:00&controls=0&color=1E90ff')).toEqual({
      autoplay: true,
      muted: true,
      loop: true,
      startTime: 90,
      showTitle: false,
      endTime: 120,
      controls: false,
      accent: '#1e90ff',
    });
    expect(readEmbedOptions('?autostart=true&seek_time=45s&title=no')).toMatchObject({ autoplay: true, startTime: 45, showTitle: false });
  });

  it('keeps the default for an invalid value', () => {
    expect(readEmbedOptions('?autoplay=maybe&muted=2&loop=&start_time=-5&title=hide&end=soon&controls=off&color=red')).toEqual({
      autoplay: false,
      muted: false,
      loop: false,
      startTime: 0,
      showTitle: true,
      endTime: null,
      controls: true,
      accent: null,
    });
  });

  it('takes an end only after the start', () => {
    expect(readEmbedOptions('?start_time=30&end=30').endTime).toBeNull();
    expect(readEmbedOptions('?start_time=30&end=20').endTime).toBeNull();
    expect(readEmbedOptions('?end=0').endTime).toBeNull();
    expect(readEmbedOptions('?start_time=30&end=31.5').endTime).toBe(31.5);
  });
});

describe('readAccent', () => {
  it('takes three or six hex digits and nothing else', () => {
    expect(readAccent('fff')).toBe('#fff');
    expect(readAccent('A1b2C3')).toBe('#a1b2c3');
    for (const bad of [null, '', '#fff', 'ffff', 'fffffff', 'ggg', 'red', 'fff;x', 'f00)', '00f\n', ' fff', 'var(--x)', 'fff}body{x'])
      expect([bad, readAccent(bad)]).toEqual([bad, null]);
  });
});
