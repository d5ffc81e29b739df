// `npm run bench -- player` (player/firstframe): time to first frame of createPlayer against a
// bare <video> on the same file, and of the player's hls.js path against bare hls.js on the same
// stream. One run, in two groups (the mp4 kinds, then the HLS kinds): each round takes every kind of
// its group once, in an order that puts every kind after every other equally often (order.ts),
// each sample in a fresh browser context (cold cache, same page).
import { setTimeout as sleep } from 'node:timers/promises';
import { roundOrder } from '../order.js';
import { launchUnwatchedChromium } from '../../e2e/support/browser.js';
import { startPageServer, requirePlayerBuild } from '../../e2e/fixtures/player/server.js';
import { installHelpers } from '../../e2e/fixtures/player/page.js';
import { measureBareHls, measureBareVideo, measurePlayer, type Sample } from './measure.js';
import { startMediaServer, type MediaServer } from './server.js';
import { STAGE_CSS } from '@reel/player';

// playwright-core lives in e2e/; its types come through the launcher rather than a bench import.
type Browser = Awaited<ReturnType<typeof launchUnwatchedChromium>>;

// `-files`: the page holds the file list (as the watch page and the embed do); `-src`: the page gives
// the player the bare page's own address as `sources` (a webmaster with files of their own); the
// others make the file-list call. `bare-video-again` is the bare <video> once more, at another place
// in the round: its ratio to `bare-video` is what the instrument gives for two identical pages.
// `bare-video-boxed` is the bare <video> in the box the player shows it in (the player's stage CSS
// and elements, none of its script): what the box costs, apart from what the player's script does.
export const KINDS = [
  'player-mp4',
  'player-mp4-files',
  'player-mp4-src',
  'bare-video',
  'player-hls',
  'player-hls-files',
  'bare-hls',
  'bare-video-again',
  'bare-video-boxed',
] as const;
export type Kind = (typeof KINDS)[number];

// Each group runs its rounds on its own: the mp4 kinds against the bare <video>, then the HLS kinds
// against bare hls.js. A stream's teardown (its MediaSource, hls.js's worker) is the heaviest any
// sample leaves behind, and the mp4 kinds, compared only with one another, need not carry it.
export const KIND_GROUPS: readonly (readonly Kind[])[] = [
  ['player-mp4', 'player-mp4-files', 'player-mp4-src', 'bare-video', 'bare-video-again', 'bare-video-boxed'],
  ['player-hls', 'player-hls-files', 'bare-hls'],
];

export interface FirstFrameOptions {
  rounds: number;
  warmupRounds: number;
  /**
   * A pause after each sample, so its browser context winds down before the next one starts.
   * Closing a context returns before its renderer process has exited; on a machine with two cores
   * that exit, and the media pipeline's teardown, would otherwise run inside whichever sample comes
   * next, charging one kind for another's cleanup.
   */
  settleMs: number;
  log(line: string): void;
}

export interface FirstFrameRound {
  round: number;
  samples: Record<Kind, Sample>;
}

export interface FirstFrameResult {
  settleMs: number;
  rounds: FirstFrameRound[];
  plain: MediaServer['plain'];
  hls: MediaServer['hls'];
  browserVersion: string;
}

/** The file lists as the pages would hold them, fetched once before the rounds (outside any timing). */
interface Files {
  plain: unknown;
  hls: unknown;
}

async function sample(browser: Browser, url: string, kind: Kind, media: MediaServer, files: Files): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // tsx compiles with esbuild's keepNames, so serialised functions call a `__name` helper that
    // exists only in Node: give the page a do-nothing one.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await page.addInitScript(installHelpers);
    await page.goto(url);
    await page.waitForFunction(() => typeof window.Reel?.createPlayer === 'function');
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${kind}: no frame within 30 s`)), 30_000));
    const run = (): Promise<Sample> => {
      if (kind === 'player-mp4') return page.evaluate(measurePlayer, { video: media.plain.video, stream: false });
      if (kind === 'player-hls') return page.evaluate(measurePlayer, { video: media.hls.video, stream: true });
      if (kind === 'player-mp4-files') return page.evaluate(measurePlayer, { video: media.plain.video, stream: false, files: files.plain });
      if (kind === 'player-mp4-src') return page.evaluate(measurePlayer, { video: media.plain.video, stream: false, src: media.plain.mp4 });
      if (kind === 'player-hls-files') return page.evaluate(measurePlayer, { video: media.hls.video, stream: true, files: files.hls });
      if (kind === 'bare-video' || kind === 'bare-video-again') return page.evaluate(measureBareVideo, { src: media.plain.mp4 });
      if (kind === 'bare-video-boxed') return page.evaluate(measureBareVideo, { src: media.plain.mp4, stageCss: STAGE_CSS });
      return page.evaluate(measureBareHls, { src: `${media.hls.mp4}?f=video.m3u8` });
    };
    return await Promise.race([run(), timeout]);
  } finally {
    await context.close();
  }
}

export async function runFirstFrame(o: FirstFrameOptions): Promise<FirstFrameResult> {
  requirePlayerBuild();
  const media = await startMediaServer(o.log);
  const pages = await startPageServer({ upstream: media.base });
  const browser = await launchUnwatchedChromium();
  const list = async (id: number | string) => (await fetch(`${media.base}/api/videofile.php?video_id=${id}`)).json() as Promise<unknown>;
  try {
    const files: Files = { plain: await list(media.plain.video.video_id), hls: await list(media.hls.video.video_id) };
    const rounds: FirstFrameRound[] = Array.from({ length: o.rounds }, (_, i) => ({ round: i + 1, samples: {} as Record<Kind, Sample> }));
    for (const group of KIND_GROUPS) {
      for (let r = 0; r < o.warmupRounds + o.rounds; r++) {
        const samples = {} as Record<Kind, Sample>;
        // Every kind after every other equally often: what one leaves behind slows each alike.
        for (const kind of roundOrder(group, r)) {
          samples[kind] = await sample(browser, pages.url, kind, media, files);
          await sleep(o.settleMs);
        }
        const warm = r < o.warmupRounds;
        if (!warm) Object.assign(rounds[r - o.warmupRounds].samples, samples);
        o.log(
          `${warm ? 'warm-up' : `round ${r - o.warmupRounds + 1}`}: ${group.map((k) => `${k} ${samples[k].ms.toFixed(0)} ms`).join(', ')}`,
        );
      }
    }
    return { rounds, plain: media.plain, hls: media.hls, browserVersion: browser.version(), settleMs: o.settleMs };
  } finally {
    await browser.close();
    await pages.close();
    await media.close();
  }
}
