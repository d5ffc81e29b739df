import { describe, expect, it } from 'vitest';
import { isPlayable, pickLinear, pickMediaFile, rankMediaFiles, type MediaFileLike } from './mediaPick.js';

const chrome = (mime: string) => (mime === 'video/mp4' || mime === 'video/webm' ? 'maybe' : '');
const mp4 = (width: number, extra: Partial<MediaFileLike> = {}): MediaFileLike => ({
  fileURL: `https://cdn.example/${width}.mp4`,
  mimeType: 'video/mp4',
  deliveryType: 'progressive',
  width,
  ...extra,
});

describe('media file choice', () => {
  it('plays progressive mp4/webm the browser accepts, nothing else', () => {
    expect(isPlayable(mp4(640), chrome)).toBe(true);
    expect(isPlayable(mp4(640, { mimeType: 'video/webm' }), chrome)).toBe(true);
    expect(isPlayable(mp4(640, { mimeType: 'application/javascript', apiFramework: 'VPAID' }), chrome)).toBe(false);
    expect(isPlayable(mp4(640, { apiFramework: 'VPAID' }), chrome)).toBe(false);
    expect(isPlayable(mp4(640, { deliveryType: 'streaming' }), chrome)).toBe(false);
    expect(isPlayable(mp4(640, { mimeType: 'application/x-mpegURL' }), chrome)).toBe(false);
    expect(isPlayable(mp4(640, { mimeType: 'video/webm' }), (m) => (m === 'video/mp4' ? 'probably' : ''))).toBe(false);
    expect(isPlayable(mp4(640, { fileURL: 'invalid-url' }), chrome)).toBe(false);
    expect(isPlayable(mp4(640, { fileURL: null }), chrome)).toBe(false);
  });

  it('prefers the width nearest the player, then the higher bitrate', () => {
    const files = [mp4(1920), mp4(640, { bitrate: 500 }), mp4(640, { bitrate: 900 }), mp4(400)];
    expect(pickMediaFile(files, chrome, 700)?.bitrate).toBe(900);
    expect(pickMediaFile(files, chrome, 1800)?.width).toBe(1920);
    expect(pickMediaFile([mp4(0), mp4(300)], chrome, 1280)?.width).toBe(300);
    expect(pickMediaFile([mp4(640, { apiFramework: 'VPAID' })], chrome, 640)).toBeNull();
  });

  it('takes the first linear creative with a playable file, skipping companions and VPAID', () => {
    const ads = [
      { creatives: [{ type: 'companion' }, { type: 'linear', mediaFiles: [mp4(640, { apiFramework: 'VPAID' })] }] },
      { creatives: [{ type: 'nonlinear' }, { type: 'linear', mediaFiles: [mp4(480)] }] },
    ];
    const picked = pickLinear(ads, chrome, 640);
    expect(picked?.ad).toBe(ads[1]);
    expect(picked?.files[0].width).toBe(480);
    expect(pickLinear([{ creatives: [] }, {}], chrome, 640)).toBeNull();
  });

  it('ranks every playable file in the order they are tried: nearest width, higher bitrate, no width last', () => {
    const files = [
      mp4(0),
      mp4(1920),
      mp4(640, { bitrate: 500 }),
      mp4(640, { apiFramework: 'VPAID' }),
      mp4(640, { bitrate: 900 }),
      mp4(400),
    ];
    const ranked = rankMediaFiles(files, chrome, 700);
    expect(ranked.map((f) => [f.width, f.bitrate])).toEqual([
      [640, 900],
      [640, 500],
      [400, undefined],
      [1920, undefined],
      [0, undefined],
    ]);
    expect(pickLinear([{ creatives: [{ type: 'linear', mediaFiles: files }] }], chrome, 700)?.files).toEqual(ranked);
  });
});
