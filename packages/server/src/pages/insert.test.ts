// Text put into a page stays the text given, whatever `$` patterns it holds.
import { describe, expect, it } from 'vitest';
import { insertAfterMatch, insertBefore, replaceMatch } from './insert.js';

const PAGE = '<html><head><title>Reel</title></head><body><main id="player"></main></body></html>';
const PATTERNS = "$`$'$&$1$$$<name>";

describe('insert', () => {
  it('inserts before the first marker, the text as given', () => {
    expect(insertBefore(PAGE, '</head>', PATTERNS)).toBe(
      `<html><head><title>Reel</title>${PATTERNS}</head><body><main id="player"></main></body></html>`,
    );
    expect(insertBefore('a|b|c', '|', '$&')).toBe('a$&|b|c');
    expect(insertBefore(PAGE, '</nope>', PATTERNS)).toBe(PAGE);
  });

  it('inserts after the first match of a pattern, whatever its flags', () => {
    expect(insertAfterMatch(PAGE, /<main id="player"[^>]*>/, PATTERNS)).toContain(`<main id="player">${PATTERNS}</main>`);
    const global = /<t\w*>/g;
    expect(insertAfterMatch('<ta><tb>', global, '$`')).toBe('<ta>$`<tb>');
    expect(global.lastIndex).toBe(0);
    expect(insertAfterMatch(PAGE, /<nope>/, PATTERNS)).toBe(PAGE);
  });

  it('replaces the first match of a pattern with the text as given', () => {
    expect(replaceMatch(PAGE, /<title>[^<]*<\/title>/, `<title>${PATTERNS}</title>`)).toBe(
      `<html><head><title>${PATTERNS}</title></head><body><main id="player"></main></body></html>`,
    );
    expect(replaceMatch('x1y1', /(\d)/g, '$1$1')).toBe('x$1$1y1');
    expect(replaceMatch(PAGE, /<nope>/, PATTERNS)).toBe(PAGE);
  });

  it('stays as long as its parts: 1,000 × $` in adds 2,000 characters', () => {
    const text = '$`'.repeat(1000);
    expect(insertBefore(PAGE, '</head>', text)).toHaveLength(PAGE.length + text.length);
    expect(replaceMatch(PAGE, /Reel/, text)).toHaveLength(PAGE.length - 4 + text.length);
  });
});
