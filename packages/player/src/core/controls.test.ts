import { describe, expect, it } from 'vitest';
import { normaliseCustomButtons } from './controls.js';

const logger = () => {
  const errors: unknown[][] = [];
  return { errors, error: (...args: unknown[]) => void errors.push(args) };
};

describe('normaliseCustomButtons', () => {
  it('a non-array: a console error and no buttons, no crash', () => {
    for (const value of [{ id: 'a' }, 'buttons', 42, true]) {
      const log = logger();
      expect(normaliseCustomButtons(value, log)).toEqual([]);
      expect(log.errors).toHaveLength(1);
      expect(String(log.errors[0][0])).toMatch(/must be an array/);
    }
  });

  it('nothing given is not an error', () => {
    const log = logger();
    expect(normaliseCustomButtons(undefined, log)).toEqual([]);
    expect(normaliseCustomButtons(null, log)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('keeps valid entries in order and logs each bad one', () => {
    const log = logger();
    const onClick = () => undefined;
    const out = normaliseCustomButtons(
      [
        { id: 'share', label: 'Share', icon: '/i/share.svg', onClick, extra: 1 },
        null,
        { id: '', label: 'x', onClick },
        { id: 'nolabel', onClick },
        { id: 'noclick', label: 'x' },
        { id: 'badicon', label: 'x', icon: 5, onClick },
        { id: 'share', label: 'again', onClick },
        { id: 'cast', label: 'Cast', onClick },
      ],
      log,
    );
    expect(out).toEqual([
      { id: 'share', label: 'Share', icon: '/i/share.svg', onClick },
      { id: 'cast', label: 'Cast', onClick },
    ]);
    expect(log.errors).toHaveLength(6);
  });
});
