// The age gate on the real server: where the visitor's place asks for a check by a provider, every
// address that would show a video frame or a poster is refused until a proof is presented, and
// the routes behind the gate are the table's, so a new media route must choose.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { AGE_VERIFICATION_REQUIRED, mainPath, timelinesPath, videofilePath, videoPath } from '@reel/api/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_PROOF_COOKIE, AGE_PROOF_LIFETIME_S } from '../constants.js';
import { registeredRoutes } from '../http/routeList.js';
import { signVideoUrl } from '../media/signing.js';
import { FROM_GB as GB, startAgeTestApp } from '../testing/ageApp.js';
import type { TestApp } from '../testing/app.js';
import { newProof, signProof } from './proof.js';

/** Routes outside the gate, each because it hands out no video frame, poster or media address. */
const NO_FRAMES: Record<string, string> = {
  '/healthz': 'the database is up',
  '/metrics': 'Prometheus numbers',
  '/robots.txt': 'crawl rules',
  '/sitemap.xml': 'the index of the sitemap files',
  '/api/settings.json': 'the public settings',
  '/api/suggester.php': 'search words',
  '/api/json/suggester/:lifetime/:file': 'search words',
  '/api/json/stats/:lifetime/:file': 'counts',
  '/api/json/comments/:lifetime/:section/:b1/:b2/:file': 'comments and avatars',
  '/api/json/members/:lifetime/:section/:filt/:sort/:count/:file': 'member profiles',
  '/api/json/member/:lifetime/:section/:bucket/:file': 'a member profile',
  '/api/signup.php': 'a redirect to the sign-up form',
  '/api/friends.php': 'friend requests',
  '/api/messages.php': 'messages',
  '/api/wall.php': 'wall posts',
  '/api/video_edit.php': "a member's own uploads, in the member area",
  '/api/member/stats': "a member's own view counts",
  '/api/vast/house.xml': 'the advert',
  '/api/vast/house-backup.xml': 'the advert',
  '/api/vast/house.mp4': 'the advert, not a video of the site',
  '/api/age/gate.json': 'the gate itself',
  '/api/age/start': 'a redirect to the age-assurance provider',
  '/api/age/callback': 'a redirect to the result page',
  '/api/uploader/verify/providers.json': 'the names of the identity providers',
  '/api/uploader/verify/start': 'a redirect to the identity provider',
  '/api/uploader/verify/callback': 'a redirect to the result page',
  '/favicon.ico': 'the site’s icon',
  '/favicon.svg': 'the site’s icon',
  '/icon-192.png': 'the site’s icon',
  '/icon-512.png': 'the site’s icon',
  '/site.webmanifest': 'the app manifest',
};

let t: TestApp;
let work: string;
let id: number;
let thumb: string;

const sql = <T>(text: string, params: unknown[] = []) => t.database.query<T>(text, params);
const ask = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const proofCookie = (nowS: number, key = t.ctx.ageProofKey) => `${AGE_PROOF_COOKIE}=${signProof(key, newProof('oidc', 'test', nowS))}`;
const nowS = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'reel-age-gate-'));
  const mediaRoot = join(work, 'media');
  mkdirSync(mediaRoot);
  t = await startAgeTestApp({ videos: 12, env: { MEDIA_DIR: mediaRoot } });
  const [row] = await sql<{ video_id: number; media: { thumb: string } }>(`SELECT video_id, media FROM videos ORDER BY video_id LIMIT 1`);
  id = row.video_id;
  thumb = row.media.thumb;
  mkdirSync(dirname(join(mediaRoot, thumb)), { recursive: true });
  writeFileSync(join(mediaRoot, thumb), Buffer.alloc(100, 1));
});

afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the routes behind the gate', () => {
  it('are the table’s: every GET route is behind it or named here as showing no frame', () => {
    const open = registeredRoutes(t.app).filter((r) => r.method === 'GET' && !r.ageGated && !r.url.startsWith('/api/admin/'));
    const unexplained = open
      .map((r) => r.url)
      .filter((url) => !(url in NO_FRAMES) && !['/media/*', '/embed/*', '/assets/*', '*'].includes(url));
    expect(unexplained).toEqual([]);
    expect(registeredRoutes(t.app).filter((r) => r.ageGated).length).toBeGreaterThan(20);
  });
});

describe('a place that asks for a check', () => {
  const gated = () => [
    mainPath(),
    videoPath(id),
    videofilePath(id),
    signVideoUrl(t.ctx.mediaSecret, id, '_sd.mp4', nowS() + 3600),
    `/media/${thumb}`,
    timelinesPath({ video_id: id, timelines_count: 5, timelines_interval: 10 }),
    `/oembed?url=${encodeURIComponent(`http://127.0.0.1/embed/${id}/`)}`,
  ];

  it('refuses every address that shows a frame or a poster, with one code, to a visitor without a proof', async () => {
    for (const url of gated()) {
      const answer = await ask(url, GB);
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 403,
        body: { error: true, code: AGE_VERIFICATION_REQUIRED },
      });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await ask(mainPath(), { 'cf-ipcountry': 'US', 'cf-region-code': 'TX' })).statusCode).toBe(403);
  });

  it('answers with a live proof, privately; a forged, expired or future proof is refused', async () => {
    const main = await ask(mainPath(), { ...GB, cookie: proofCookie(nowS()) });
    expect(main.statusCode).toBe(200);
    expect(main.headers['cache-control']).toMatch(/^private/);
    expect(main.headers.vary).toMatch(/cf-ipcountry/);
    expect((await ask(`/media/${thumb}`, { ...GB, cookie: proofCookie(nowS()) })).statusCode).toBe(200);
    const expired = proofCookie(nowS() - AGE_PROOF_LIFETIME_S - 1);
    const forged = proofCookie(nowS(), 'another key');
    const future = proofCookie(nowS() + 3600);
    const tampered = proofCookie(nowS()).replace('.test.', '.other.');
    for (const cookie of [expired, forged, future, tampered, `${AGE_PROOF_COOKIE}=oidc.test.1.2`])
      expect({ cookie, status: (await ask(mainPath(), { ...GB, cookie })).statusCode }).toEqual({ cookie, status: 403 });
  });

  it('leaves a `declare` place, a region’s own rule and a `none` place to the answers of today', async () => {
    const places: Record<string, string>[] = [{ 'cf-ipcountry': 'US', 'cf-region-code': 'CA' }, { 'cf-ipcountry': 'FR' }, {}];
    for (const headers of places) {
      const answer = await ask(mainPath(), headers);
      expect({ headers, status: answer.statusCode }).toEqual({ headers, status: 200 });
      expect(answer.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('is not passed by an answer the cache’s fast path already holds for another place', async () => {
    const path = videoPath(id);
    for (let i = 0; i < 2; i++) expect((await fetch(t.base + path, { headers: { 'cf-ipcountry': 'FR' } })).status).toBe(200);
    const refused = await fetch(t.base + path, { headers: GB });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: true, code: AGE_VERIFICATION_REQUIRED });
  });

  it('serves the bare page, with no video in it and kept by no shared cache', async () => {
    const page = await ask(`/video/${id}/x/`, GB);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).not.toContain(thumb.split('/')[0]);
    const embed = await ask(`/embed/${id}/`, GB);
    expect(embed.headers['cache-control']).toBe('private, no-store');
    // Elsewhere the page may be shared, but only with the same place; after a check, with nobody.
    const elsewhere = await ask(`/video/${id}/x/`, { 'cf-ipcountry': 'FR' });
    expect(elsewhere.headers.vary).toMatch(/cf-ipcountry/);
    const checked = await ask('/categories/', { ...GB, cookie: proofCookie(nowS()) });
    expect(checked.headers['cache-control']).not.toMatch(/public/);
  });
});
