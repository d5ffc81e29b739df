// Plays one linear creative in the player's <video>: skip button, click-through, and the tracker
// fed from the element's events. Knows nothing of vast-client: the tracker is an interface that
// VASTTracker satisfies, so this file stays out of the IMA chunk and can be faked.
import type { Clock } from '../core/clock.js';
import { DEFAULT_LABELS, type PlayerLabels } from '../core/labels.js';
import { webAddress } from '../webAddress.js';
import { AdFailure, VAST_ERROR } from './types.js';

/** The VASTTracker members used here. */
export interface LinearTracker {
  trackImpression(): void;
  setDuration(duration: number): void;
  setProgress(progress: number): void;
  setMuted(muted: boolean): void;
  complete(): void;
  skip(): void;
  click(): void;
  error(macros: { ERRORCODE: number }): void;
  on(event: 'clickthrough', handler: (url: string) => void): void;
}

export interface LinearPlayback {
  fileURL: string;
  /** Seconds of advert before the skip button works. */
  skipDelayS: number;
  tracker: LinearTracker;
  video: HTMLVideoElement;
  container: HTMLElement;
  clock: Clock;
  /** Longest wait for the first frame, and for the picture to come back after a stall. */
  stallTimeoutMs: number;
  signal: AbortSignal;
  /** Called once, on the first frame (the engine counts player_adplay). */
  onStart(): void;
  openWindow?: (url: string) => void;
  labels?: Pick<PlayerLabels, 'skipAdIn' | 'skipAd'>;
}

/** The content's state before the advert took the element. */
export function saveContent(video: HTMLVideoElement): () => void {
  const src = video.getAttribute('src');
  const { currentTime, muted, controls, playsInline } = video;
  return () => {
    video.muted = muted;
    video.controls = controls;
    video.playsInline = playsInline;
    // No creative ever took the element (every tag failed before playing): keep what it buffered.
    if (video.getAttribute('src') === src) return;
    video.pause();
    if (src === null) video.removeAttribute('src');
    else video.setAttribute('src', src);
    // load() makes the element drop the creative and pick the content (src or <source>) again.
    video.load();
    if (currentTime > 0) {
      video.addEventListener('loadedmetadata', () => (video.currentTime = currentTime), { once: true });
    }
  };
}

interface AdUi {
  root: HTMLElement;
  skip: HTMLButtonElement;
  click: HTMLElement;
}

function buildUi(container: HTMLElement): AdUi {
  const doc = container.ownerDocument;
  const root = doc.createElement('div');
  root.className = 'reel-ad';
  root.style.cssText = 'position:absolute;inset:0;z-index:2;';
  const click = doc.createElement('div');
  click.className = 'reel-ad-click';
  click.style.cssText = 'position:absolute;inset:0;cursor:pointer;';
  const skip = doc.createElement('button');
  skip.type = 'button';
  skip.className = 'reel-ad-skip';
  skip.disabled = true;
  skip.style.cssText = 'position:absolute;right:0;bottom:15%;padding:8px 14px;background:rgba(0,0,0,.7);color:#fff;border:1px solid #fff;';
  root.append(click, skip);
  container.append(root);
  return { root, skip, click };
}

/** VAST code for an HTMLMediaElement error: unreachable/unsupported file 401, decoding 405. */
function mediaErrorCode(video: HTMLVideoElement): number {
  const code = video.error?.code;
  return code === 2 || code === 4 ? 401 : VAST_ERROR.MEDIA_DISPLAY;
}

/** One creative's run: owns the listeners, the watchdog and the UI until it settles. */
class LinearSession {
  private started = false;
  private done = false;
  private watchdog: unknown;
  private readonly ui: AdUi;
  private readonly listeners: [string, () => void][];

  constructor(
    private readonly p: LinearPlayback,
    private readonly resolve: (how: 'completed' | 'skipped') => void,
    private readonly reject: (failure: AdFailure) => void,
  ) {
    this.ui = buildUi(p.container);
    const { video, tracker } = p;
    this.listeners = [
      // Quartiles follow the real file, which may differ from the VAST <Duration>.
      [
        'loadedmetadata',
        () => {
          if (Number.isFinite(video.duration) && video.duration > 0) tracker.setDuration(video.duration);
        },
      ],
      ['playing', () => this.onPlaying()],
      ['waiting', () => this.arm('the creative stalled')],
      ['timeupdate', () => this.onTimeUpdate()],
      ['volumechange', () => tracker.setMuted(video.muted)],
      [
        'ended',
        () => {
          tracker.complete();
          this.succeed('completed');
        },
      ],
      ['error', () => this.fail(mediaErrorCode(video), `the creative failed to play (media error ${video.error?.code ?? '?'})`)],
    ];
  }

  start(): void {
    const { video, tracker, signal } = this.p;
    for (const [type, fn] of this.listeners) video.addEventListener(type, fn);
    signal.addEventListener('abort', this.onAbort, { once: true });
    this.ui.skip.addEventListener('click', () => {
      if (this.ui.skip.disabled) return;
      tracker.skip();
      this.succeed('skipped');
    });
    const open = this.p.openWindow ?? ((url: string) => window.open(url, '_blank', 'noopener'));
    // Only a web page is opened: a `javascript:` click-through would run in the page.
    tracker.on('clickthrough', (url) => {
      const address = webAddress(url, typeof location === 'undefined' ? undefined : location.href);
      if (address) open(address);
    });
    this.ui.click.addEventListener('click', () => tracker.click());
    this.updateSkip();
    this.arm('the creative did not start in time');
    video.controls = false;
    video.playsInline = true;
    video.src = this.p.fileURL;
    video.play().catch((err: unknown) => this.onPlayRejected(err));
  }

  private onPlaying(): void {
    this.disarm();
    if (this.started) return;
    this.started = true;
    this.p.tracker.trackImpression();
    this.p.onStart();
  }

  private onTimeUpdate(): void {
    const t = this.p.video.currentTime;
    if (t > 0) this.p.tracker.setProgress(t);
    this.updateSkip();
  }

  private onPlayRejected(err: unknown): void {
    if (this.done) return;
    const { video } = this.p;
    // Autoplay with sound refused (no gesture reached us): a muted advert beats no advert.
    if (err instanceof DOMException && err.name === 'NotAllowedError' && !video.muted) {
      video.muted = true;
      video.play().catch(() => this.fail(VAST_ERROR.MEDIA_DISPLAY, 'playback was refused'));
    }
    // Other rejections (AbortError when the source changes) are followed by an 'error' event.
  }

  private updateSkip(): void {
    const left = Math.ceil(this.p.skipDelayS - this.p.video.currentTime);
    this.ui.skip.disabled = left > 0;
    const { skipAdIn, skipAd } = this.p.labels ?? DEFAULT_LABELS;
    this.ui.skip.textContent = left > 0 ? `${skipAdIn}${left}` : skipAd;
  }

  /** A creative that does not (re)start within the time-out fails with 402. */
  private arm(why: string): void {
    this.disarm();
    this.watchdog = this.p.clock.setTimeout(() => this.fail(VAST_ERROR.MEDIA_TIMEOUT, why), this.p.stallTimeoutMs);
  }

  private disarm(): void {
    this.p.clock.clearTimeout(this.watchdog);
  }

  private readonly onAbort = () => this.settle(() => this.reject(new AdFailure(VAST_ERROR.UNDEFINED, 'aborted')));

  private succeed(how: 'completed' | 'skipped'): void {
    this.settle(() => this.resolve(how));
  }

  private fail(code: number, why: string): void {
    this.settle(() => {
      this.p.tracker.error({ ERRORCODE: code });
      this.reject(new AdFailure(code, why));
    });
  }

  private settle(report: () => void): void {
    if (this.done) return;
    this.done = true;
    this.disarm();
    for (const [type, fn] of this.listeners) this.p.video.removeEventListener(type, fn);
    this.p.signal.removeEventListener('abort', this.onAbort);
    this.p.video.pause();
    this.ui.root.remove();
    report();
  }
}

/** Resolves when the creative ends or is skipped; rejects with an AdFailure (tracked) otherwise. */
export function playLinear(p: LinearPlayback): Promise<'completed' | 'skipped'> {
  return new Promise((resolve, reject) => new LinearSession(p, resolve, reject).start());
}
