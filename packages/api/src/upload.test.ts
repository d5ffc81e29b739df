// The upload rules the page's pre-check and the server share.
import { describe, expect, it } from 'vitest';
import { isAllowedUploadExtension, isValidUploadFilename, splitList, uploadExtension, uploadOrientationCode } from './upload.js';

describe('upload file rules', () => {
  it('accepts Latin letters, digits and plain separators only', () => {
    for (const ok of ['clip.mp4', 'My_Video-2 final.MOV', 'a']) expect(isValidUploadFilename(ok)).toBe(true);
    for (const bad of ['видео.mp4', 'clip(1).mp4', 'écran.mp4', '', '...', 'a/b.mp4', 'x'.repeat(256)])
      expect(isValidUploadFilename(bad)).toBe(false);
  });

  it('reads the extension case-insensitively and knows the allowed ones', () => {
    expect(uploadExtension('A.B.MP4')).toBe('mp4');
    expect(uploadExtension('noext')).toBe('');
    expect(uploadExtension('.hidden')).toBe('');
    expect(isAllowedUploadExtension('x.webm')).toBe(true);
    expect(isAllowedUploadExtension('x.txt')).toBe(false);
    expect(isAllowedUploadExtension('x.constructor')).toBe(false);
  });

  it('counts rotation when judging orientation', () => {
    expect(uploadOrientationCode(64, 36, 0)).toBeNull();
    expect(uploadOrientationCode(36, 64, 90)).toBeNull();
    expect(uploadOrientationCode(36, 64, 0)).toBe('vertical');
    expect(uploadOrientationCode(64, 36, 90)).toBe('orientation');
    expect(uploadOrientationCode(64, 36, 270)).toBe('orientation');
    expect(uploadOrientationCode(64, 64, 0)).toBe('vertical');
  });

  it('splits comma lists without blanks or repeats', () => {
    expect(splitList(' a, b,,a ,c ')).toEqual(['a', 'b', 'c']);
  });
});
