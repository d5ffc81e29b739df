// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { createEmitter } from '../core/emitter.js';
import type { Playback } from '../engine/playback.js';
import type { PlayerEvents } from '../playerTypes.js';
import { createSeekBar } from './seekbar.js';

describe('the seek bar', () => {
  it('is a complete slider from the moment it exists, before its first update', () => {
    const root = document.createElement('div');
    const ctx = createContext(root, {}, createEmitter<PlayerEvents>());
    // Nothing here reads the playback: the bar only asks it once the media moves or a pointer acts.
    const bar = createSeekBar(ctx, document.createElement('video'), null as unknown as Playback, null);
    // A screen reader or an accessibility check can meet the bar before the first timeupdate.
    expect(bar.element.getAttribute('role')).toBe('slider');
    expect(bar.element.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.element.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.element.getAttribute('aria-valuemax')).toBe('0');
  });
});
