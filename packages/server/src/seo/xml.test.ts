import { describe, expect, it } from 'vitest';
import { parseXml } from '../testing/xml.js';
import { escapeXml, escapeXmlClipped, w3cDate } from './xml.js';

const inElement = (text: string) => parseXml(`<a>${text}</a>`).children.join('');

describe('escapeXml', () => {
  it('keeps markup characters as text and drops what XML 1.0 cannot carry', () => {
    const hostile = `<a href="x">&amp; 'q'</a>]]>\u0000\u0007\u000B\u001F\uDFFF\uD800\uFFFE\uFFFF tab\tline\n😀`;
    expect(inElement(escapeXml(hostile))).toBe(`<a href="x">&amp; 'q'</a>]]> tab\tline\n😀`);
    expect(parseXml(`<a t="${escapeXml(hostile)}"/>`).attrs.t).toBe(`<a href="x">&amp; 'q'</a>]]> tab\tline\n😀`);
  });
});

describe('escapeXmlClipped', () => {
  it('cuts at a character count and a byte count, never inside an entity or a character', () => {
    expect(escapeXmlClipped('abcdef', 3)).toBe('abc');
    expect(escapeXmlClipped('&&&', 10, 12)).toBe('&amp;&amp;');
    expect(escapeXmlClipped('😀😀', 10, 7)).toBe('😀');
    expect(escapeXmlClipped('a\u0001b', 2)).toBe('ab');
  });
});

describe('w3cDate', () => {
  it('writes UTC with an explicit offset', () => {
    expect(w3cDate(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 678)))).toBe('2026-01-02T03:04:05+00:00');
  });
});
