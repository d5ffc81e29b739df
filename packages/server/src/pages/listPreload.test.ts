import { listDataPaths } from '@reel/api/pages';
import { describe, expect, it } from 'vitest';
import { listPreloadScript } from './listPreload.js';

interface Link {
  rel: string;
  as: string;
  crossOrigin: string;
  href: string;
}

/** Runs a page's inline script against a document holding `cookie`; the links it adds to the head. */
function linksAdded(script: string, cookie: string): Link[] {
  const code = /^<script>([\s\S]*)<\/script>$/.exec(script)?.[1];
  if (code === undefined) throw new Error(`not an inline script: ${script}`);
  const added: Link[] = [];
  const document = {
    cookie,
    createElement: () => ({ rel: '', as: '', crossOrigin: '', href: '' }),
    head: { appendChild: (link: Link) => added.push(link) },
  };
  new Function('document', code)(document);
  return added;
}

describe('the list pages’ preloads', () => {
  const category = { object_id: 'casting', page: '2' };

  it('preload the calls of the gender in the visitor’s cookie, as the site fetches them', () => {
    const [script] = listPreloadScript('videos-categories', category);
    const links = linksAdded(script, '_agev=1; gender=she; country=de');
    expect(links.map((l) => l.href)).toEqual(listDataPaths('videos-categories', category, 'she'));
    for (const link of links) expect(link).toMatchObject({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' });
  });

  it('preload the default gender’s calls without a cookie or with a value the site does not know', () => {
    const [script] = listPreloadScript('index', {});
    const expected = listDataPaths('index', {}, 'str');
    expect(linksAdded(script, '').map((l) => l.href)).toEqual(expected);
    expect(linksAdded(script, 'gender=constructor').map((l) => l.href)).toEqual(expected);
    expect(linksAdded(script, 'xgender=gay').map((l) => l.href)).toEqual(expected);
  });

  it('never lets a value close the script element, and names nothing for other pages', () => {
    const [script] = listPreloadScript('videos-categories', { object_id: '</script><script>alert(1)//', page: '1' });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(listPreloadScript('pornstars', { sort: 'alphabetaz', page: '1' })).toEqual([]);
  });
});
