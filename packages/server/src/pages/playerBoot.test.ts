// The player's boot data and <video> in the watch page and the embed page, through HTTP: only for
// a live public video, its JSON safe inside the page, no element where the player would not play
// a file (HLS, VR) or an advert goes first, and signed addresses that outlive the page's cache.
import { HLS_THRESHOLD_S, PLAYER_BOOT_ELEMENT_ID, PLAYER_BOOT_VIDEO_ID, type PlayerBootData } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MAX_AGE_S } from '../constants.js';
import { storeHousePreroll } from '@reel/server/seed';
import { forgetSettings } from '../settings/current.js';
import { startTestApp, type TestApp } from '../testing/app.js';
import { createMember, signIn } from '../testing/members.js';
import { writeAppBuilds, type AppBuilds } from '../testing/builds.js';

const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const SITE_HTML = `<!doctype html><html><head><meta charset="utf-8" /><title>Reel</title>${ENTRY_SCRIPT}<style>.header{}</style></head><body><div id="root"></div></body></html>`;
const EMBED_HTML = `<!doctype html><html><head><meta charset="utf-8" /><title>Reel</title>${ENTRY_SCRIPT}<style>.embed{}</style></head><body><main id="player" class="frame"></main></body></html>`;

let t: TestApp;
let builds: AppBuilds | undefined;
/** The server's clock: the expiry test moves it. */
let clockMs: number | null = null;
beforeAll(async () => {
  builds = writeAppBuilds({ site: SITE_HTML, embed: EMBED_HTML });
  t = await startTestApp({
    videos: 30,
    now: () => clockMs ?? Date.now(),
    env: builds.env,
  });
});
afterAll(async () => {
  await t?.close();
  builds?.remove();
});

interface Row {
  video_id: number;
  dir: string;
  title: string;
}
const pick = async (offset: number) =>
  (
    await t.database.query<Row>(
      `SELECT video_id, dir, title FROM videos WHERE status_id = 1 AND NOT is_private AND vr = '' AND duration_sec <= ${HLS_THRESHOLD_S} ORDER BY video_id LIMIT 1 OFFSET ${offset}`,
    )
  )[0];
const watchPath = (v: Row) => `/video/${v.video_id}/${v.dir}/`;
const embedPath = (v: Row) => `/embed/${v.video_id}/`;
const page = async (path: string) => {
  const res = await t.get(path);
  expect(res.status).toBe(200);
  return { html: await res.text(), cacheControl: res.headers.get('cache-control') };
};
const bootOf = (html: string): PlayerBootData | null => {
  const m = new RegExp(`<script type="application/json" id="${PLAYER_BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return m ? (JSON.parse(m[1]) as PlayerBootData) : null;
};
const videoTag = (html: string) => /<video [^>]*>/.exec(html)?.[0] ?? null;
const attr = (tag: string, name: string) => new RegExp(`\\s${name}(?:="([^"]*)")?[\\s>]`).exec(tag);
// A change made as the product makes its changes: pages are kept in the response cache, which
// every change of what the public sees clears.
const change = async (sql: string, params: unknown[]) => {
  await t.database.query(sql, params);
  t.ctx.cache.clear();
};
const withUpdate = async (sql: string, undo: string, id: number, run: () => Promise<void>) => {
  await change(sql, [id]);
  try {
    await run();
  } finally {
    await change(undo, [id]);
  }
};

describe("the player's boot data in the page", () => {
  it('carries a public video, its files and, asked to play, a <video> of its plain file, in the watch page and the embed', async () => {
    const v = await pick(0);
    for (const [path, root] of [
      [`${watchPath(v)}?autostart=1`, /<body><div class="watch-boot"[^>]*><video /],
      [`${embedPath(v)}?autoplay=1`, /<main id="player" class="frame"><video /],
    ] as const) {
      const { html } = await page(path);
      const boot = bootOf(html);
      expect(boot?.video.video_id).toBe(v.video_id);
      expect(boot?.files.length).toBeGreaterThan(0);
      const video = videoTag(html)!;
      expect(html).toMatch(root);
      const src = attr(video, 'src')?.[1];
      expect(boot?.files.map((f) => f.video_url)).toContain(src);
      // It plays on its own, muted (as browsers let a page do).
      expect(attr(video, 'autoplay')).not.toBeNull();
      expect(attr(video, 'muted')).not.toBeNull();
      expect(attr(video, 'preload')?.[1]).toBe('auto');
      // No poster: its request would compete with the file's (the player sets it on adopting).
      expect(attr(video, 'poster')).toBeNull();
      // The file route accepts the signed address (its text answer checks signature, expiry and
      // file row; the test catalogue has no media bytes to send).
      const file = await t.get(`${src}?text_redirect=yes`);
      expect(file.status).toBe(200);
      expect(await file.text()).toBe(src);
    }
  });

  it('asked to play, names its scripts after the video, not in the head; otherwise in the head', async () => {
    const v = await pick(0);
    for (const [path, close] of [
      [watchPath(v), '</video></div>'],
      [embedPath(v), '</video>'],
    ] as const) {
      const asked = (await page(`${path}?autostart=1`)).html;
      const head = asked.slice(0, asked.indexOf('</head>'));
      expect(head).not.toContain(ENTRY_SCRIPT);
      expect(head).not.toMatch(/rel="(module)?preload"/);
      const afterVideo = asked.slice(asked.indexOf('</video>'));
      // Then the head's styles and data, then the loader.
      const loaderAt = afterVideo.indexOf('<script>(function(v,t,w)');
      expect(afterVideo.startsWith(close)).toBe(true);
      expect(afterVideo.indexOf('<script type="application/json" id="reel-player-boot">')).toBeGreaterThan(0);
      expect(afterVideo.indexOf('<script type="application/json" id="reel-player-boot">')).toBeLessThan(loaderAt);
      // No data block of any kind before the video: each is parsed before the file could be asked for.
      expect(asked.slice(0, asked.indexOf('<video'))).not.toMatch(/<script|<style/);
      expect(afterVideo).toContain('id="reel-settings"');
      expect(afterVideo).toContain('{"kind":"script","href":"/assets/index-1.js","cors":true}');
      // The watch page's video is placed by its own style: the site's styles wait for the loader.
      // The embed's player is laid out by its styles: they apply with the first paint.
      const template = afterVideo.indexOf('<template id="reel-deferred-styles"><style>');
      if (path === watchPath(v)) expect([template, afterVideo.split('<style>').length - 1]).toEqual([close.length, 1]);
      else expect([template, afterVideo.indexOf('<style>')]).toEqual([-1, close.length]);
      const plain = (await page(path)).html;
      expect(plain.slice(0, plain.indexOf('</head>'))).toContain(ENTRY_SCRIPT);
      expect(plain).not.toContain('(function(v,t,w)');
    }
  });

  it('has the data but no <video> when the address does not ask to play', async () => {
    const v = await pick(0);
    for (const path of [watchPath(v), embedPath(v), `${embedPath(v)}?autostart=0`]) {
      const { html } = await page(path);
      expect(bootOf(html)?.video.video_id).toBe(v.video_id);
      expect(html).not.toContain('<video');
    }
  });

  it('signs addresses that outlive the publicly cached page by the whole file-list lifetime', async () => {
    const v = await pick(0);
    // Half a minute before the hour: an expiry rounded up to the hour from now + the lifetime alone
    // would end half a minute early for a page served from a cache at its last second.
    const hourS = 3600;
    const nowS = (Math.floor(Date.now() / 1000 / hourS) + 1) * hourS - 30;
    clockMs = nowS * 1000;
    // An earlier test's page, made less than the page cache's lifetime before the moved clock (a
    // test run in the last minute before the hour), would be served from the cache: this one is
    // made at the moved clock.
    t.ctx.cache.clear();
    try {
      const { html, cacheControl } = await page(watchPath(v));
      expect(cacheControl).toBe(`public, max-age=${PAGE_MAX_AGE_S}`);
      for (const f of bootOf(html)!.files) {
        const expires = Number(/^\/get_file\/(\d+)\//.exec(f.video_url)?.[1]);
        expect(expires).toBeGreaterThanOrEqual(nowS + t.ctx.config.signedUrlTtlS + PAGE_MAX_AGE_S);
      }
    } finally {
      clockMs = null;
    }
  });

  it('writes a title that closes the script as data: the block stays one script and reads back the same', async () => {
    const v = await pick(1);
    const title = 'A </script><script>alert(1)</script> <!-- title';
    await change('UPDATE videos SET title = $1 WHERE video_id = $2', [title, v.video_id]);
    try {
      for (const path of [watchPath(v), embedPath(v)]) {
        const { html } = await page(path);
        expect(html).not.toContain('<script>alert(1)');
        expect(bootOf(html)?.video.title).toBe(title);
      }
    } finally {
      await change('UPDATE videos SET title = $1 WHERE video_id = $2', [v.title, v.video_id]);
    }
  });

  it('carries nothing for a private video, in either page', async () => {
    const v = await pick(2);
    await withUpdate(
      'UPDATE videos SET is_private = true WHERE video_id = $1',
      'UPDATE videos SET is_private = false WHERE video_id = $1',
      v.video_id,
      async () => {
        for (const path of [watchPath(v), `${embedPath(v)}?autostart=1`]) {
          const { html } = await page(path);
          expect(bootOf(html)).toBeNull();
          expect(html).not.toContain('<video');
          expect(html).not.toContain('/get_file/');
        }
      },
    );
  });

  it('carries nothing for a deleted video', async () => {
    const v = await pick(3);
    await withUpdate(
      'UPDATE videos SET status_id = 5 WHERE video_id = $1',
      'UPDATE videos SET status_id = 1 WHERE video_id = $1',
      v.video_id,
      async () => {
        const { html } = await page(watchPath(v));
        expect(bootOf(html)).toBeNull();
        expect(html).not.toContain('/get_file/');
      },
    );
  });

  it('has no <video> for a video the player streams (HLS) or shows in VR, but still its data', async () => {
    const v = await pick(4);
    const cases: [string, string][] = [
      [`UPDATE videos SET duration_sec = ${HLS_THRESHOLD_S + 1} WHERE video_id = $1`, 'SELECT 1 WHERE $1::int IS NOT NULL'],
      ["UPDATE videos SET vr = '180_LR' WHERE video_id = $1", "UPDATE videos SET vr = '' WHERE video_id = $1"],
    ];
    const [duration] = await t.database.query<{ duration_sec: number }>('SELECT duration_sec FROM videos WHERE video_id = $1', [
      v.video_id,
    ]);
    cases[0][1] = `UPDATE videos SET duration_sec = ${duration.duration_sec} WHERE video_id = $1`;
    for (const [sql, undo] of cases)
      await withUpdate(sql, undo, v.video_id, async () => {
        for (const path of [`${watchPath(v)}?autostart=1`, `${embedPath(v)}?autostart=1`]) {
          const { html } = await page(path);
          expect(bootOf(html)?.video.video_id).toBe(v.video_id);
          expect(html).not.toContain('<video');
        }
      });
  });

  // Last: the stored settings stay.
  it('has no <video> when a preroll is set (the advert plays in the player), but still its data', async () => {
    const v = await pick(0);
    expect(await storeHousePreroll(t.database, 'http://127.0.0.1:3000')).toBe(true);
    forgetSettings(t.ctx);
    t.ctx.cache.clear();
    for (const path of [`${watchPath(v)}?autostart=1`, `${embedPath(v)}?autostart=1`]) {
      const { html } = await page(path);
      expect(bootOf(html)?.video.video_id).toBe(v.video_id);
      expect(html).not.toContain('<video');
    }
  });
});

// After the preroll test above: the house preroll stays on.
describe('a signed-in member, with the preroll on', () => {
  const asMember = async (path: string, cookie: string) => {
    const res = await fetch(t.base + path, { redirect: 'manual', headers: { cookie } });
    expect(res.status).toBe(200);
    return { html: await res.text(), cacheControl: res.headers.get('cache-control'), vary: res.headers.get('vary') };
  };

  it('gets the early <video> in the embed too, while a visitor gets the embed with the advert first', async () => {
    const v = await pick(0);
    const m = await createMember(t.database);
    const cookie = await signIn(t.app, m.username, m.password);
    t.ctx.cache.clear();
    const path = `${embedPath(v)}?autostart=1`;
    const member = await asMember(path, cookie);
    expect(videoTag(member.html)).toContain(`id="${PLAYER_BOOT_VIDEO_ID}"`);
    expect(member.cacheControl).toBe('private, no-store');
    const visitor = await t.get(path);
    expect(await visitor.text()).not.toContain('<video');
    expect(visitor.headers.get('vary')).toMatch(/\bCookie\b/);
    expect((await asMember(path, cookie)).html).toContain(`id="${PLAYER_BOOT_VIDEO_ID}"`);
  });

  it('gets the early <video> a page asked to play has without adverts, on a page no cache keeps', async () => {
    const v = await pick(0);
    const m = await createMember(t.database);
    const cookie = await signIn(t.app, m.username, m.password);
    t.ctx.cache.clear();
    const path = `${watchPath(v)}?autostart=1`;
    const member = await asMember(path, cookie);
    expect(videoTag(member.html)).toContain(`id="${PLAYER_BOOT_VIDEO_ID}"`);
    expect(member.html).toMatch(/<body><div class="watch-boot"[^>]*><video /);
    expect(member.cacheControl).toBe('private, no-store');
    // The same address asked by a visitor next: the visitor's page (the advert goes first), public
    // and varying on the cookie, not the member's stored one.
    const visitor = await t.get(path);
    const visitorHtml = await visitor.text();
    expect(visitorHtml).not.toContain('<video');
    expect(bootOf(visitorHtml)?.video.video_id).toBe(v.video_id);
    expect(visitor.headers.get('cache-control')).toBe(`public, max-age=${PAGE_MAX_AGE_S}`);
    expect(visitor.headers.get('vary')).toMatch(/\bCookie\b/);
    // And the other way round: the visitor's page now stored, the member still gets theirs.
    expect((await t.get(path)).headers.get('x-cache')).toBe('HIT');
    const again = await asMember(path, cookie);
    expect(videoTag(again.html)).toContain(`id="${PLAYER_BOOT_VIDEO_ID}"`);
    expect(again.cacheControl).toBe('private, no-store');
  });
});

describe('boot data holding replacement patterns', () => {
  it('writes a title and a description of `$` patterns as they are, in the watch page and the embed, asked to play or not', async () => {
    const v = await pick(4);
    const title = "$`$'$&$1$$$<name>";
    const description = '$`'.repeat(1000);
    const [before] = await t.database.query<{ description: string }>('SELECT description FROM videos WHERE video_id = $1', [v.video_id]);
    await change('UPDATE videos SET title = $1, description = $2 WHERE video_id = $3', [title, description, v.video_id]);
    try {
      for (const path of [watchPath(v), embedPath(v), `${watchPath(v)}?autostart=1`, `${embedPath(v)}?autostart=1`]) {
        const { html } = await page(path);
        expect(bootOf(html)?.video).toMatchObject({ title, description });
        expect(html.length).toBeLessThan(100_000);
      }
    } finally {
      await change('UPDATE videos SET title = $1, description = $2 WHERE video_id = $3', [v.title, before.description, v.video_id]);
    }
  });
});
