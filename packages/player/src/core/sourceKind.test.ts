import { describe, expect, it } from 'vitest';
import { kindOfType, sourceType, typeFromAddress } from './sourceKind.js';

const kindOf = (src: string, type?: string) => kindOfType(sourceType({ src, type }));

describe('the kind of a source', () => {
  it('an mp4, by its type or by its address', () => {
    expect(kindOf('https://cdn.example/clip.mp4')).toBe('file');
    expect(kindOf('https://cdn.example/clip.M4V?sig=1#t=3')).toBe('file');
    expect(kindOf('https://cdn.example/play?id=7', 'video/mp4')).toBe('file');
    expect(sourceType({ src: '/clip.mp4' })).toBe('video/mp4');
  });

  it('a WebM, with or without codecs in its type', () => {
    expect(kindOf('/clip.webm')).toBe('file');
    expect(sourceType({ src: '/clip.webm' })).toBe('video/webm');
    expect(kindOf('/stream', 'video/webm; codecs="vp9, opus"')).toBe('file');
  });

  it('HLS by any of its MIME spellings, or by the .m3u8 address when the type is left out', () => {
    expect(kindOf('https://cdn.example/hls/master.m3u8')).toBe('hls');
    expect(kindOf('https://cdn.example/hls/master.M3U8?token=x')).toBe('hls');
    expect(kindOf('/clip.mp4?f=video.m3u8', 'application/x-mpegURL')).toBe('hls');
    expect(kindOf('/live', 'application/vnd.apple.mpegurl')).toBe('hls');
    expect(kindOf('/live', 'audio/mpegurl')).toBe('hls');
  });

  it('a given type wins over the address', () => {
    expect(kindOf('/clip.mp4', 'application/x-mpegURL')).toBe('hls');
    expect(kindOf('/master.m3u8', 'video/mp4')).toBe('file');
  });

  it('DASH by its type or the .mpd address (the player refuses it without an engine)', () => {
    expect(kindOf('https://cdn.example/dash/manifest.mpd')).toBe('dash');
    expect(kindOf('/manifest', 'application/dash+xml')).toBe('dash');
  });

  it('nothing for an unknown address or a type that is not media', () => {
    expect(typeFromAddress('https://cdn.example/watch?v=1')).toBeNull();
    expect(kindOf('https://cdn.example/watch?v=1')).toBeNull();
    expect(kindOf('/clip.avi')).toBeNull();
    expect(kindOf('/page', 'text/html')).toBeNull();
    expect(kindOf('/manifest', 'application/vnd.videojs.vhs+json')).toBeNull();
    expect(kindOf('/clip.mp4', '   ')).toBe('file');
  });
});
