// What runs in the page for one sample. Each function is serialised by Playwright, so it must be
// self-contained. Every clock starts right before the work (createPlayer; making the bare <video>,
// putting it in the page and setting its src; importing hls.js) and stops at the first
// requestVideoFrameCallback's presentationTime: when the first frame was handed to the compositor,
// which shows a video's frames without waiting for the page's main thread. The callback itself runs
// later, at the main thread's next rendering step; its time is kept too. The player's page has
// already loaded /player/reel-player.js; everything after is timed, its lazy chunks (hls.js)
// included, and its file-list call unless the page holds the list.
import type { PlayerVideo } from '@reel/player';

export interface Sample {
  /** To the first frame's presentationTime. */
  ms: number;
  /** To the first requestVideoFrameCallback's call. */
  callbackMs: number;
  /** The player's own player_firstframe (from createPlayer to the first playing/timeupdate). */
  metricMs?: number | null;
  /** The file call's own time, when the player made it: from asking (the page's fetch) to its
   * parsed answer, all of which a page holding the list, or a bare `<video>`, does not spend. */
  fileCallMs?: number | null;
}

type FrameVideo = HTMLVideoElement & {
  requestVideoFrameCallback(cb: (now: number, metadata: { presentationTime: number }) => void): number;
};
type Frame = Pick<Sample, 'ms' | 'callbackMs'>;

/** `files`: the file list the page already holds (as the server renders it into the watch page and
 * the embed), so no file call is timed; without it the player asks /api/videofile.php. `src`: the
 * bare page's own address, given as `sources` (no file list, no file rules). */
export async function measurePlayer(args: { video: PlayerVideo; stream: boolean; files?: unknown; src?: string }): Promise<Sample> {
  const host = document.createElement('div');
  host.style.width = '640px';
  document.body.append(host);
  let metricMs: number | null = null;
  const t0 = performance.now();
  const first = new Promise<Frame>((resolve) => {
    const observer = new MutationObserver(() => {
      const video = host.querySelector('video') as FrameVideo | null;
      if (!video) return;
      observer.disconnect();
      video.requestVideoFrameCallback((_, m) => resolve({ ms: m.presentationTime - t0, callbackMs: performance.now() - t0 }));
    });
    observer.observe(host, { childList: true, subtree: true });
  });
  let fileCallMs: number | null = null;
  const fileCall = () => {
    const asked = performance.now();
    return fetch(`/api/videofile.php?video_id=${args.video.video_id}`)
      .then((r) => r.json())
      .then((list: unknown) => {
        fileCallMs = performance.now() - asked;
        return list;
      });
  };
  const media = args.src
    ? { sources: [{ src: args.src, type: 'video/mp4' }] }
    : {
        video: args.video,
        loadMedia: () => window.Reel.fromVideoFiles(args.files ?? fileCall(), { durationS: args.video.duration, forceHls: args.stream }),
      };
  window.Reel.createPlayer(host, {
    ...media,
    autoplay: true,
    hls: args.stream ? 'force' : 'auto',
    storage: null,
    pageUrl: location.href,
    metrics: (r) => {
      if (r.kind === 'event' && r.name === 'player_firstframe') metricMs = Number(r.data.ms);
    },
  });
  const frame = await first;
  // A player that started its element in the call sends player_firstframe from its session, after
  // the frame: the sample's time is taken already, and this wait only lets the metric in.
  const until = performance.now() + 2000;
  while (metricMs === null && performance.now() < until) await new Promise((r) => setTimeout(r, 20));
  return { ...frame, metricMs, fileCallMs };
}

/** `stageCss`: the player's stage rules (the box it shows before its controls); given, the element
 * goes into that box, as the player's does, with no other part of the player. */
export async function measureBareVideo(args: { src: string; stageCss?: string }): Promise<Sample> {
  // The clock starts before the element is made, as the player's does: making the first <video> of a
  // page and putting it in costs a millisecond or more, and the player pays for both in its timing.
  const t0 = performance.now();
  const video = document.createElement('video') as FrameVideo;
  video.preload = 'metadata';
  if (args.stageCss) {
    const style = document.createElement('style');
    style.textContent = args.stageCss;
    document.head.append(style);
    const box = document.createElement('div');
    box.className = 'reel-player';
    box.style.width = '640px';
    const stage = document.createElement('div');
    stage.className = 'reel-stage';
    stage.append(video);
    box.append(stage);
    document.body.append(box);
  } else {
    video.style.width = '640px';
    document.body.append(video);
  }
  const first = new Promise<Frame>((resolve) =>
    video.requestVideoFrameCallback((_, m) => resolve({ ms: m.presentationTime - t0, callbackMs: performance.now() - t0 })),
  );
  video.src = args.src;
  void video.play().catch(() => undefined);
  return first;
}

export async function measureBareHls(args: { src: string }): Promise<Sample> {
  const t0 = performance.now();
  const video = document.createElement('video') as FrameVideo;
  video.style.width = '640px';
  document.body.append(video);
  const first = new Promise<Frame>((resolve) =>
    video.requestVideoFrameCallback((_, m) => resolve({ ms: m.presentationTime - t0, callbackMs: performance.now() - t0 })),
  );
  // Imported here, like the player's lazy chunk, so both pay for fetching hls.js.
  const url = '/vendor/hls.mjs';
  const { default: Hls } = await import(/* @vite-ignore */ url);
  const hls = new Hls();
  hls.loadSource(args.src);
  hls.attachMedia(video);
  void video.play().catch(() => undefined);
  return first;
}
