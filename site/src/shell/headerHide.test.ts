import { describe, expect, it } from 'vitest';
import { nextHeaderHidden } from './headerHide';

describe('header hiding', () => {
  it('stays shown up to 115 px whatever the direction', () => {
    expect(nextHeaderHidden(0, 100, false)).toBe(false);
    expect(nextHeaderHidden(100, 115, false)).toBe(false);
    expect(nextHeaderHidden(300, 100, true)).toBe(false);
  });

  it('hides scrolling down past 115 px and returns on scroll up', () => {
    expect(nextHeaderHidden(115, 116, false)).toBe(true);
    expect(nextHeaderHidden(400, 600, false)).toBe(true);
    expect(nextHeaderHidden(600, 590, true)).toBe(false);
  });

  it('keeps its state when the position did not change', () => {
    expect(nextHeaderHidden(500, 500, true)).toBe(true);
    expect(nextHeaderHidden(500, 500, false)).toBe(false);
  });
});
