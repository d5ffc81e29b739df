import { describe, expect, it } from 'vitest';
import { refusalText } from './uploadErrors';

describe('refusalText for the decode caps', () => {
  it('names the limit the file went past', () => {
    expect(refusalText({ code: 'max_resolution', info: { width: 4096, height: 4096, pixels: 9437184 } })).toBe(
      'The picture is too large: at most 4096×4096 pixels',
    );
    expect(refusalText({ code: 'max_duration', info: { max: 10800 } })).toBe('The video is too long: at most 3 hours');
    expect(refusalText({ code: 'max_frame_rate', info: { max: 60 } })).toBe('The frame rate is too high: at most 60 frames per second');
    expect(refusalText({ code: 'max_frames', info: { max: 324000 } })).toBe(
      'The video has too many frames: shorten it or lower its frame rate',
    );
  });
});
