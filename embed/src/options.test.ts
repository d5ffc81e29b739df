import { describe, expect, it } from 'vitest';
import { readEmbedOptions, videoIdFromPath } from './options';

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
    expect(readEmbedOptions('')).toEqual({ autoplay: false, muted: false, loop: false, startTime: 0, showTitle: true });
  });

  it('reads every option in the forms the player accepts', () => {
    expect(readEmbedOptions('?autoplay=1&muted=true&loop=yes&start_time=1:30&title=0')).toEqual({
      autoplay: true,
      muted: true,
      loop: true,
      startTime: 90,
      showTitle: false,
    });
    expect(readEmbedOptions('?autostart=true&seek_time=45s&title=no')).toMatchObject({ autoplay: true, startTime: 45, showTitle: false });
  });

  it('keeps the default for an invalid value', () => {
    expect(readEmbedOptions('?autoplay=maybe&muted=2&loop=&start_time=-5&title=hide')).toEqual({
      autoplay: false,
      muted: false,
      loop: false,
      startTime: 0,
      showTitle: true,
    });
  });
});
