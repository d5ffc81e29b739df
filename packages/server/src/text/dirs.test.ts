// Every dir the seed and the upload form make is one the site's addresses accept (@reel/api's
// isDir): a dir the router refuses would give its video, model or category a page that 404s.
import { isDir } from '@reel/api';
import { matchSiteRoute, watchPagePath } from '@reel/api/pages';
import { describe, expect, it } from 'vitest';
import { dirSuffix, slugify } from './dirs.js';

describe('slugify', () => {
  it('makes lower-case letters and digits joined by -', () => {
    expect(slugify('Big Tits')).toBe('big-tits');
    expect(slugify('  Crème   brûlée!  ')).toBe('creme-brulee');
    expect(slugify('anna_b')).toBe('anna-b');
  });

  it('makes only dirs the site accepts, whatever the title is written in', () => {
    for (const title of ['日本の夏 beach', 'Пляж', '-_-', 'Ø ß æ', '😀 smile', '100%']) {
      const dir = `${slugify(title) || 'video'}-${dirSuffix(42)}`;
      expect([title, dir, isDir(dir)]).toEqual([title, dir, true]);
      expect(matchSiteRoute(watchPagePath(42, dir), '').kind).toBe('page');
    }
  });
});
