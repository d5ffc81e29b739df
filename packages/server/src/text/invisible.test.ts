import { describe, expect, it } from 'vitest';
import { stripInvisible } from './invisible.js';

describe('stripInvisible', () => {
  it('drops bidi overrides, isolates, marks and other format characters', () => {
    const hidden = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
      '\u200b',
      '\u2060',
      '\ufeff',
      '\u00ad',
    ];
    for (const c of hidden) expect(stripInvisible(`a${c}b`), c.codePointAt(0)?.toString(16)).toBe('ab');
    expect(stripInvisible('photo\u202Egpj.exe')).toBe('photogpj.exe');
  });

  it('keeps the joiners emoji and some scripts need', () => {
    const family = '\u{1f468}\u200d\u{1f469}\u200d\u{1f467}';
    expect(stripInvisible(family)).toBe(family);
    expect(stripInvisible('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')).toBe('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645');
  });
});
