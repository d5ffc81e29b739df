import { describe, expect, it } from 'vitest';
import { keyAction, SHORTCUTS, targetKeepsKey } from './keys.js';

describe('keyAction', () => {
  it('maps the player keys', () => {
    expect(keyAction({ key: ' ' })).toEqual({ kind: 'toggle-play' });
    expect(keyAction({ key: 'k' })).toEqual({ kind: 'toggle-play' });
    expect(keyAction({ key: 'K' })).toEqual({ kind: 'toggle-play' });
    expect(keyAction({ key: 'ArrowLeft' })).toEqual({ kind: 'skip', direction: -1 });
    expect(keyAction({ key: 'ArrowRight' })).toEqual({ kind: 'skip', direction: 1 });
    expect(keyAction({ key: 'ArrowUp' })).toEqual({ kind: 'volume', delta: 0.1 });
    expect(keyAction({ key: 'ArrowDown' })).toEqual({ kind: 'volume', delta: -0.1 });
    expect(keyAction({ key: 'f' })).toEqual({ kind: 'fullscreen' });
    expect(keyAction({ key: 'm' })).toEqual({ kind: 'mute' });
    expect(keyAction({ key: '0' })).toEqual({ kind: 'seek-fraction', fraction: 0 });
    expect(keyAction({ key: '9' })).toEqual({ kind: 'seek-fraction', fraction: 0.9 });
    expect(keyAction({ key: 'Spacebar' })).toEqual({ kind: 'toggle-play' });
    expect(keyAction({ key: '>' })).toEqual({ kind: 'rate', direction: 1 });
    expect(keyAction({ key: '<' })).toEqual({ kind: 'rate', direction: -1 });
    expect(keyAction({ key: 'i' })).toEqual({ kind: 'pip' });
    expect(keyAction({ key: 'c' })).toEqual({ kind: 'captions' });
    expect(keyAction({ key: '?' })).toEqual({ kind: 'shortcuts' });
  });

  it('answers exactly the keys the shortcuts table lists', () => {
    for (const { keys, action } of SHORTCUTS) {
      for (const key of keys)
        expect(keyAction({ key: key === '0-9' ? '3' : key })).toEqual(action ?? { kind: 'seek-fraction', fraction: 0.3 });
    }
    const listed = new Set(SHORTCUTS.flatMap((s) => s.keys));
    for (const key of ['a', 'b', 'x', 'Enter', 'Escape', 'Tab', '/', '.', ',']) {
      expect(listed.has(key)).toBe(false);
      expect(keyAction({ key })).toBeNull();
    }
  });

  it('leaves other keys and modified keys to the page', () => {
    expect(keyAction({ key: 'x' })).toBeNull();
    expect(keyAction({ key: 'Enter' })).toBeNull();
    expect(keyAction({ key: 'f', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(keyAction({ key: '5', metaKey: true })).toBeNull();
  });
});

describe('targetKeepsKey', () => {
  const el = (tagName: string, type?: string, role?: string) => ({
    tagName,
    type,
    getAttribute: (n: string) => (n === 'role' ? (role ?? null) : null),
  });
  it('lets text fields keep every key and sliders their arrows', () => {
    expect(targetKeepsKey(el('INPUT', 'text'), 'k')).toBe(true);
    expect(targetKeepsKey(el('TEXTAREA'), ' ')).toBe(true);
    expect(targetKeepsKey(el('INPUT', 'range'), 'ArrowUp')).toBe(true);
    expect(targetKeepsKey(el('INPUT', 'range'), 'm')).toBe(false);
  });
  it('lets buttons and links keep space and Enter, and nothing else', () => {
    expect(targetKeepsKey(el('BUTTON'), ' ')).toBe(true);
    expect(targetKeepsKey(el('A'), 'Enter')).toBe(true);
    expect(targetKeepsKey(el('BUTTON'), 'ArrowRight')).toBe(false);
    expect(targetKeepsKey(el('DIV', undefined, 'menuitemradio'), ' ')).toBe(true);
    expect(targetKeepsKey(el('DIV', undefined, 'slider'), 'ArrowLeft')).toBe(false);
    expect(targetKeepsKey(null, ' ')).toBe(false);
  });
});
