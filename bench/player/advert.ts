// `npm run bench -- player/advert`: what a visitor waits for when the site runs a preroll. The watch
// page and the embed as a visitor gets them with the demo's house preroll on: from the click on the
// player's Play control to the advert's first frame, and from the click on "Skip ad" to the video's
// first frame. Each against a page holding only a `<video preload="none">` of the same file, started
// by a click on a button over it: the least a page can do between a click and a frame.
import { setTimeout as sleep } from 'node:timers/promises';
import { HOUSE_PREROLL_CLIP_PATH } from '@reel/api/settings';
import { roundOrder } from '../order.js';
import { launchUnwatchedChromium } from '../../e2e/support/browser.js';
import { startMediaServer, type MediaServer } from './server.js';

// playwright-core lives in e2e/; its types come through the launcher rather than a bench import.
type Browser = Awaited<ReturnType<typeof launchUnwatchedChromium>>;
type Page = Awaited<ReturnType<Browser['newPage']>>;

// `bare-advert`: the house clip started by a click (the advert's baseline); `bare-video`: the
// video's file started by a click (the baseline of Skip → video).
export const ADVERT_KINDS = ['watch', 'embed', 'bare-advert', 'bare-video'] as const;
export type AdvertKind = (typeof ADVERT_KINDS)[number];

/** One sample: click → first frame of what the click starts; for the pages, Skip → the video's too. */
export interface AdvertSample {
  ms: number;
  skipMs?: number;
}

export interface AdvertRound {
  round: number;
  samples: Record<AdvertKind, AdvertSample>;
}

export interface AdvertResult {
  settleMs: number;
  rounds: AdvertRound[];
  video: MediaServer['plain'];
  urls: Record<AdvertKind, string>;
  browserVersion: string;
}

export interface AdvertOptions {
  rounds: number;
  warmupRounds: number;
  settleMs: number;
  log(line: string): void;
}

const STEP_TIMEOUT_MS = 30_000;
/** After the Play control shows, the page's remaining scripts and pictures settle before the click. */
const BEFORE_CLICK_MS = 500;

// Armed in the page just before a click: the click's own time (its event's timeStamp, on the same
// clock as performance.now()) and the first frame presented after it by any video playing a file
// `wanted` accepts (the advert's clip, or anything but it). Frames of another file (the advert's
// last, presented just after Skip) ask again. Resolves with the span in ms.
const ARM_CLICK = `(match, startsVideo) => {
  if (startsVideo) document.getElementById('start').addEventListener('click', () => document.querySelector('video').play());
  const wanted = (src) => (match.not ? !src.endsWith(match.suffix) : src.endsWith(match.suffix)) && src !== '';
  window.__clickFrame = new Promise((resolve) => {
    let clickAt = null;
    const watch = (v) => {
      const ask = () => v.requestVideoFrameCallback((now, m) => {
        if (clickAt !== null && wanted(v.currentSrc)) resolve(m.presentationTime - clickAt);
        else ask();
      });
      ask();
    };
    addEventListener('click', (e) => {
      clickAt = e.timeStamp;
      for (const v of document.getElementsByTagName('video')) watch(v);
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLVideoElement) watch(n);
      }).observe(document, { childList: true, subtree: true });
    }, { capture: true, once: true });
  });
}`;

interface Match {
  suffix: string;
  not: boolean;
}

/** Clicks `selector` and answers the span to the first frame `match` accepts; `startsVideo`: the
 * click page's button, whose handler is given here. */
async function clickToFrame(page: Page, selector: string, match: Match, what: string, startsVideo = false): Promise<number> {
  await page.evaluate(`(${ARM_CLICK})(${JSON.stringify(match)}, ${startsVideo})`);
  await page.click(selector);
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no frame within 30 s`)), STEP_TIMEOUT_MS));
  return await Promise.race([page.evaluate(() => (window as unknown as { __clickFrame: Promise<number> }).__clickFrame), timeout]);
}

const ADVERT = { suffix: HOUSE_PREROLL_CLIP_PATH, not: false };
const NOT_ADVERT = { suffix: HOUSE_PREROLL_CLIP_PATH, not: true };

async function sample(browser: Browser, base: string, kind: AdvertKind, url: string): Promise<AdvertSample> {
  // A visitor who has passed the age gate; a phone's width would change only the advert's button sizes.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: '_agev', value: '1', url: base }]);
    const page = await context.newPage();
    await page.goto(base + url);
    if (kind === 'bare-advert' || kind === 'bare-video') {
      await page.locator('#start').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      await sleep(BEFORE_CLICK_MS);
      return { ms: await clickToFrame(page, '#start', kind === 'bare-advert' ? ADVERT : NOT_ADVERT, url, true) };
    }
    await page.locator('.reel-ad-overlay').waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
    await sleep(BEFORE_CLICK_MS);
    const ms = await clickToFrame(page, '.reel-ad-overlay', ADVERT, `${url}: the advert`);
    // The skip rule's seconds pass on the advert's own clock; the button then reads "Skip ad".
    await page.waitForFunction(() => document.querySelector('.reel-ad-skip')?.textContent === 'Skip ad', null, {
      timeout: STEP_TIMEOUT_MS,
      polling: 100,
    });
    const skipMs = await clickToFrame(page, '.reel-ad-skip', NOT_ADVERT, `${url}: the video after Skip`);
    return { ms, skipMs };
  } finally {
    await context.close();
  }
}

export async function runAdvertFirstFrame(o: AdvertOptions): Promise<AdvertResult> {
  const media = await startMediaServer(o.log, { pages: true });
  const browser = await launchUnwatchedChromium();
  try {
    await media.setPreroll(true);
    const { video, mp4 } = media.plain;
    const urls: Record<AdvertKind, string> = {
      watch: `/video/${video.video_id}/${video.dir}/`,
      embed: `/embed/${video.video_id}/`,
      'bare-advert': `/bench/click/?${new URLSearchParams({ src: HOUSE_PREROLL_CLIP_PATH })}`,
      'bare-video': `/bench/click/?${new URLSearchParams({ src: mp4 })}`,
    };
    const rounds: AdvertRound[] = [];
    for (let r = 0; r < o.warmupRounds + o.rounds; r++) {
      const samples = {} as Record<AdvertKind, AdvertSample>;
      for (const kind of roundOrder(ADVERT_KINDS, r)) {
        samples[kind] = await sample(browser, media.base, kind, urls[kind]);
        await sleep(o.settleMs);
      }
      const warm = r < o.warmupRounds;
      if (!warm) rounds.push({ round: r - o.warmupRounds + 1, samples });
      const line = ADVERT_KINDS.map(
        (k) => `${k} ${samples[k].ms.toFixed(0)}${samples[k].skipMs === undefined ? '' : `/${samples[k].skipMs!.toFixed(0)}`} ms`,
      );
      o.log(`${warm ? 'warm-up' : `round ${r - o.warmupRounds + 1}`}: ${line.join(', ')}`);
    }
    return { rounds, video: media.plain, urls, browserVersion: browser.version(), settleMs: o.settleMs };
  } finally {
    await browser.close();
    await media.close();
  }
}
