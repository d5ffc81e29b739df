// A player asked to play a file at once starts its element the way a bare <video> does: made,
// given its address, asked to play and put in the page, in the call itself. The state machine, the
// engine, the listeners and the controls are made once the first frame is out, around that element
// as around a page's own: until then the page's main thread carries the media's data and nothing of
// the player's, which is what keeps the first frame as early as a bare element's.
import { sourcesForChoice } from './core/choices.js';
import type { PlayerContext } from './context.js';
import { loadVolume } from './core/volume.js';
import { h } from './dom/el.js';
import { afterFirstFrame } from './dom/firstFrame.js';
import { mountStage } from './dom/ui.js';
import { releaseSource } from './engine/native.js';
import { playsAtOnce, type ReadyPlan, type StartRequest } from './session.js';

export interface EarlyStart {
  video: HTMLVideoElement;
  stage: HTMLElement;
  /** Settles once the session may be made: the first frame is out, the element failed or its play
   * was refused, the viewer reached for the player, a method needs the session, or at the latest. */
  settled: Promise<void>;
  /** The wait ended for the frame, the viewer, an error or the latest time: the controls come with
   * the session. After a method or a refused play only the session is wanted; its controls then
   * follow the first frame as usual. */
  readonly controlsNow: boolean;
  /** When the element first played (the player's clock), for the first-frame metric. */
  readonly playingAt: number | null;
  /** Ends the wait now (a method that needs the session). */
  wake(): void;
}

/** The file the session would load first, when the element can start on its own: the player plays
 * at once, from the start, a flat video with no advert, no page element and no address to resolve,
 * and its first choice is a file (a stream needs its engine). Otherwise null. */
function earlyFile(ctx: PlayerContext, plan: ReadyPlan, start: StartRequest): string | null {
  const { options } = ctx;
  if (!playsAtOnce(start, options) || options.adopt || plan.vr || plan.resolveSource || start.startAt > 0) return null;
  const sources = sourcesForChoice(plan.qualities, plan.qualities.initial);
  if (sources.some((s) => s.kind !== 'file')) return null;
  return sources[0]?.src ?? null;
}

export function startEarly(ctx: PlayerContext, plan: ReadyPlan, start: StartRequest): EarlyStart | null {
  const src = earlyFile(ctx, plan, start);
  if (!src) return null;
  const { doc, bag } = ctx;
  const video = h(doc, 'video', { class: 'reel-video', preload: 'metadata', playsinline: true });
  video.volume = loadVolume(ctx.storage);
  video.muted = start.muted;
  video.loop = start.loop;
  // The address before the element goes into the page, as in a session: putting a <video> in the
  // page takes about a millisecond, which would otherwise come before its load.
  video.src = src;
  let wake = (): void => undefined;
  let controlsNow = false;
  let playingAt: number | null = null;
  const settled = new Promise<void>((resolve) => {
    wake = resolve;
    afterFirstFrame(ctx, video, () => {
      controlsNow = true;
      resolve();
    });
  });
  bag.on(video, 'playing', () => (playingAt ??= ctx.clock.now()), { once: true });
  // A refusal (autoplay with sound) goes to the session, which retries muted and reports it.
  video.play().catch(wake);
  // Destroyed before its session: the element stops fetching.
  bag.add(() => releaseSource(video));
  const stage = mountStage(ctx, video);
  return {
    video,
    stage,
    settled,
    wake: () => wake(),
    get controlsNow() {
      return controlsNow;
    },
    get playingAt() {
      return playingAt;
    },
  };
}
