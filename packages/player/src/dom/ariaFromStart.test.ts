// @vitest-environment jsdom
// Controls whose ARIA role needs a state have it from their creation: an accessibility check or a
// screen reader can meet them before the player first updates them.
import { describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { createEmitter } from '../core/emitter.js';
import type { Playback } from '../engine/playback.js';
import type { PlayerEvents } from '../playerTypes.js';
import { createMenu } from './menu.js';
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

describe('a menu of radio items', () => {
  it('states each item unchecked from the moment it exists, before its owner checks one', () => {
    const ctx = createContext(document.createElement('div'), {}, createEmitter<PlayerEvents>());
    const menu = createMenu(ctx, 'test', 'Test', [{ value: 1, text: 'One', data: { 'data-n': 1 } }], () => undefined);
    const items = [...menu.element.querySelectorAll('[role=menuitemradio]')];
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false']);
    menu.check(1);
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['true']);
  });
});
