// Preroll adverts in Chromium: the player's ads module bundled into a test page, VAST
// from a local server, real playback of an mp4 creative from the shared server's test media, the
// tracking pixels as the server sees them, and after every advert — or every failure — the
// content video playing. Also the whole conformance corpus, made local.
import type { VideoFile } from '@reel/api';
import type { VideoList } from '@reel/api/endpoints';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, type RunnerTestCase } from 'vitest';
import { buildPage, CORPUS_FILES, startAdServer, type AdServer } from './fixtures/vast/adServer';
import type { AdOutcome } from './fixtures/vast/page';
import { launchChromium } from './support/browser';
import { claimContext } from './support/evidence';

interface Run {
  outcome: AdOutcome;
  metrics: string[];
  ms: number;
  page: Page;
  /** Paths this page requested from the ad server. */
  requested: string[];
}

/** A short mp4 from the shared server's test media: the shortest catalogue video with an _sd file. */
async function fetchCreative(baseUrl: string): Promise<Buffer> {
  const list = (await (await fetch(`${baseUrl}/api/json/videos2/86400/str/latest-updates/24/all..1.all...json`)).json()) as VideoList;
  const videos = [...list.videos].sort((a, b) => a.duration_sec - b.duration_sec);
  for (const v of videos.filter((item) => !item.is_private && item.file_formats.includes('_sd.mp4'))) {
    // Renditions are reached through their signed address only.
    const files = (await (await fetch(`${baseUrl}/api/videofile.php?video_id=${v.video_id}`)).json()) as VideoFile[];
    const sd = files.find((f) => f.format === '_sd.mp4');
    if (!sd) continue;
    const res = await fetch(new URL(sd.video_url, baseUrl));
    if (res.ok) return Buffer.from(await res.arrayBuffer());
  }
  throw new Error('no _sd.mp4 test media on the shared server');
}

describe('preroll adverts', () => {
  let browser: Browser;
  let server: AdServer;
  let chunks: Awaited<ReturnType<typeof buildPage>>;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const [mp4, built] = await Promise.all([fetchCreative(inject('baseUrl')), buildPage()]);
    chunks = built;
    server = await startAdServer(mp4, chunks);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /**
   * Opens the page with `query`, clicks the overlay, waits for the outcome, then for the content.
   * A test that runs beside others names itself (`task`), so a failure keeps its own page's evidence.
   */
  async function run(query: string, during?: (page: Page) => Promise<void>, task?: RunnerTestCase): Promise<Run> {
    const context = await browser.newContext({ viewport: { width: 800, height: 500 } });
    if (task) claimContext(context, task);
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(new URL(req.url()).pathname));
    page.on('pageerror', (err) => pageErrors.push(`${query}: ${err.message}`));
    await page.goto(`${server.origin}/?${query}`);
    const started = Date.now();
    await page.click('.reel-ad-overlay');
    await during?.(page);
    await page.waitForFunction(() => window.adsLog.outcome !== null, null, { timeout: 45_000 });
    const ms = Date.now() - started;
    const { outcome, metrics, contentStarted } = await page.evaluate(() => window.adsLog);
    expect(contentStarted).toBe(true);
    // The content itself plays afterwards: its own source, its clock moving.
    await page.waitForFunction(
      () => {
        const v = document.querySelector<HTMLVideoElement>('#video')!;
        return v.currentSrc.endsWith('/media/content.mp4') && v.currentTime > 0.5;
      },
      null,
      { timeout: 15_000 },
    );
    expect(await page.locator('.reel-ad').count()).toBe(0);
    return { outcome: outcome!, metrics, ms, page, requested };
  }
  const tags = (...list: string[]) => list.map((t) => `tag=${encodeURIComponent(t)}`).join('&');
  const tracked = (ad: string) => server.tracks.filter((t) => t.ad === ad).map((t) => (t.code ? `${t.e}:${t.code}` : t.e));

  it('bundles each engine as its own lazy chunk', () => {
    const entry = chunks.find((c) => c.fileName === 'page.js');
    const dynamic = chunks.filter((c) => c.isDynamicEntry).map((c) => c.facadeModuleId ?? '');
    expect(dynamic.some((id) => id.endsWith('/ads/vast.ts'))).toBe(true);
    expect(dynamic.some((id) => id.endsWith('/ads/ima.ts'))).toBe(true);
    expect(entry?.code).not.toContain('VASTTracker');
    expect(entry?.code).not.toContain('imasdk.googleapis.com');
  });

  it('plays an inline linear advert with its tracking, stats GET, then the content', async () => {
    const { outcome, metrics, page } = await run(`${tags('/vast/inline/inline.xml')}`);
    expect(outcome).toEqual({ status: 'completed', tagIndex: 0 });
    expect(metrics).toEqual(['player_adplay']);
    expect(tracked('inline')).toEqual(
      expect.arrayContaining(['impression', 'creativeView', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']),
    );
    expect(tracked('inline').filter((e) => e === 'impression')).toHaveLength(1);
    expect(server.requests).toContain('/media/ad.mp4');
    expect(server.requests).not.toContain('/media/missing-fhd.mp4'); // the 640-wide file, nearest the player
    expect(server.stats).toContainEqual({ out_name: 'reel e2e/é', cisai: 'ci&sai=1' });
    await page.context().close();
  });

  it('opens the click-through in a new tab, tracks the click and pauses the advert until a click resumes it', async () => {
    let landing = '';
    const { outcome, page } = await run(tags('/vast/inline/click.xml'), async (p) => {
      const popup = p.context().waitForEvent('page');
      await p.locator('.reel-ad-click').click();
      landing = (await popup).url();
      // The advert waits while the viewer is on the advertiser's page.
      await expect.poll(() => p.evaluate(() => document.querySelector<HTMLVideoElement>('#video')!.paused)).toBe(true);
      await p.locator('.reel-ad-paused').waitFor();
      await p.locator('.reel-ad-click').click();
      await expect.poll(() => p.evaluate(() => document.querySelector<HTMLVideoElement>('#video')!.paused)).toBe(false);
    });
    expect(landing).toBe(`${server.origin}/landing?ad=click`);
    // One click-through: the click that resumed opened nothing and tracked nothing.
    expect(tracked('click').filter((e) => e === 'click')).toEqual(['click']);
    expect(page.context().pages()).toHaveLength(2);
    expect(outcome.status).toBe('completed');
    await page.context().close();
  });

  it('enables skip after the skipoffset; skipping tracks skip and starts the content', async () => {
    const { outcome, metrics, page } = await run(tags('/vast/skippable/skip.xml'), async (p) => {
      const skip = p.locator('.reel-ad-skip');
      await expect.poll(() => skip.isDisabled()).toBe(true);
      await expect.poll(() => skip.isEnabled(), { timeout: 5000 }).toBe(true);
      await skip.click();
    });
    expect(outcome).toEqual({ status: 'skipped', tagIndex: 0 });
    expect(metrics).toEqual(['player_adplay']);
    expect(tracked('skip')).toContain('skip');
    expect(tracked('skip')).not.toContain('complete');
    await page.context().close();
  });

  it('follows a chain of 3 wrappers, firing every wrapper impression', async () => {
    const { outcome, page } = await run(tags('/vast/chain/3/chain3.xml'));
    expect(outcome).toEqual({ status: 'completed', tagIndex: 0 });
    for (const ad of ['chain3-hop3', 'chain3-hop2', 'chain3-hop1', 'chain3']) expect(tracked(ad)).toContain('impression');
    await page.context().close();
  });

  it('follows 8 redirects, and fails a 9-redirect chain over to the backup (VAST 302)', async () => {
    const eight = await run(tags('/vast/chain/8/chain8.xml'));
    expect(eight.outcome).toEqual({ status: 'completed', tagIndex: 0 });
    await eight.page.context().close();
    const nine = await run(tags('/vast/chain/9/chain9.xml', '/vast/inline/after-nine.xml'));
    expect(nine.outcome).toEqual({ status: 'completed', tagIndex: 1 });
    expect(nine.metrics).toEqual(['player_vast_error:302', 'player_adplay']);
    expect(server.requests).toContain('/vast/chain/1/chain9.xml');
    expect(server.requests).not.toContain('/vast/chain/0/chain9.xml');
    expect(tracked('chain9-hop9')).toContain('error:302');
    await nine.page.context().close();
  });

  it('fails over from empty, 404, unplayable and broken-media tags in turn', async () => {
    const list = tags('/vast/empty.xml', '/vast/missing.xml', '/vast/vpaid-only.xml', '/vast/broken-media.xml', '/vast/inline/backup.xml');
    const { outcome, metrics, page } = await run(list);
    expect(outcome).toEqual({ status: 'completed', tagIndex: 4 });
    expect(metrics).toEqual([
      'player_vast_error:303',
      'player_vast_error:301',
      'player_vast_error:403',
      'player_vast_error:401',
      'player_adplay',
    ]);
    expect(tracked('empty')).toContain('error:303');
    expect(tracked('vpaid-only')).toContain('error:403');
    expect(tracked('broken-media')).toContain('error:401');
    expect(tracked('broken-media')).not.toContain('impression');
    expect(server.stats.length).toBeGreaterThan(0);
    await page.context().close();
  });

  // From here on each test reads only its own page (its outcome, metrics and requests) and the
  // tracking of its own adverts, named for it alone, so these tests run side by side, each on its own
  // page; the ones above read the ad server's shared request and stats lists and run alone.
  it.concurrent('gives up on a tag that does not answer within 5000 ms and plays the backup', async ({ task }) => {
    const { outcome, metrics, ms, page } = await run(tags('/vast/hang.xml', '/vast/inline/after-hang.xml'), undefined, task);
    expect(outcome).toEqual({ status: 'completed', tagIndex: 1 });
    expect(metrics[0]).toBe('player_vast_error:301');
    expect(ms).toBeGreaterThanOrEqual(5000);
    await page.context().close();
  });

  it.concurrent('plays the content when every tag fails, and when the only tag is empty', async ({ task }) => {
    const failed = await run(tags('/vast/missing.xml', '/vast/vpaid-only.xml'), undefined, task);
    expect(failed.outcome.status).toBe('failed');
    expect(failed.metrics).toEqual(['player_vast_error:301', 'player_vast_error:403']);
    await failed.page.context().close();
    const empty = await run(tags('/vast/empty.xml'), undefined, task);
    expect(empty.outcome.status).toBe('empty');
    await empty.page.context().close();
  });

  it.concurrent('finds a tag that appears as a page variable after the click', async ({ task }) => {
    const { outcome, page } = await run(`${tags('/vast/inline/late.xml')}&tagDelayMs=1500`, undefined, task);
    expect(outcome).toEqual({ status: 'completed', tagIndex: 0 });
    await page.context().close();
  });

  describe.concurrent('IMA engine', () => {
    it('plays the content when the SDK script cannot load (offline)', async ({ task }) => {
      const { outcome, metrics, page, requested } = await run(
        `engine=ima&sdk=/ima-missing.js&${tags('/vast/inline/ima-offline.xml')}`,
        undefined,
        task,
      );
      expect(outcome.status).toBe('failed');
      expect(outcome.error?.message).toMatch(/IMA SDK unavailable/);
      expect(metrics).toEqual(['player_vast_error:900']);
      // Lazy chunks at run time: the IMA page fetched the IMA chunk and never the VAST one.
      expect(requested.some((r) => r.startsWith('/chunks/ima-'))).toBe(true);
      expect(requested.some((r) => r.startsWith('/chunks/vast-'))).toBe(false);
      await page.context().close();
    });

    it('initialises the display container inside the click and walks the backups (local stand-in SDK)', async ({ task }) => {
      const { outcome, metrics, page } = await run(
        `engine=ima&sdk=/fake-ima3.js&${tags('/vast/missing.xml', '/vast/inline/ima.xml')}`,
        undefined,
        task,
      );
      expect(outcome).toEqual({ status: 'completed', tagIndex: 1 });
      expect(metrics).toEqual(['player_vast_error:301', 'player_adplay']);
      const fake = await page.evaluate(() => (window as unknown as { imaFake: Record<string, unknown> }).imaFake);
      expect(fake).toMatchObject({ initializedInGesture: true, displayContainers: 1, numRedirects: 8 });
      expect(tracked('ima')).toContain('impression');
      await page.context().close();
    });
  });

  // Each corpus file reads its own page's outcome and the impression pixels of its own corpus file,
  // told apart by the file's name.
  describe.concurrent('conformance corpus', () => {
    // The files that must fail over, with the VAST error counted; every other file plays. The
    // Tremor pair's only MediaFile is video/x-flv. wrapper-a/-b reach sample.xml, but a VAST 4
    // wrapper's allowMultipleAds defaults to false, so sample.xml's pod Ad is dropped and only its
    // VPAID-only stand-alone Ad remains: 403, rightly.
    const FAILOVER: Record<string, number> = {
      'iab/v2_tremor_vast_inline_linear.xml': 403,
      'iab/v2_tremor_vast_wrapper_linear_1.xml': 403,
      'dailymotion/empty-no-ad.xml': 303,
      'dailymotion/invalid-xmlfile.xml': 100,
      'dailymotion/vpaid.xml': 403,
      'dailymotion/vpaid2.xml': 403,
      'dailymotion/wrapper-a.xml': 403,
      'dailymotion/wrapper-b.xml': 403,
      'dailymotion/wrapper-empty.xml': 303,
      'dailymotion/wrapper-unavailable-url.xml': 301,
    };
    const results = new Map<string, string>();
    // In the corpus's order, whatever order the files finished in.
    afterAll(() => {
      const lines = CORPUS_FILES.flatMap((file) => results.get(file) ?? []);
      console.log(`[ads] corpus (tag 0 = the corpus file, tag 1 = a local backup):\n${lines.join('\n')}`);
    });

    it.for(CORPUS_FILES)('%s: plays what is playable, fails over otherwise, then the content', async (file, { task }) => {
      const { outcome, metrics, page } = await run(`rate=4&${tags(`/corpus/${file}`, '/vast/inline/corpus-backup.xml')}`, undefined, task);
      const errors = metrics.filter((m) => m.startsWith('player_vast_error'));
      results.set(file, `  ${file}: ${outcome.tagIndex === 0 ? 'AD' : `FAILOVER (${errors.join(', ')})`}`);
      const failover = FAILOVER[file];
      expect(outcome).toEqual({ status: 'completed', tagIndex: failover ? 1 : 0 });
      expect(errors).toEqual(failover ? [`player_vast_error:${failover}`] : []);
      // An advert from the corpus fires the corpus's own impression pixels (made local).
      if (!failover) expect(server.tracks.some((t) => t.corpus === file && t.el === 'Impression')).toBe(true);
      await page.context().close();
    });
  });

  it('raised no uncaught exception on any page', () => {
    expect(pageErrors).toEqual([]);
  });
});
