// A real server for the player benchmark: unlike the API benchmarks' synthetic rows, the player
// needs real media, so the test profile's clips are made with ffmpeg (as in e2e/setup/server.ts)
// into a throwaway DATA_DIR under bench/.work, seeded, and served on a random local port.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { VideoFile, VideoList } from '../../packages/api/src/index.js';
import type { PlayerVideo } from '../../packages/player/src/index.js';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { createContext } from '../../packages/server/src/context.js';
import { openDatabase } from '../../packages/server/src/db/client.js';
import { generateDemoMedia } from '../../packages/server/src/media/demo.js';
import { seedCatalogue } from '../../packages/server/src/seed/catalogue.js';
import { WORK_DIR } from '../harness.js';

export interface BenchVideo {
  video: PlayerVideo;
  /** The address the player plays by default (HD, else the first), for the bare baselines. */
  mp4: string;
}

export interface MediaServer {
  base: string;
  /** A plain video and one whose media has an HLS stream. */
  plain: BenchVideo;
  hls: BenchVideo;
  close(): Promise<void>;
}

const VIDEOS = 12;

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return (await res.json()) as T;
}

async function pick(base: string): Promise<{ plain: BenchVideo; hls: BenchVideo }> {
  const list = await json<VideoList>(`${base}/api/json/videos2/86400/str/longest/60/all..1.all...json`);
  let plain: BenchVideo | undefined;
  let hls: BenchVideo | undefined;
  for (const v of list.videos) {
    const files = (await json<VideoFile[]>(`${base}/api/videofile.php?video_id=${v.video_id}`)).filter((f) => f.format !== '_tr.mp4');
    const file = files.find((f) => f.format === '.mp4') ?? files[0];
    if (!file || file.vr) continue;
    const probe = await fetch(`${base}${file.video_url}?f=video.m3u8`, { redirect: 'manual' });
    await probe.body?.cancel();
    const entry = {
      video: { video_id: v.video_id, title: v.title, dir: v.dir, duration: v.duration, status_id: v.status_id },
      mp4: file.video_url,
    };
    if (probe.status === 302) hls ??= entry;
    else plain ??= entry;
  }
  if (!plain || !hls) throw new Error('the seeded catalogue lacks a plain or an HLS video');
  return { plain, hls };
}

export async function startMediaServer(log: (line: string) => void): Promise<MediaServer> {
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(WORK_DIR, 'player-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIST: join(dataDir, 'no-site'),
    EMBED_DIST: join(dataDir, 'no-embed'),
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
    app = await buildApp(await createContext(config, database));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    return { base, ...(await pick(base)), close };
  } catch (err) {
    await close();
    throw err;
  }
}
