import { describe, expect, it } from 'vitest';
import { dirFromTitle, memberPageHref, pageNumber } from './lists';

describe('local list addresses', () => {
  it('makes a watch-address dir from a title, for items stored without one', () => {
    expect(dirFromTitle('Quiet Harbour — Part 2!')).toBe('quiet-harbour-part-2');
    expect(dirFromTitle('¡¿')).toBe('video');
  });

  it('pages the member list under its tab, with or without a page in the address', () => {
    expect(memberPageHref('/members/5/history/', false)(2)).toBe('/members/5/history/2/');
    expect(memberPageHref('/members/5/history/3/', true)(4)).toBe('/members/5/history/4/');
  });

  it('reads a page number, falling back to 1', () => {
    expect(pageNumber('3')).toBe(3);
    for (const bad of [undefined, null, '', '0', '-2', '1.5', 'x']) expect(pageNumber(bad)).toBe(1);
  });
});
