// The one text rule, and the table's parsers applying it to every path, query and body value
// before any parameter's own parser reads it.
import { describe, expect, it } from 'vitest';
import { ENDPOINT, ENDPOINTS } from './endpoints/index.js';
import { BadInput, parseInput } from './endpoints/kit.js';
import { INVALID_TEXT, isStorableText } from './storableText.js';

const refusal = (read: () => unknown): string | null => {
  try {
    read();
    return null;
  } catch (err) {
    if (err instanceof BadInput) return err.code;
    throw err;
  }
};

describe('isStorableText', () => {
  it('refuses NUL, lone surrogates of either half and U+FFFD', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'a\uD83C', '\uDC00b', '\uDFFF\uD800', '\uFFFD', 'x\uFFFDy']) {
      expect([JSON.stringify(text), isStorableText(text)]).toEqual([JSON.stringify(text), false]);
    }
  });

  it('keeps every other text: empty, controls other than NUL, any script, whole surrogate pairs', () => {
    for (const text of ['', 'hello', 'tab\there', '\u0001', 'Björk', 'ビデオ', '\uD83C\uDFAC', '%C0%80', '\uFFFE']) {
      expect([text, isStorableText(text)]).toEqual([text, true]);
    }
  });
});

describe('parseInput', () => {
  it('refuses an unstorable query value with invalid_text before the parameter reads it', () => {
    expect(refusal(() => parseInput(ENDPOINT.suggest, {}, { c: 'ab\u0000' }))).toBe(INVALID_TEXT);
    expect(refusal(() => parseInput(ENDPOINT.suggest, {}, { c: '\uD800' }))).toBe(INVALID_TEXT);
    expect(parseInput(ENDPOINT.suggest, {}, { c: ' ab ' })).toEqual({ c: 'ab' });
  });

  it('refuses an unstorable path segment or body field the same way', () => {
    expect(refusal(() => parseInput(ENDPOINT.suggester, { lifetime: '86400', file: '10\u0000.json' }, {}))).toBe(INVALID_TEXT);
    const withBody = ENDPOINTS.find((e) => e.body?.length && Object.keys(e.params).length === e.body.length);
    const field = withBody?.body?.[0] ?? '';
    expect(field).not.toBe('');
    expect(refusal(() => parseInput(withBody!, {}, {}, { [field]: 'x\uFFFD' }))).toBe(INVALID_TEXT);
  });
});
