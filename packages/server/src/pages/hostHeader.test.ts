// The Host header is the visitor's to write: a page, the embed and oEmbed name the site by PUBLIC_URL
// whatever it says, a Host that is not a host name (or address) with an optional port is refused,
// and a forged one leaves nothing behind for the next plain request. Sent through HTTP with the
// header written by hand, as a cache-poisoning request would be.
import { request } from 'node:http';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { writeAppBuilds, type AppBuilds } from '../testing/builds.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const INDEX_HTML = `<!doctype html><html><head><meta charset="utf-8" /><title>Reel</title></head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = 'https://reel.example';

/** Hosts that are not a host name or address with an optional port, each naming evil.example. */
const INVALID_HOSTS = [
  'reel.test:@evil.example',
  'localhost:8080@evil.example',
  'reel.test/evil.example',
  'reel.test evil.example',
  'reel.test:8080:@evil.example',
  '[::1]@evil.example',
  '[::ffff:evil.example]',
  'reel.test#@evil.example',
  'reel.test\\@evil.example',
];
/** Hosts of the right form: answered, and still named nowhere in the answer. */
const VALID_HOSTS = ['evil.example', 'evil.example:443', 'EVIL.EXAMPLE:8443', '[::1]:8080', '[2001:db8::1]', '127.0.0.1:9'];

let t: TestApp;
let builds: AppBuilds;
let video: { video_id: number; dir: string };

beforeAll(async () => {
  builds = writeAppBuilds({ site: INDEX_HTML, embed: '<!doctype html><title>embed</title><main id="player"></main>' });
  t = await startTestApp({ videos: 20, env: { ...builds.env, PUBLIC_URL } });
  [video] = await t.database.query<{ video_id: number; dir: string }>(
    'SELECT video_id, dir FROM videos WHERE status_id = 1 AND NOT is_private ORDER BY video_id LIMIT 1',
  );
});
afterAll(async () => {
  await t?.close();
  builds?.remove();
});

/** A GET with the Host header exactly as given (fetch would write its own). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(t.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, setHost: false, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const elements = (node: Node): Element[] => [
  ...('tagName' in node ? [node] : []),
  ...('childNodes' in node ? node.childNodes.flatMap(elements) : []),
];
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** Every absolute address a reader of the page's head takes: canonical, og:*, twitter:*, oEmbed
 * discovery and every address inside the JSON-LD but its vocabulary. */
function headAddresses(html: string): string[] {
  const all = elements(parse(html));
  const links = all
    .filter((e) => e.tagName === 'link' && /canonical|alternate/.test(attr(e, 'rel') ?? ''))
    .map((e) => attr(e, 'href') ?? '');
  const meta = all
    .filter((e) => e.tagName === 'meta' && /^(og|twitter):/.test(attr(e, 'property') ?? attr(e, 'name') ?? ''))
    .map((e) => attr(e, 'content') ?? '')
    .filter((v) => /^[a-z]+:\/\//i.test(v));
  const jsonLd = all
    .filter((e) => e.tagName === 'script' && attr(e, 'type') === 'application/ld+json')
    .map((e) => JSON.parse((e.childNodes[0] as { value: string }).value) as Record<string, unknown>)
    // Its @context names the vocabulary, not an address of ours.
    .flatMap(({ '@context': _vocabulary, ...video }) => JSON.stringify(video).match(/https?:\/\/[^"]+/g) ?? []);
  return [...links, ...meta, ...jsonLd];
}

const watchPath = () => `/video/${video.video_id}/${video.dir}/`;
const pagePaths = () => [
  watchPath(),
  `/embed/${video.video_id}/`,
  `/oembed?url=${encodeURIComponent(`${PUBLIC_URL}${watchPath()}`)}&format=json`,
  '/videos/top-rated/2/',
  '/',
];

describe('a forged Host header', () => {
  it('is refused with 400 invalid_host when it is not a host name or address with an optional port', async () => {
    for (const host of INVALID_HOSTS) {
      for (const path of pagePaths()) {
        const res = await getWithHost(path, host);
        expect([host, path, res.status, res.body.includes('evil.example')]).toEqual([host, path, 400, false]);
        expect(JSON.parse(res.body)).toEqual({ error: true, code: 'invalid_host' });
      }
    }
  });

  it('never reaches an answer: pages, the embed and oEmbed name the site by PUBLIC_URL', async () => {
    for (const host of VALID_HOSTS) {
      for (const path of pagePaths()) {
        const res = await getWithHost(path, host);
        expect([host, path, res.status, res.body.toLowerCase().includes('evil.example')]).toEqual([host, path, 200, false]);
      }
      const page = await getWithHost(watchPath(), host);
      const addresses = headAddresses(page.body);
      expect(addresses.length).toBeGreaterThan(5);
      for (const address of addresses) expect([address, address.startsWith(`${PUBLIC_URL}/`)]).toEqual([address, true]);
      const oembed = await getWithHost(pagePaths()[2], host);
      const answer = JSON.parse(oembed.body) as Record<string, string>;
      expect(answer.provider_url).toBe(`${PUBLIC_URL}/`);
      expect(answer.html).toContain(`src="${PUBLIC_URL}/embed/${video.video_id}/"`);
    }
  });

  it('leaves nothing behind: the next plain request gets a clean page', async () => {
    for (const host of [...INVALID_HOSTS, ...VALID_HOSTS]) for (const path of pagePaths()) await getWithHost(path, host);
    for (const path of pagePaths()) {
      const res = await t.get(path);
      const body = await res.text();
      expect([path, res.status, body.toLowerCase().includes('evil.example')]).toEqual([path, 200, false]);
    }
    const addresses = headAddresses(await (await t.get(watchPath())).text());
    for (const address of addresses) expect([address, address.startsWith(`${PUBLIC_URL}/`)]).toEqual([address, true]);
  });
});
