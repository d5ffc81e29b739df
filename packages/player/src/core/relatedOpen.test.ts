import { describe, expect, it } from 'vitest';
import { shouldOpenRelated } from './relatedOpen.js';

describe('shouldOpenRelated', () => {
  const wide = 800;
  it('pause opens it in embed mode only', () => {
    expect(shouldOpenRelated({ reason: 'pause', embed: true, widthPx: wide })).toBe(true);
    expect(shouldOpenRelated({ reason: 'pause', embed: false, specialMode: true, widthPx: wide })).toBe(false);
  });
  it('the end opens it in embed or special mode', () => {
    expect(shouldOpenRelated({ reason: 'end', embed: true, widthPx: wide })).toBe(true);
    expect(shouldOpenRelated({ reason: 'end', embed: false, specialMode: true, widthPx: wide })).toBe(true);
    expect(shouldOpenRelated({ reason: 'end', embed: false, widthPx: wide })).toBe(false);
  });
  it('the toggle always opens it', () => {
    expect(shouldOpenRelated({ reason: 'toggle', embed: false, widthPx: wide })).toBe(true);
  });
  it('never at 420 px or narrower', () => {
    for (const reason of ['pause', 'end', 'toggle'] as const) {
      expect(shouldOpenRelated({ reason, embed: true, specialMode: true, widthPx: 420 })).toBe(false);
      expect(shouldOpenRelated({ reason, embed: true, specialMode: true, widthPx: 421 })).toBe(true);
      expect(shouldOpenRelated({ reason, embed: true, widthPx: Number.NaN })).toBe(false);
    }
  });
});
