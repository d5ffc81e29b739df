import { describe, expect, it } from 'vitest';
import { downloadLink, linkTarget, searchLink, videoLink } from './links.js';

describe('links', () => {
  it('video page, plain and from the related list or up-next', () => {
    expect(videoLink(42, 'my-video')).toBe('/video/42/my-video/');
    expect(videoLink('42', 'my-video', { from: 'related' })).toBe('/video/42/my-video/?r=1');
    expect(videoLink(42, 'my-video', { from: 'upnext' })).toBe('/video/42/my-video/?autostart=1');
  });

  it('encodes the dir and refuses a bad id', () => {
    expect(videoLink(7, 'a b/c')).toBe('/video/7/a%20b%2Fc/');
    expect(() => videoLink(0, 'x')).toThrow(TypeError);
    expect(() => videoLink('12abc', 'x')).toThrow(/video_id/);
    expect(() => downloadLink(-1)).toThrow(TypeError);
    // A positive safe integer and nothing else: past 2^53 a number no longer names one video.
    for (const bad of [1.5, NaN, '042', '9007199254740993', 2 ** 53, '']) expect(() => downloadLink(bad), String(bad)).toThrow(TypeError);
    expect(downloadLink(' 42 ')).toBe('/download?video=42');
  });

  it('search and download', () => {
    expect(searchLink('Hot & "new" video?')).toBe('/search/1/?s=Hot%20%26%20%22new%22%20video%3F');
    expect(searchLink('  spaced  ')).toBe('/search/1/?s=spaced');
    expect(downloadLink(42)).toBe('/download?video=42');
  });

  it('embed mode opens every link in a new tab without an opener', () => {
    expect(linkTarget(true)).toEqual({ target: '_blank', rel: 'noopener' });
    expect(linkTarget(false)).toEqual({});
  });
});
