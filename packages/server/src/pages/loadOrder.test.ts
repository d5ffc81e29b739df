// A page asked to play: its scripts and preloads leave the head for a loader written after the
// video. Here the page as written; what a browser does with it is in e2e/loading.e2e.ts.
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_WAIT_MS, POSTER_WAIT_MS } from '../constants.js';
import { tag } from './html.js';
import { scriptsAfterFirstFrame, scriptsAfterPoster } from './loadOrder.js';

const VIDEO = '<div class="boot"><video id="v" src="/get_file/1/a/9.mp4"></video></div>';
const HEAD = [
  '<meta charset="utf-8">',
  '<title>Reel</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/boot-1.js">',
  '<link rel="icon" href="/favicon.ico">',
  '<style>.a{}</style>',
  tag('link', { rel: 'preload', as: 'image', href: '/media/a&b/scr.jpg', fetchpriority: 'high' }),
  tag('link', { rel: 'preload', as: 'fetch', crossorigin: true, href: '/api/json/videos_related/1.json' }),
  '<script type="application/json" id="reel-player-boot">{"video":{}}</script>',
];
/** The head's styles lay out the video (the embed). */
const PLACED = { stylesPlaceVideo: true };
const PAGE = `<!doctype html><html><head>\n    ${HEAD.join('\n    ')}\n  </head><body>${VIDEO}<div id="root"></div></body></html>`;

/** The loader's list of tags and its bound, read back from the page. */
function loaderData(html: string): { list: unknown; waitMs: number } {
  const m = /<script>\(function\(v,t,w\)\{.*\}\)\(document\.getElementById\("v"\),(\[.*\]),(\d+)\)<\/script>/.exec(html);
  if (!m) throw new Error('no loader in the page');
  return { list: JSON.parse(m[1]), waitMs: Number(m[2]) };
}

describe('a page asked to play loads its scripts after the video', () => {
  const html = scriptsAfterFirstFrame(PAGE, VIDEO, 'v', PLACED);
  const head = html.slice(0, html.indexOf('</head>'));

  it('takes the scripts and preloads out of the head, and leaves its other tags there', () => {
    expect(head).not.toMatch(/<script type="module"|modulepreload|rel="preload"/);
    for (const kept of ['<meta charset="utf-8">', '<title>Reel</title>', '<link rel="icon" href="/favicon.ico">'])
      expect(head).toContain(kept);
  });

  it("writes the head's inline styles and data just after the video, before the loader, in their order", () => {
    const page = PAGE.replace('</head>', '<script type="application/ld+json">{"@type":"VideoObject"}</script></head>');
    const out = scriptsAfterFirstFrame(page, VIDEO, 'v', PLACED);
    const outHead = out.slice(0, out.indexOf('</head>'));
    const blocks = [
      '<style>.a{}</style>',
      '<script type="application/json" id="reel-player-boot">{"video":{}}</script>',
      '<script type="application/ld+json">{"@type":"VideoObject"}</script>',
    ];
    for (const block of blocks) expect(outHead).not.toContain(block);
    expect(out.slice(out.indexOf(VIDEO) + VIDEO.length, out.indexOf('<script>(function(v,t,w)'))).toBe(blocks.join(''));
  });

  it('writes the loader just after the video, naming each tag with its attributes, in their order', () => {
    const blocks = '<style>.a{}</style><script type="application/json" id="reel-player-boot">{"video":{}}</script>';
    expect(html.indexOf('<script>(function(v,t,w)')).toBe(html.indexOf(VIDEO) + VIDEO.length + blocks.length);
    expect(loaderData(html)).toEqual({
      list: [
        { kind: 'script', href: '/assets/index-1.js', cors: true },
        { kind: 'modulepreload', href: '/assets/boot-1.js', cors: true },
        // Unescaped: the loader sets the address as a property, not as HTML.
        { kind: 'preload', href: '/media/a&b/scr.jpg', as: 'image', fetchpriority: 'high' },
        { kind: 'preload', href: '/api/json/videos_related/1.json', as: 'fetch', cors: true },
      ],
      waitMs: FIRST_FRAME_WAIT_MS,
    });
  });

  it('cannot be closed early by an address', () => {
    const evil = tag('link', { rel: 'modulepreload', crossorigin: true, href: '/assets/x</script><script>alert(1)</script>.js' });
    const page = PAGE.replace('<link rel="modulepreload" crossorigin href="/assets/boot-1.js">', evil);
    const out = scriptsAfterFirstFrame(page, VIDEO, 'v', PLACED);
    const loader = out.slice(out.indexOf('<script>(function(v,t,w)'));
    expect(loader.indexOf('</script>')).toBe(loader.lastIndexOf('</script>', loader.indexOf('<div id="root">')));
    expect(loader).toContain('\\u003c/script>');
  });

  it('leaves a page without that element as it was', () => {
    expect(scriptsAfterFirstFrame(PAGE, '<div class="other">', 'v', PLACED)).toBe(PAGE);
  });
});

describe('a page asked to play whose styles do not place the video', () => {
  const page = PAGE.replace('<style>.a{}</style>', '<style>.a{}</style>\n    <style>.b{}</style>');
  const html = scriptsAfterFirstFrame(page, VIDEO, 'v', { stylesPlaceVideo: false });
  const afterVideo = html.slice(html.indexOf(VIDEO) + VIDEO.length);

  it('holds the styles, in their order, in a template after the video, then the data, then the loader', () => {
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<style');
    const template = '<template id="reel-deferred-styles"><style>.a{}</style><style>.b{}</style></template>';
    const data = '<script type="application/json" id="reel-player-boot">{"video":{}}</script>';
    expect(afterVideo.startsWith(`${template}${data}<script>(function(v,t,w)`)).toBe(true);
    // Nowhere else: a style outside the template would be parsed with the page.
    expect(html.match(/<style>/g)).toHaveLength(2);
  });

  it('has the loader put them in the head before it adds the scripts', () => {
    const loader = afterVideo.slice(afterVideo.indexOf('<script>(function(v,t,w)'));
    const apply = loader.indexOf('d.head.appendChild(c.content)');
    expect(loader).toContain('d.getElementById("reel-deferred-styles")');
    expect(apply).toBeGreaterThan(0);
    expect(apply).toBeLessThan(loader.indexOf('t.forEach(add)'));
  });

  it('writes no template when the head has no styles', () => {
    const bare = scriptsAfterFirstFrame(PAGE.replace('<style>.a{}</style>', ''), VIDEO, 'v', { stylesPlaceVideo: false });
    expect(bare).not.toContain('<template');
  });
});

describe('the watch page loads its scripts after its poster has painted', () => {
  const BOX = '<div class="box"><img id="p" src="/media/a/scr.jpg" alt=""></div>';
  const page = PAGE.replace(VIDEO, BOX);
  const html = scriptsAfterPoster(page, BOX, 'p');
  const head = html.slice(0, html.indexOf('</head>'));
  const loader = (out: string) => {
    const m = /<script>\(function\(v,t,w\)\{.*\}\)\(document\.getElementById\("p"\),(\[.*\]),(\d+)\)<\/script>/.exec(out);
    if (!m) throw new Error('no loader in the page');
    return { list: JSON.parse(m[1]) as unknown, waitMs: Number(m[2]), at: out.indexOf('<script>(function(v,t,w)') };
  };

  it('takes the scripts out of the head and leaves the poster and the data calls there', () => {
    expect(head).not.toMatch(/<script type="module"|modulepreload/);
    expect(head).toContain('<link rel="preload" as="image" href="/media/a&amp;b/scr.jpg" fetchpriority="high">');
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/api/json/videos_related/1.json">');
  });

  it('writes the loader just after the poster, waiting for the picture to paint, bounded', () => {
    const { list, waitMs, at } = loader(html);
    expect(at).toBe(html.indexOf(BOX) + BOX.length);
    expect(list).toEqual([
      { kind: 'script', href: '/assets/index-1.js', cors: true },
      { kind: 'modulepreload', href: '/assets/boot-1.js', cors: true },
    ]);
    expect(waitMs).toBe(POSTER_WAIT_MS);
    expect(html).toContain('v.addEventListener("load",p)');
  });

  it('moves the route stylesheets preloaded in the head with the scripts', () => {
    const css = tag('link', { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/Watch-1.css' });
    const out = scriptsAfterPoster(page.replace('</head>', `${css}</head>`), BOX, 'p');
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain('Watch-1.css');
    expect(loader(out).list).toContainEqual({ kind: 'preload', href: '/assets/Watch-1.css', as: 'style', cors: true });
  });

  it('leaves a page without the poster as it was', () => {
    expect(scriptsAfterPoster(page, '<div class="other">', 'p')).toBe(page);
  });
});
