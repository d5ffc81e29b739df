// The demo's house preroll: the two VAST files name the clip by its path and are skippable
// after 5 s; the clip is 404 until the demo seed made it, then served (with ranges); the seed's
// settings pass the validator and reach the public settings, and never replace an admin's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOUSE_PREROLL_CLIP_PATH, HOUSE_VAST_BACKUP_PATH, HOUSE_VAST_PATH, type PublicSettings } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPublicSettings, forgetSettings, loadSettings } from '../settings/current.js';
import { pageTag } from '../houseAds/pageTags.js';
import { housePreroll, makeHouseClip, storeHousePreroll } from '@reel/server/seed';
import { startTestApp, type TestApp } from '../testing/app.js';
import { engineName } from '../testing/database.js';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  // A media root that exists from the start, as a seeded install's does.
  mediaDir = mkdtempSync(join(tmpdir(), 'reel-media-'));
  t = await startTestApp({ videos: 2, env: { MEDIA_DIR: mediaDir } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const servedPreroll = async () => ((await (await t.get('/api/settings.json')).json()) as PublicSettings).preroll;

describe(`the house preroll (${engineName()})`, () => {
  it('serves a primary and a backup VAST 3 file naming the clip by its path, skippable after 5 s', async () => {
    const ids: string[] = [];
    for (const path of [HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]) {
      const res = await t.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      expect(xml).toMatch(/<VAST version="3\.0">/);
      expect(xml).toContain('skipoffset="00:00:05"');
      expect(xml).toContain(`<![CDATA[${HOUSE_PREROLL_CLIP_PATH}]]>`);
      expect(xml).not.toMatch(/https?:\/\//);
      ids.push(/<Ad id="([^"]+)"/.exec(xml)![1]);
    }
    expect(ids).toEqual(['reel-house', 'reel-house-backup']);
  });

  it('answers 404 for the clip until it is made, then the mp4 with ranges', async () => {
    expect((await t.get(HOUSE_PREROLL_CLIP_PATH)).status).toBe(404);
    await makeHouseClip(t.ctx.config.mediaRoot);
    const whole = await t.get(HOUSE_PREROLL_CLIP_PATH);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const part = await fetch(t.base + HOUSE_PREROLL_CLIP_PATH, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
  }, 60_000);

  it("stores the house preroll on a fresh install only, valid and public; an admin's settings stay", async () => {
    expect(await servedPreroll()).toBeNull();
    const origin = 'http://127.0.0.1:3000';
    expect(await storeHousePreroll(t.database, origin)).toBe(true);
    // What the server serves from now on (read past this node's one-minute copy).
    expect((await loadSettings(t.database)).preroll).toEqual(housePreroll(origin));
    expect(housePreroll(origin).tags).toEqual([`${origin}/api/vast/house.xml`, `${origin}/api/vast/house-backup.xml`]);
    // Settings are stored now: a second seed leaves them as they are.
    expect(await storeHousePreroll(t.database, 'http://other.example')).toBe(false);
    expect((await loadSettings(t.database)).preroll?.tags[0]).toBe(`${origin}/api/vast/house.xml`);
  });

  // After the store above: the house preroll is on, written for http://127.0.0.1:3000.
  it('plays under whatever name and port the site is reached at, whatever address the tags were stored with', async () => {
    const port = new URL(t.base).port;
    // The store above went straight to the database: what the nodes hold from before it goes.
    t.ctx.cache.clear();
    const settingsTags = async (base: string) => {
      const res = await fetch(`${base}/api/settings.json`);
      return ((await res.json()) as PublicSettings).preroll?.tags;
    };
    // Another node on another port, whose PUBLIC_URL names itself: neither it nor `t` is 127.0.0.1:3000.
    const other = await startTestApp({ videos: 0, joinDatabase: t.database, publicUrlIsSelf: true, env: { MEDIA_DIR: mediaDir } });
    try {
      for (const base of [
        `http://127.0.0.1:${port}`,
        `http://localhost:${port}`,
        other.base,
        `http://localhost:${new URL(other.base).port}`,
      ]) {
        const tags = await settingsTags(base);
        expect(tags).toEqual([HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]);
        // As the player does: the tag against the page, the clip against the tag.
        for (const tag of tags!) {
          const vast = new URL(tag, `${base}/video/1/x/`);
          expect(vast.origin).toBe(base);
          const xml = await (await fetch(vast)).text();
          const clip = new URL(/<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)![1], vast);
          expect(clip.origin).toBe(base);
          const res = await fetch(clip, { headers: { range: 'bytes=0-99' } });
          expect(res.status).toBe(206);
          expect(res.headers.get('content-type')).toBe('video/mp4');
        }
      }
    } finally {
      await other.close();
    }
    // What an admin reads and saves stays the stored absolute form the validator wants.
    expect((await loadSettings(t.database)).preroll?.tags[0]).toBe('http://127.0.0.1:3000/api/vast/house.xml');
  });

  it('names the house preroll by its path in the pages too, and leaves any other advert tag as it is', async () => {
    expect(pageTag('http://localhost:8080/api/vast/house.xml')).toBe(HOUSE_VAST_PATH);
    expect(pageTag('https://old.example/api/vast/house-backup.xml')).toBe(HOUSE_VAST_BACKUP_PATH);
    expect(pageTag('https://ads.example/api/vast/house.xml?zone=1')).toBe('https://ads.example/api/vast/house.xml?zone=1');
    expect(pageTag('https://ads.example/vast.xml')).toBe('https://ads.example/vast.xml');
    forgetSettings(t.ctx);
    expect((await currentPublicSettings(t.ctx)).preroll?.tags).toEqual([HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]);
  });
});
