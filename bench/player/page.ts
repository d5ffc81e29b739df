// `npm run bench -- player/page`: the first frame of a page as a viewer gets it. A signed-in
// member's watch page with autostart=1 and the embed page with autostart=1, with the site's preroll
// off and on, and a visitor's with it off (with it on, a visitor's first frame is the advert's after
// a click: player/advert), each against a page
// holding only `<video autoplay muted>` with the same signed file, all from the same server, each
// sample in a fresh browser context (cold cache), from navigation start to the first
// requestVideoFrameCallback of any video on the page.
import { setTimeout as sleep } from 'node:timers/promises';
import { roundOrder } from '../order.js';
import { launchUnwatchedChromium } from '../../e2e/support/browser.js';
import { browserCookies, registerMember, type RegisteredMember } from '../../e2e/support/member.js';
import { startMediaServer, type MediaServer } from './server.js';

type Browser = Awaited<ReturnType<typeof launchUnwatchedChromium>>;

// `bare-again`: the bare page once more, at another place in the round; its ratio to `bare` is what
// the instrument gives for two identical pages.
// `watch-preroll`, `embed-preroll`: the same pages with the site's preroll on (the member still gets
// no advert); `watch-visitor`, `embed-visitor`: the pages as a visitor (no session) gets them with
// the preroll off. The others: a member, the preroll off.
export const PAGE_KINDS = [
  'bare-again',
  'watch',
  'watch-preroll',
  'watch-visitor',
  'embed',
  'embed-preroll',
  'embed-visitor',
  'bare',
] as const;
/** The kinds with the site's preroll on, and those opened without a member's session. */
const PREROLL_ON: ReadonlySet<PageKind> = new Set(['watch-preroll', 'embed-preroll']);
const AS_VISITOR: ReadonlySet<PageKind> = new Set(['watch-visitor', 'embed-visitor']);
export type PageKind = (typeof PAGE_KINDS)[number];

/** From navigation start to the first frame's presentationTime, and to the callback's call. */
export interface PageFrame {
  ms: number;
  callbackMs: number;
}

export interface PageRound {
  round: number;
  ms: Record<PageKind, number>;
  callbackMs: Record<PageKind, number>;
}

export interface PageResult {
  settleMs: number;
  rounds: PageRound[];
  video: MediaServer['plain'];
  urls: Record<PageKind, string>;
  browserVersion: string;
}

export interface PageOptions {
  rounds: number;
  warmupRounds: number;
  /** A pause after each sample: see FirstFrameOptions.settleMs. */
  settleMs: number;
  log(line: string): void;
}

const FRAME_TIMEOUT_MS = 30_000;

// Runs in the page before its first byte is parsed: every <video> that enters the document, the
// parser's or a script's, is asked for its first frame; the first answer wins: its presentationTime
// (when the frame was handed to the compositor) and the time of the callback itself, both counted
// from navigation start. The answer is a promise the benchmark awaits: polling for it would
// run a script in the page at every frame of the very span being measured.
const FIRST_FRAME_HOOK = `(() => {
  const videos = document.getElementsByTagName('video');
  const seen = new WeakSet();
  let answer;
  window.__firstFrame = new Promise((resolve) => (answer = resolve));
  const hook = () => {
    for (const v of videos) {
      if (seen.has(v)) continue;
      seen.add(v);
      v.requestVideoFrameCallback((now, m) => answer({ ms: m.presentationTime, callbackMs: performance.now() }));
    }
  };
  new MutationObserver(hook).observe(document, { childList: true, subtree: true });
})();`;

async function sample(browser: Browser, base: string, url: string, member: RegisteredMember | null): Promise<PageFrame> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([...(member ? browserCookies(member, base) : []), { name: '_agev', value: '1', url: base }]);
    const page = await context.newPage();
    await page.addInitScript(FIRST_FRAME_HOOK);
    await page.goto(base + url, { waitUntil: 'commit' });
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${url}: no frame within 30 s`)), FRAME_TIMEOUT_MS),
    );
    return await Promise.race([page.evaluate(() => (window as unknown as { __firstFrame: Promise<PageFrame> }).__firstFrame), timeout]);
  } finally {
    await context.close();
  }
}

export async function runPageFirstFrame(o: PageOptions): Promise<PageResult> {
  const media = await startMediaServer(o.log, { pages: true });
  const browser = await launchUnwatchedChromium();
  try {
    const member = await registerMember(media.base, media.outboxDir);
    const { video, mp4 } = media.plain;
    const bare = `/bench/bare/?${new URLSearchParams({ src: mp4 })}`;
    const urls: Record<PageKind, string> = {
      watch: `/video/${video.video_id}/${video.dir}/?autostart=1`,
      'watch-preroll': `/video/${video.video_id}/${video.dir}/?autostart=1`,
      'watch-visitor': `/video/${video.video_id}/${video.dir}/?autostart=1`,
      embed: `/embed/${video.video_id}/?autostart=1`,
      'embed-preroll': `/embed/${video.video_id}/?autostart=1`,
      'embed-visitor': `/embed/${video.video_id}/?autostart=1`,
      bare,
      'bare-again': bare,
    };
    const rounds: PageRound[] = [];
    for (let r = 0; r < o.warmupRounds + o.rounds; r++) {
      // Every kind after every other equally often: what one leaves behind slows each alike.
      const order = roundOrder(PAGE_KINDS, r);
      const ms = {} as Record<PageKind, number>;
      const callbackMs = {} as Record<PageKind, number>;
      for (const kind of order) {
        await media.setPreroll(PREROLL_ON.has(kind));
        ({ ms: ms[kind], callbackMs: callbackMs[kind] } = await sample(
          browser,
          media.base,
          urls[kind],
          AS_VISITOR.has(kind) ? null : member,
        ));
        await sleep(o.settleMs);
      }
      const warm = r < o.warmupRounds;
      if (!warm) rounds.push({ round: r - o.warmupRounds + 1, ms, callbackMs });
      o.log(`${warm ? 'warm-up' : `round ${r - o.warmupRounds + 1}`}: ${PAGE_KINDS.map((k) => `${k} ${ms[k].toFixed(0)} ms`).join(', ')}`);
    }
    return { rounds, video: media.plain, urls, browserVersion: browser.version(), settleMs: o.settleMs };
  } finally {
    await browser.close();
    await media.close();
  }
}
