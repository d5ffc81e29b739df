// The site the Lighthouse benchmark measures: the production build served by the real server on a
// seeded catalogue with the test media, in the demo's own settings (the house preroll on), and the
// pages it measures found in that catalogue.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { categoryPagePath } from '@reel/api/pages';
import { categoriesPath, type CategoryList, type VideoList } from '@reel/api/endpoints';
import {
  buildApp,
  createContext,
  forgetSettings,
  generateDemoMedia,
  loadConfig,
  makeHouseClip,
  openDatabase,
  seedCatalogue,
  storeHousePreroll,
} from '@reel/server/testing';
import { BENCH_DIR, WORK_DIR } from '../harness.js';

const REPO = join(BENCH_DIR, '..');
const SITE_DIST = join(REPO, 'site', 'dist');
const EMBED_DIST = join(REPO, 'embed', 'dist');
/** A catalogue fuller than any list page (60 a page), so every page measured is full. */
export const CATALOGUE_VIDEOS = 100;

export interface SiteServer {
  base: string;
  /** The watch page of a plain video, and of a VR one (the player's WebGL renderer). */
  watchPath: string;
  vrWatchPath: string | null;
  /** The videos of the category with the most of them. */
  categoryPath: string;
  close(): Promise<void>;
}

export async function startSiteServer(log: (line: string) => void): Promise<SiteServer> {
  for (const [dist, name] of [
    [SITE_DIST, '@reel/site'],
    [EMBED_DIST, '@reel/embed'],
  ] as const) {
    if (!existsSync(join(dist, 'index.html')))
      throw new Error(`${dist}/index.html is missing: build it first with \`node_modules/.bin/pnpm --filter ${name} build\``);
  }
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(WORK_DIR, 'site-'));
  const config = loadConfig({ DATA_DIR: dataDir, SITE_DIST, EMBED_DIST, SEED_ON_START: '0', LOG_LEVEL: 'warn' });
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
    await seedCatalogue(database, { videos: CATALOGUE_VIDEOS, media });
    const ctx = await createContext(config, database);
    app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    // The demo's own settings, as its first seed leaves them: the house preroll, so a visitor's watch
    // page is measured as visitors get it (the poster with the advert's play control).
    await makeHouseClip(config.mediaRoot);
    if (!(await storeHousePreroll(database, base))) throw new Error('the house preroll was not stored');
    forgetSettings(ctx); // this node's copy of the settings, read at start, without it
    const res = await fetch(`${base}/api/json/videos2/86400/str/latest-updates/60/all..1.all...json`);
    if (!res.ok) throw new Error(`the latest-updates list answered ${res.status}`);
    const videos = ((await res.json()) as VideoList).videos.filter((v) => !v.is_private);
    const plain = videos.find((v) => !v.vr);
    const vr = videos.find((v) => v.vr);
    if (!plain) throw new Error('the seeded catalogue has no public plain video');
    const watch = (v: { video_id: number; dir: string }) => `/video/${v.video_id}/${v.dir}/`;
    const cats = await fetch(base + categoriesPath());
    if (!cats.ok) throw new Error(`the categories list answered ${cats.status}`);
    const category = ((await cats.json()) as CategoryList).categories.reduce<CategoryList['categories'][number] | undefined>(
      (best, c) => (best === undefined || c.total_videos > best.total_videos ? c : best),
      undefined,
    );
    if (!category) throw new Error('the seeded catalogue has no category');
    return { base, watchPath: watch(plain), vrWatchPath: vr ? watch(vr) : null, categoryPath: categoryPagePath(category.dir), close };
  } catch (err) {
    await close();
    throw err;
  }
}
