// Every way of writing a bad id, in every family of addresses that carries one: a 4xx with a code
// (404 for a site page), never a 5xx and never an answer about some other object.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { signIn } from '../testing/members.js';
import { createUploader } from '../testing/uploaders.js';

/** Zero, a sign, a leading zero, a fraction, an exponent, past the database's integer, past any
 * safe number, letters, nothing and a NUL byte. */
const BAD_IDS = ['0', '-1', '01', '1.5', '1e3', '9999999999', '9'.repeat(20), 'abc', '', '%00'];

const INDEX_HTML = '<!doctype html><html><head><meta charset="utf-8" /><title>Reel</title></head><body><div id="root"></div></body></html>';

/** A site page answers 404 and its own page; the embed page 4xx and its page; a call 4xx and `{error, code}`. */
type Family = {
  name: string;
  method?: 'GET' | 'POST';
  page?: 'site' | 'embed';
  control?: false;
  address: (id: string) => string;
  body?: (id: string) => string;
};

const FAMILIES: Family[] = [
  { name: 'site pages: watch', page: 'site', address: (id) => `/video/${id}/x/` },
  { name: 'site pages: playlist', page: 'site', address: (id) => `/playlist/${id}` },
  { name: 'site pages: member', page: 'site', address: (id) => `/members/${id}/` },
  { name: 'embed page', page: 'embed', address: (id) => `/embed/${id}/` },
  { name: 'video call', address: (id) => `/api/json/video/86400/0/0/${id}.json` },
  { name: 'related videos', address: (id) => `/api/json/videos_related/432000/20/0/0/${id}.all.1.json` },
  { name: 'video list count', address: (id) => `/api/json/videos2/86400/str/latest-updates/${id}/all..1.all...json` },
  { name: 'video list page', address: (id) => `/api/json/videos2/86400/str/latest-updates/60/all..${id}.all...json` },
  { name: 'search page', address: (id) => `/api/videos2.php?params=86400/str/relevance/60/search..${id}.all..&s=video` },
  { name: 'taxonomy: channels', address: (id) => `/api/json/channels/14400/str/alphabetaz-toptn/60/all..${id}.json` },
  { name: 'taxonomy: models', address: (id) => `/api/json/models/3600/str/filt........../most-popular-toptn/60/${id}.json` },
  { name: 'members: profile', address: (id) => `/api/json/member/7200/user/0/${id}.json` },
  { name: 'members: list', address: (id) => `/api/json/members/14400/friends/filt......./recent/96/1.json?object_id=${id}` },
  { name: 'members: comments', address: (id) => `/api/json/comments/3600/video/0/0/${id}.json` },
  { name: 'playlists: one', address: (id) => `/api/json/playlist/86400/0/${id}.json` },
  { name: 'playlists: list', address: (id) => `/api/json/playlists/86400/latest-updates/60/all.${id}.str..json` },
  { name: 'playlists: subscriptions', address: (id) => `/api/json/subscriptions/14400/0/${id}.json` },
  { name: 'social: wall', address: (id) => `/api/wall.php?user_id=${id}&page=1` },
  { name: 'social: playlist edit', address: (id) => `/api/playlist.php?playlist_id=${id}` },
  { name: 'social: view', method: 'POST', address: () => '/api/input.php', body: (id) => `act=view&section=video&object_id=${id}` },
  { name: 'social: comment', method: 'POST', address: () => '/api/comment.php', body: (id) => `section=video&object_id=${id}&text=hello` },
  { name: 'moderation: appeal', method: 'POST', address: () => '/api/appeal', body: (id) => `video_id=${id}&text=${'a'.repeat(20)}` },
  { name: 'media: file list', address: (id) => `/api/videofile.php?video_id=${id}` },
  { name: 'media: get_file', control: false, address: (id) => `/get_file/99999999999/${'A'.repeat(22)}/${id}.mp4` },
  { name: 'oembed', address: (id) => `/oembed?url=${encodeURIComponent(`${t.base}/video/${id}/x/`)}&format=json` },
  { name: 'timelines', address: (id) => `/api/timelines/timelines/0/0/${id}.10.5.vtt` },
  { name: 'download', address: (id) => `/api/download.php?video_id=${id}&format=.mp4` },
];

let t: TestApp;
let dir: string;
let cookie: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reel-ids-'));
  for (const name of ['site', 'embed']) {
    mkdirSync(join(dir, name, '.vite'), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, name, '.vite', 'manifest.json'), '{}');
  }
  // PUBLIC_URL names this server: oEmbed takes only addresses on the site's own origin.
  t = await startTestApp({ videos: 3, publicUrlIsSelf: true, env: { SITE_DIST: join(dir, 'site'), EMBED_DIST: join(dir, 'embed') } });
  const m = await createUploader(t.database);
  cookie = await signIn(t.app, m.username, m.password);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('bad ids', () => {
  for (const family of FAMILIES) {
    it(`${family.name}: every bad id form is refused with a 4xx`, async () => {
      const seen: [string, number][] = [];
      const send = (id: string) => {
        const headers: Record<string, string> = { cookie, origin: t.base };
        if (family.body) headers['content-type'] = 'application/x-www-form-urlencoded';
        return fetch(t.base + family.address(id), { method: family.method ?? 'GET', headers, body: family.body?.(id), redirect: 'manual' });
      };
      // The same address with a good id is not refused for the same reason: the id is what is refused.
      const control = await send('1');
      const controlCode = control.headers.get('content-type')?.includes('json')
        ? ((await control.json()) as { code?: string }).code
        : undefined;
      for (const id of BAD_IDS) {
        const res = await send(id);
        const status = res.status;
        const isClientError = status >= 400 && status < 500;
        seen.push([id, family.page === 'site' ? status : isClientError ? 4 : status]);
        if (!family.page && isClientError) {
          const body = (await res.json()) as { error?: boolean; code?: string };
          expect([id, body.error, typeof body.code]).toEqual([id, true, 'string']);
          if (family.control !== false && controlCode !== undefined) expect([id, body.code]).not.toEqual([id, controlCode]);
        }
      }
      const want: [string, number][] = BAD_IDS.map((id) => [id, family.page === 'site' ? 404 : 4]);
      expect(seen).toEqual(want);
    });
  }
});

describe('text no database column can keep', () => {
  it("in a site page's query answers the site's own 404 page, never a call's answer or a 5xx", async () => {
    for (const address of ['/search/1/?s=ab%00cd', '/search/1/?s=%ED%A0%80', '/categories/?%C0%80=1', '/video/1/x/?t=%00']) {
      const res = await fetch(t.base + address, { redirect: 'manual' });
      expect([address, res.status, res.headers.get('content-type')?.split(';')[0]]).toEqual([address, 404, 'text/html']);
    }
  });
});
