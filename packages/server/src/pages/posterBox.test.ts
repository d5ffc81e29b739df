// The watch page as the server writes it: the poster in the player's box of the app's placeholder,
// and the scripts after it. How it paints in a browser (where, and as the largest paint, with
// nothing moving) is in e2e/loading.e2e.ts.
import { PLAYER_BOOT_POSTER_ID } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { tag } from './html.js';
import { renderSitePage, type SiteBuild } from './sitePage.js';

/** The shape of site/index.html once built: the entry in the head, the header bar in `#root`. */
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Site." /><title>Reel</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root">' +
  '<div class="shell" aria-hidden="true"><header class="header"><span class="header__logo">Reel</span></header></div>' +
  '</div></body></html>';
const SITE: SiteBuild = {
  indexHtml: INDEX_HTML,
  routeTags: () => [
    tag('link', { rel: 'modulepreload', crossorigin: true, href: '/assets/Watch-1.js' }),
    tag('link', { rel: 'preload', as: 'style', crossorigin: true, href: '/assets/Watch-1.css' }),
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ videos: 12 });
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  video_id: number;
  dir: string;
}
const pick = async (offset: number) =>
  (
    await t.database.query<Row>(
      `SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1 OFFSET ${offset}`,
    )
  )[0];

async function page(path: string): Promise<string> {
  const answer = await renderSitePage(t.ctx, SITE, new URL(path, 'http://reel.test'));
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return answer.html;
}

/** The poster `<img>` of the page, with what holds it, or null. */
function posterIn(html: string): { img: string; frame: string } | null {
  const m = new RegExp(
    `</header>(<div class="slider watch-boot__slider"></div><main class="page"><article class="watch-page"><div class="watch-page__main">` +
      `<section class="watch-player"><div class="watch-player__poster">(<img id="${PLAYER_BOOT_POSTER_ID}"[^>]*>)</div>)`,
  ).exec(html);
  return m ? { frame: m[1], img: m[2] } : null;
}

describe("the watch page's poster in the server's HTML", () => {
  it("draws the video's poster in the player's box, asked for first, and the scripts after it", async () => {
    const v = await pick(0);
    const { scr } = (await t.json<{ video: { scr: string } }>(`/api/json/video/86400/0/0/${v.video_id}.json`)).body.video;
    const html = await page(`/video/${v.video_id}/${v.dir}/`);
    const poster = posterIn(html);
    expect(poster?.img).toBe(`<img id="${PLAYER_BOOT_POSTER_ID}" src="${scr}" alt="" fetchpriority="high" decoding="sync">`);
    // Inside the app's placeholder, which React replaces.
    expect(html.indexOf('<div id="root">')).toBeLessThan(html.indexOf(poster!.img));
    // The scripts and the route's stylesheet are asked for once the poster has painted.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|modulepreload|as="style"/);
    const loaderAt = html.indexOf('<script>(function(v,t,w)');
    expect(loaderAt).toBeGreaterThan(html.indexOf(poster!.img));
    for (const moved of ['/assets/index-1.js', '/assets/Watch-1.js', '/assets/Watch-1.css']) expect(html.slice(loaderAt)).toContain(moved);
  });

  it('leaves it out of a page asked to play (the video comes first), a private video and a deleted one', async () => {
    const v = await pick(2);
    const path = `/video/${v.video_id}/${v.dir}/`;
    const asked = await page(`${path}?autostart=1`);
    expect(posterIn(asked)).toBeNull();
    expect(asked).toContain('id="reel-boot-video"');
    try {
      for (const change of ['is_private = true', 'status_id = 5']) {
        await t.database.query(`UPDATE videos SET ${change} WHERE video_id = $1`, [v.video_id]);
        const html = await page(path);
        expect(posterIn(html)).toBeNull();
        expect(html.slice(0, html.indexOf('</head>'))).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
        await t.database.query('UPDATE videos SET is_private = false, status_id = 1 WHERE video_id = $1', [v.video_id]);
      }
    } finally {
      await t.database.query('UPDATE videos SET is_private = false, status_id = 1 WHERE video_id = $1', [v.video_id]);
    }
  });
});
