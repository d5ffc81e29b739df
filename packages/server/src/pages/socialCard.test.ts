// The watch page's player card, read from the page's HTML with a real HTML parser as a chat app
// would read it: og:video and the Twitter player card name the embed, over https when the site is,
// with the embed's size; a title that looks like markup stays text; no card for a video that is
// not public and active.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, VideoStatus } from '@reel/api';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { loadVideos } from '../queries/videoRows.js';
import { videoHead } from './videoPage.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Site." /><title>Reel</title></head><body><div id="root"></div></body></html>`;
const NASTY_TITLE = `Beach "day" <script>alert(1)</script> & 'more'`;

let t: TestApp;
let siteDir: string;

beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'reel-card-'));
  writeFileSync(join(siteDir, 'index.html'), INDEX_HTML);
  t = await startTestApp({ videos: 30, env: { SITE_DIST: siteDir, PUBLIC_URL: 'https://reel.example' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const elements = (node: Node): Element[] => {
  const own = 'tagName' in node ? [node] : [];
  const children = 'childNodes' in node ? node.childNodes.flatMap(elements) : [];
  return [...own, ...children];
};
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Every `<meta>` of the page's head by its property or name, and how many `<script>` it has. */
async function headOf(path: string): Promise<{ meta: Map<string, string>; scripts: number }> {
  const res = await t.get(path);
  expect(res.status).toBe(200);
  const doc = parse(await res.text());
  const meta = new Map<string, string>();
  const all = elements(doc);
  for (const el of all.filter((e) => e.tagName === 'meta')) {
    const key = attr(el, 'property') ?? attr(el, 'name');
    if (key) meta.set(key, attr(el, 'content') ?? '');
  }
  return { meta, scripts: all.filter((e) => e.tagName === 'script').length };
}

async function aVideo(where: string): Promise<{ video_id: number; dir: string }> {
  const [row] = await t.database.query<{ video_id: number; dir: string }>(
    `SELECT video_id, dir FROM videos WHERE ${where} ORDER BY video_id LIMIT 1`,
  );
  return row;
}

describe('the player card of a watch page', () => {
  it("names the embed over https with the embed's size, and the title as text", async () => {
    const v = await aVideo('status_id = 1 AND NOT is_private');
    await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', [NASTY_TITLE, v.video_id]);
    const { meta, scripts } = await headOf(`/video/${v.video_id}/${v.dir}/`);
    // Asked over http on loopback; the card's address is on PUBLIC_URL, which is https.
    const embed = `https://reel.example/embed/${v.video_id}/`;
    expect(Object.fromEntries([...meta].filter(([k]) => k.startsWith('og:video') || k.startsWith('twitter:')))).toEqual({
      'og:video': embed,
      'og:video:secure_url': embed,
      'og:video:type': 'text/html',
      'og:video:width': String(EMBED_WIDTH_PX),
      'og:video:height': String(EMBED_HEIGHT_PX),
      'twitter:card': 'player',
      'twitter:title': NASTY_TITLE,
      'twitter:player': embed,
      'twitter:player:width': String(EMBED_WIDTH_PX),
      'twitter:player:height': String(EMBED_HEIGHT_PX),
    });
    expect(meta.get('og:title')).toBe(NASTY_TITLE);
    // The title's <script> stayed text: the only script is the page's JSON-LD and settings.
    const plain = await aVideo(`status_id = 1 AND NOT is_private AND video_id <> ${v.video_id}`);
    expect(scripts).toBe((await headOf(`/video/${plain.video_id}/${plain.dir}/`)).scripts);
  });

  it('is left out for a members-only video and for a deleted one', async () => {
    for (const where of ['status_id = 1 AND is_private', `status_id = ${VideoStatus.Deleted}`]) {
      const v = await aVideo(where);
      const { meta } = await headOf(`/video/${v.video_id}/${v.dir}/`);
      expect([where, [...meta.keys()].filter((k) => k.startsWith('og:video') || k.startsWith('twitter:'))]).toEqual([where, []]);
    }
  });

  it('keeps http where the site is http, with no secure address', async () => {
    const v = await aVideo('status_id = 1 AND NOT is_private');
    const [video] = await loadVideos(t.ctx, [v.video_id]);
    const tags = videoHead(video, 'http://reel.test').tags.join('\n');
    expect(tags).toContain(`<meta property="og:video" content="http://reel.test/embed/${v.video_id}/">`);
    expect(tags).not.toContain('og:video:secure_url');
  });
});
