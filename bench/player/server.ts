// A real server for the player benchmark: unlike the API benchmarks' synthetic rows, the player
// needs real media, so the test profile's clips are made with ffmpeg (as in e2e/setup/server.ts)
// into a throwaway DATA_DIR under bench/.work, seeded, and served on a random local port.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type VideoFile } from '@reel/api';
import { type VideoList } from '@reel/api/endpoints';
import { DEFAULT_SITE_SETTINGS, HOUSE_PREROLL_CLIP_PATH } from '@reel/api/settings';
import type { PlayerVideo } from '@reel/player';
import {
  buildApp,
  createContext,
  forgetSettings,
  freePort,
  generateDemoMedia,
  housePreroll,
  loadConfig,
  makeHouseClip,
  openDatabase,
  seedCatalogue,
  storeSiteSettings,
} from '@reel/server/testing';
import { BENCH_DIR, WORK_DIR } from '../harness.js';

export interface BenchVideo {
  video: PlayerVideo;
  /** The address the player plays by default (HD, else the first), for the bare baselines. */
  mp4: string;
}

export interface MediaServer {
  base: string;
  /** Where the server writes its e-mails (a member's confirmation link). */
  outboxDir: string;
  /** A plain video and one whose media has an HLS stream. */
  plain: BenchVideo;
  hls: BenchVideo;
  /** Turns the demo's house preroll on or off, as a save in the console does (the pages' copies go). */
  setPreroll(on: boolean): Promise<void>;
  close(): Promise<void>;
}

const VIDEOS = 12;
const SITE_DIST = join(BENCH_DIR, '..', 'site', 'dist');
const EMBED_DIST = join(BENCH_DIR, '..', 'embed', 'dist');

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page holding a `<video preload="none">` of `src` and a button over it: the least a page can do
 * between a click and a frame. The page's policy admits no inline handler: the benchmark gives the
 * button its one line (`video.play()`) from outside the page. */
export function clickPage(src: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare video, started by a click</title></head>
<body style="margin:0;background:#000"><div style="position:relative"><video src="${attr(src)}" preload="none" playsinline style="display:block;width:100%;aspect-ratio:16/9"></video>
<button id="start" type="button" style="position:absolute;inset:0;width:100%;height:100%;opacity:0">Play</button></div></body></html>`;
}

/** The least a page can do to show a video: the element, nothing else. */
export function barePage(src: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare video</title></head>
<body style="margin:0;background:#000"><video src="${attr(src)}" autoplay muted playsinline preload="auto" style="width:100%"></video></body></html>`;
}

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function pick(base: string): Promise<{ plain: BenchVideo; hls: BenchVideo }> {
  const list = await json<VideoList>(`${base}/api/json/videos2/86400/str/longest/60/all..1.all...json`);
  let plain: BenchVideo | undefined;
  let hls: BenchVideo | undefined;
  // A private video's file list is for members only (401 to the benchmark's anonymous calls): the
  // benchmark plays what any visitor can play, so such a video is passed over.
  for (const v of list.videos) {
    const answer = await fetch(`${base}/api/videofile.php?video_id=${v.video_id}`);
    if (answer.status === 401 || answer.status === 403) {
      await answer.body?.cancel();
      continue;
    }
    if (!answer.ok) throw new Error(`GET /api/videofile.php?video_id=${v.video_id}: ${answer.status}`);
    const files = ((await answer.json()) as VideoFile[]).filter((f) => f.format !== '_tr.mp4');
    const file = files.find((f) => f.format === '.mp4') ?? files[0];
    if (!file || file.vr) continue;
    // The signed address answers its HLS playlist itself when the video has one, else a 404.
    const probe = await fetch(`${base}${file.video_url}?f=video.m3u8`, { redirect: 'manual' });
    await probe.body?.cancel();
    const entry = {
      video: { video_id: v.video_id, title: v.title, dir: v.dir, duration: v.duration, status_id: v.status_id },
      mp4: file.video_url,
    };
    if (probe.ok) hls ??= entry;
    else plain ??= entry;
  }
  if (!plain || !hls) throw new Error('the seeded catalogue lacks a plain or an HLS video');
  return { plain, hls };
}

export interface MediaServerOptions {
  /** Serve the built site and embed page (the page benchmark), not only the API and media. */
  pages?: boolean;
}

export async function startMediaServer(log: (line: string) => void, opts: MediaServerOptions = {}): Promise<MediaServer> {
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(WORK_DIR, 'player-'));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIST: opts.pages ? SITE_DIST : join(dataDir, 'no-site'),
    EMBED_DIST: opts.pages ? EMBED_DIST : join(dataDir, 'no-embed'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_ON_START: '0',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ pgliteDir: config.pgliteDir });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const close = async () => {
    await app?.close();
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    log('making the test media with ffmpeg');
    const media = await generateDemoMedia(config.mediaRoot, { profile: 'test' });
    await seedCatalogue(database, { videos: VIDEOS, media });
    // The demo's house clip, which the house preroll's VAST files name.
    if (opts.pages) await makeHouseClip(config.mediaRoot);
    const ctx = await createContext(config, database);
    app = await buildApp(ctx);
    // The page benchmark's baseline: a page holding only a <video> with a given signed address,
    // from this same server so both sides pay the same connection costs.
    app.get('/bench/bare/', async (req, reply) => {
      const src = String((req.query as Record<string, unknown>).src ?? '');
      if (!src.startsWith('/get_file/')) return reply.code(400).send({ code: 'bad_src' });
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(barePage(src));
    });
    // The advert benchmark's baselines: the same, started by a click; the house clip or a signed file.
    app.get('/bench/click/', async (req, reply) => {
      const src = String((req.query as Record<string, unknown>).src ?? '');
      if (!src.startsWith('/get_file/') && src !== HOUSE_PREROLL_CLIP_PATH) return reply.code(400).send({ code: 'bad_src' });
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(clickPage(src));
    });
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    const setPreroll = async (on: boolean) => {
      await storeSiteSettings(database, { ...DEFAULT_SITE_SETTINGS, preroll: on ? housePreroll(base) : null });
      ctx.cache.clear();
      forgetSettings(ctx);
    };
    return { base, outboxDir: config.outboxDir, ...(await pick(base)), setPreroll, close };
  } catch (err) {
    await close();
    throw err;
  }
}
