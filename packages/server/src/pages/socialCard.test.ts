// The watch page's card, read from the page's HTML as the readers out there read it: a real HTML
// parser, open-graph-scraper (what link-preview services run) and metascraper with its video rule.
// og:video and X's player card name the stream and the embed, over https when the site is, with
// the embed's size; a title that looks like markup stays text; no card for a video that is not
// public and active.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, VideoStatus } from '@reel/api';
import createMetascraper from 'metascraper';
import metascraperVideo from 'metascraper-video';
import ogs from 'open-graph-scraper';
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
  t = await startTestApp({ videos: 30, env: { SITE_DIST: siteDir, PUBLIC_URL: 'https://reel.example.com', X_HANDLE: '@reel_example' } });
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

/** Every `<meta>` of the head in order, as [property or name, content]: a card repeats og:video. */
function metaList(html: string): [string, string][] {
  return elements(parse(html))
    .filter((e) => e.tagName === 'meta')
    .map((el): [string, string] => [attr(el, 'property') ?? attr(el, 'name') ?? '', attr(el, 'content') ?? ''])
    .filter(([key]) => key !== '');
}

describe('the player card of a watch page', () => {
  it('names the stream and the embed over https with their size, the site, the picture, and the title as text', async () => {
    const v = await aVideo('status_id = 1 AND NOT is_private');
    await t.database.query('UPDATE videos SET title = $1 WHERE video_id = $2', [NASTY_TITLE, v.video_id]);
    const html = await (await t.get(`/video/${v.video_id}/${v.dir}/`)).text();
    const { meta, scripts } = await headOf(`/video/${v.video_id}/${v.dir}/`);
    // Asked over http on loopback; the card's addresses are on PUBLIC_URL, which is https.
    const embed = `https://reel.example.com/embed/${v.video_id}/`;
    const card = metaList(html).filter(([k]) => k.startsWith('og:video') || k.startsWith('twitter:'));
    const stream = card.find(([k]) => k === 'og:video')?.[1] ?? '';
    expect(stream).toMatch(new RegExp(`^https://reel\\.example\\.com/get_file/\\d+/[\\w-]+/${v.video_id}\\.mp4$`));
    const size = (prefix: string): [string, string][] => [
      [`${prefix}:width`, String(EMBED_WIDTH_PX)],
      [`${prefix}:height`, String(EMBED_HEIGHT_PX)],
    ];
    expect(card).toEqual([
      ['og:video', stream],
      ['og:video:secure_url', stream],
      ['og:video:type', 'video/mp4'],
      ...size('og:video'),
      ['og:video', embed],
      ['og:video:secure_url', embed],
      ['og:video:type', 'text/html'],
      ...size('og:video'),
      ['twitter:card', 'player'],
      ['twitter:site', '@reel_example'],
      ['twitter:title', NASTY_TITLE],
      ['twitter:image', meta.get('og:image')],
      ['twitter:player', embed],
      ...size('twitter:player'),
      ['twitter:player:stream', stream],
      ['twitter:player:stream:content_type', 'video/mp4'],
    ]);
    expect(meta.get('og:image')).toMatch(/^https:\/\/reel\.example\.com\/media\//);
    expect(meta.get('og:title')).toBe(NASTY_TITLE);
    // The title's <script> stayed text: the only script is the page's JSON-LD and settings.
    const plain = await aVideo(`status_id = 1 AND NOT is_private AND video_id <> ${v.video_id}`);
    expect(scripts).toBe((await headOf(`/video/${plain.video_id}/${plain.dir}/`)).scripts);
  });

  it('is complete for open-graph-scraper and for metascraper’s video rule', async () => {
    const v = await aVideo('status_id = 1 AND NOT is_private');
    const page = `https://reel.example.com/video/${v.video_id}/${v.dir}/`;
    const html = await (await t.get(`/video/${v.video_id}/${v.dir}/`)).text();
    const { error, result } = await ogs({ html });
    expect(error).toBe(false);
    for (const field of [
      'ogTitle',
      'ogDescription',
      'ogSiteName',
      'ogUrl',
      'ogType',
      'twitterCard',
      'twitterSite',
      'twitterTitle',
    ] as const)
      expect([field, typeof result[field] === 'string' && result[field] !== '']).toEqual([field, true]);
    expect(result.ogSiteName).toBe('Reel');
    expect(result.ogUrl).toBe(page);
    expect(result.ogImage?.[0]?.url).toMatch(/^https:\/\/reel\.example\.com\/media\//);
    expect(result.twitterImage?.[0]?.url).toBe(result.ogImage?.[0]?.url);
    expect(result.twitterPlayer?.[0]?.url).toBe(`https://reel.example.com/embed/${v.video_id}/`);
    expect(result.ogVideo?.map((o) => o.type)).toEqual(['video/mp4', 'text/html']);
    expect(result.ogVideo?.[1]?.url).toBe(`https://reel.example.com/embed/${v.video_id}/`);
    expect(result.ogVideoSecureURL).toMatch(/^https:\/\//);
    // metascraper finds the video itself, not only a page that plays it. A frame it opens (the
    // poster's rule looks into the player) is this server's page, not the network's.
    const getIframe = async (_url: string, $: { load(html: string): unknown }, { src }: { src: string }) =>
      $.load(await (await t.get(new URL(src).pathname)).text());
    // Its types say getIframe returns a string; its code (and its own default) gives the parsed page.
    const metascraper = createMetascraper([metascraperVideo({ getIframe } as unknown as Parameters<typeof metascraperVideo>[0])]);
    const found = await metascraper({ html, url: page });
    expect(found.video).toBe(result.ogVideo?.[0]?.url);
    expect(found.video).toMatch(new RegExp(`/${v.video_id}\\.mp4$`));
  });

  it('names no X account when the site has none', async () => {
    const v = await aVideo('status_id = 1 AND NOT is_private');
    const [video] = await loadVideos(t.ctx, [v.video_id]);
    expect(videoHead(video, 'https://reel.test', false, { xHandle: '' }).tags.join('\n')).not.toContain('twitter:site');
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
    const tags = videoHead(video, 'http://reel.test', false, { xHandle: '', stream: 'http://reel.test/get_file/1/x/1.mp4' }).tags.join(
      '\n',
    );
    expect(tags).toContain(`<meta property="og:video" content="http://reel.test/embed/${v.video_id}/">`);
    expect(tags).toContain(`<meta property="og:video" content="http://reel.test/get_file/1/x/1.mp4">`);
    expect(tags).not.toContain('og:video:secure_url');
  });
});
