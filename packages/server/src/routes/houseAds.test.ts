// The demo's house preroll: the two VAST files name the clip by its path and are skippable
// after 5 s; the clip is 404 until the demo seed made it, then served (with ranges); the seed's
// settings pass the validator and reach the public settings, and never replace an admin's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOUSE_PREROLL_CLIP_PATH, HOUSE_VAST_BACKUP_PATH, HOUSE_VAST_PATH, type PublicSettings } from '@reel/api/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOrigin } from '../config.js';
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
      // A path: the player resolves it against the file's address, so no host is written in it.
      expect(xml).toContain(`<![CDATA[${HOUSE_PREROLL_CLIP_PATH}]]>`);
      expect(xml).not.toMatch(/https?:/);
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

  // After the store above: the house preroll is on, stored for http://127.0.0.1:3000, an address
  // neither node below has.
  it('plays at two servers of other hosts and ports, whatever address the tags were stored with', async () => {
    t.ctx.cache.clear();
    const nodes = [
      await startTestApp({ videos: 0, joinDatabase: t.database, publicUrlIsSelf: true, env: { MEDIA_DIR: mediaDir } }),
      await startTestApp({ videos: 0, joinDatabase: t.database, publicUrlIsSelf: true, env: { MEDIA_DIR: mediaDir } }),
    ];
    try {
      expect(new URL(nodes[0].base).port).not.toBe(new URL(nodes[1].base).port);
      for (const node of nodes) {
        const origin = publicOrigin(node.ctx.config);
        expect(origin).toBe(node.base);
        // Under the name the request came to (127.0.0.1, localhost) and in the page's own block.
        const port = new URL(node.base).port;
        for (const base of [node.base, `http://localhost:${port}`]) {
          const served = ((await (await fetch(`${base}/api/settings.json`)).json()) as PublicSettings).preroll;
          expect(served?.tags).toEqual([HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]);
          // As the player does: the tag against the page, which asks its own origin.
          for (const tag of served!.tags) expect((await fetch(new URL(tag, `${base}/video/1/x/`))).status).toBe(200);
        }
        forgetSettings(node.ctx);
        expect((await currentPublicSettings(node.ctx)).preroll?.tags).toEqual([HOUSE_VAST_PATH, HOUSE_VAST_BACKUP_PATH]);
        // The clip by its path, as the player reads it: against the VAST file's own address.
        const vastUrl = `${node.base}${HOUSE_VAST_PATH}`;
        const xml = await (await fetch(vastUrl)).text();
        const clip = /<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/.exec(xml)![1];
        expect(clip).toBe(HOUSE_PREROLL_CLIP_PATH);
        const res = await fetch(new URL(clip, vastUrl), { headers: { range: 'bytes=0-99' } });
        expect(res.status).toBe(206);
        expect(res.headers.get('content-type')).toBe('video/mp4');
      }
    } finally {
      for (const node of nodes) await node.close();
    }
    // What an admin reads and saves stays the stored absolute form the validator wants.
    expect((await loadSettings(t.database)).preroll?.tags[0]).toBe('http://127.0.0.1:3000/api/vast/house.xml');
  });

  it('names the house preroll by its path in the pages too, and leaves any other advert tag as it is', async () => {
    expect(pageTag('http://localhost:8080/api/vast/house.xml')).toBe(HOUSE_VAST_PATH);
    expect(pageTag('https://old.example/api/vast/house-backup.xml')).toBe(HOUSE_VAST_BACKUP_PATH);
    expect(pageTag('https://ads.example/api/vast/house.xml?zone=1')).toBe('https://ads.example/api/vast/house.xml?zone=1');
    expect(pageTag('https://ads.example/vast.xml')).toBe('https://ads.example/vast.xml');
  });
});
