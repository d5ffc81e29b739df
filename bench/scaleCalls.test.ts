import { describe, expect, it } from 'vitest';
import { ENDPOINT, param, type Endpoint, type Params } from '@reel/api/endpoints';
import { VIDEO_SORTS } from '@reel/api';
import { declaredValues, enumerateCalls, filterClasses, OBJECT_SECTIONS, WORD_CLASSES } from './api/scaleCalls.js';

const objects = Object.fromEntries(OBJECT_SECTIONS.map((s, i) => [s, String(i + 1)]));
const words = { common: 'beach', rare: 'lighthouse', typo: 'bech', two: 'golden beach' } as const;
const realVideos = ENDPOINT.videos as unknown as Endpoint<Params>;

/** The videos entry with one parameter's declaration replaced. */
const withParam = (name: string, p: Params[string]): Endpoint<Params> => ({ ...realVideos, params: { ...realVideos.params, [name]: p } });

describe('the scale enumeration', () => {
  it('reads the values a parameter declares, only those its parser takes', () => {
    expect(declaredValues(param.oneOf(['a', '', 'b'], 'x'))).toEqual(['a', '', 'b']);
    expect(declaredValues(param.oneOfOrEmpty(['all', 'hd'], 'x', 'all'))).toEqual(['all', 'hd']);
    expect(declaredValues(param.page())).toEqual([]);
  });

  it('takes every sort × section × filter class × page of the table, and every word class of the search', () => {
    const calls = enumerateCalls({ objects, words, deepPage: 50 });
    const { classes } = filterClasses(realVideos);
    const sections = ['all', ...OBJECT_SECTIONS];
    expect(calls.length).toBe(VIDEO_SORTS.length * sections.length * classes.length * 2 + WORD_CLASSES.length * classes.length * 2);
    expect(new Set(calls.map((c) => c.id)).size).toBe(calls.length);
    expect(new Set(calls.map((c) => c.path)).size).toBe(calls.length);
    for (const sort of VIDEO_SORTS)
      expect(calls.some((c) => c.sort === sort && c.section === 'category' && c.filter === 'duration=3')).toBe(true);
    expect(calls.find((c) => c.id === 'category/top-rated/duration=3/p1')?.path).toBe(
      '/api/json/videos2/0/str/top-rated/60/category.1.1.all.3..jsond',
    );
    expect(calls.find((c) => c.id === 'search/common/none/p50')?.path).toBe(
      '/api/videos2.php?params=0/str/relevance/60/search..50.all..&s=beach',
    );
  });

  it('holds the combinations found slow at 1M under load: a filter beside a sort or a search, and deep search pages', () => {
    const ids = new Set(enumerateCalls({ objects, words, deepPage: 5 }).map((c) => c.id));
    for (const id of ['category/top-rated/duration=3/p1', 'search/common/duration=3/p1', 'search/common/none/p5'])
      expect(ids).toContain(id);
  });

  it('picks up a sort added to the table', () => {
    const videos = withParam('sort', param.oneOf([...VIDEO_SORTS, 'most-liked'], 'invalid_sort'));
    const calls = enumerateCalls({ objects, words, deepPage: 5, videos });
    expect(calls.filter((c) => c.sort === 'most-liked').map((c) => c.path)).toContain(
      '/api/json/videos2/0/str/most-liked/60/all..1.all...jsond',
    );
  });

  it('picks up a filter value added to the table', () => {
    const videos = withParam('duration', param.oneOf(['', 'all', '1', '2', '3', '4'], 'invalid_duration'));
    const calls = enumerateCalls({ objects, words, deepPage: 5, videos });
    expect(calls.filter((c) => c.filter === 'duration=4').length).toBe(VIDEO_SORTS.length * 7 * 2 + WORD_CLASSES.length * 2);
  });

  it('refuses a section it cannot find an object for', () => {
    const videos = withParam('section', param.oneOf(['all', 'category', 'studio'], 'invalid_section'));
    expect(() => enumerateCalls({ objects, words, deepPage: 5, videos })).toThrow(/no object for section "studio"/);
  });
});
