import { describe, expect, it } from 'vitest';
import { embedCode, shareAddresses } from './share.js';

describe('share', () => {
  it('builds absolute watch-page and embed addresses on the given site', () => {
    expect(shareAddresses(42, 'a dir', 'https://reel.example/categories/x/?s=1')).toEqual({
      pageUrl: 'https://reel.example/video/42/a%20dir/',
      embedUrl: 'https://reel.example/embed/42/',
    });
  });

  it('makes the iframe code with its size, and escapes the title and address', () => {
    expect(embedCode('https://reel.example/embed/42/', 'Beach "day" <3 & more')).toBe(
      '<iframe src="https://reel.example/embed/42/" width="640" height="360" title="Beach &quot;day&quot; &lt;3 &amp; more" frameborder="0" allow="autoplay; fullscreen; picture-in-picture; accelerometer; gyroscope; clipboard-write; encrypted-media; web-share"></iframe>',
    );
    expect(embedCode('https://x.example/embed/1/?a=1&b="2"', 't', 320, 180)).toContain(
      'src="https://x.example/embed/1/?a=1&amp;b=&quot;2&quot;" width="320" height="180"',
    );
  });
});
