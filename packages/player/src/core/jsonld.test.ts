import { describe, expect, it } from 'vitest';
import { jsonLdScript, videoObjectJsonLd } from './jsonld.js';

describe('videoObjectJsonLd', () => {
  it('builds a schema.org VideoObject', () => {
    expect(
      videoObjectJsonLd({
        name: 'Test pattern',
        embedUrl: 'https://reel.example/embed/42/',
        description: 'Bars and tone',
        thumbnailUrl: 'https://reel.example/t/42.jpg',
        uploadDate: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
        author: 'someone',
        duration_s: 3723,
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Test pattern',
      embedUrl: 'https://reel.example/embed/42/',
      description: 'Bars and tone',
      thumbnailUrl: 'https://reel.example/t/42.jpg',
      uploadDate: '2024-01-02T03:04:05.000Z',
      author: { '@type': 'Person', name: 'someone' },
      duration: 'PT1H2M3S',
    });
  });

  it('leaves out missing or empty fields; keeps an author address', () => {
    const out = videoObjectJsonLd({ name: 'n', embedUrl: 'e', description: '', uploadDate: '2024-05-01', author: { name: 'a', url: '/members/1/' } });
    expect(Object.keys(out).sort()).toEqual(['@context', '@type', 'author', 'embedUrl', 'name', 'uploadDate']);
    expect(out.author).toEqual({ '@type': 'Person', name: 'a', url: '/members/1/' });
    expect(videoObjectJsonLd({ name: 'n', embedUrl: 'e', uploadDate: new Date(Number.NaN) }).uploadDate).toBeUndefined();
  });
});

describe('jsonLdScript', () => {
  it('escapes < > & U+2028 U+2029 and stays the same JSON', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = jsonLdScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028\\u2029');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('undefined becomes null', () => {
    expect(jsonLdScript(undefined)).toBe('null');
  });
});
