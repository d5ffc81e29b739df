import { describe, expect, it } from 'vitest';
import { CAPTIONS_LABEL_MAX_CHARS, readCaptionsLabel, readSrclang } from './captions.js';

describe('readSrclang', () => {
  it('takes BCP 47 tags in their canonical form', () => {
    expect(readSrclang('en')).toBe('en');
    expect(readSrclang(' en-us ')).toBe('en-US');
    expect(readSrclang('pt-BR')).toBe('pt-BR');
    expect(readSrclang('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(readSrclang('sr-Latn')).toBe('sr-Latn');
  });

  it('refuses anything else', () => {
    for (const bad of [null, undefined, '', 'e', 'en_US', 'en--US', '123', 'x-foo', 'english please', 'en-US;x', '<b>', 'a'.repeat(40)])
      expect([bad, readSrclang(bad)]).toEqual([bad, null]);
  });
});

describe('readCaptionsLabel', () => {
  it('trims, and refuses an empty or too long label', () => {
    expect(readCaptionsLabel('  English (CC) ')).toBe('English (CC)');
    expect(readCaptionsLabel('   ')).toBeNull();
    expect(readCaptionsLabel('é'.repeat(CAPTIONS_LABEL_MAX_CHARS))).toHaveLength(CAPTIONS_LABEL_MAX_CHARS);
    expect(readCaptionsLabel('x'.repeat(CAPTIONS_LABEL_MAX_CHARS + 1))).toBeNull();
  });
});
