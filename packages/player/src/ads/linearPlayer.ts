// Plays one linear creative in the player's <video>: skip button, click-through, and the tracker
// fed from the element's events. Knows nothing of vast-client: the tracker is an interface that
// VASTTracker satisfies, so this file stays out of the IMA chunk and can be faked.
import type { Clock } from '../core/clock.js';
import { DEFAULT_LABELS, type PlayerLabels } from '../core/labels.js';
import { h, iconButton, setIcon, setLabel } from '../dom/el.js';
import { formatClock } from '../dom/format.js';
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
  labels?: Pick<PlayerLabels, LinearLabelKey>;
}

/** The player's texts the advert shows. */
export type LinearLabelKey = 'skipAdIn' | 'skipAd' | 'advert' | 'advertLeft' | 'advertVisit' | 'advertResume' | 'mute' | 'unmute';

/** Why a creative did not play; `started`: it had shown a frame (another file of it is no retry). */
export class LinearFailure extends AdFailure {
  constructor(
    code: number,
    message: string,
    readonly started: boolean,
  ) {
    super(code, message);
    this.name = 'LinearFailure';
  }
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

type AdLabels = Pick<PlayerLabels, LinearLabelKey>;

interface AdUi {
  root: HTMLElement;
  click: HTMLElement;
  time: HTMLElement;
  mute: HTMLButtonElement;
  skip: HTMLButtonElement;
}

/**
 * The advert's furniture: its label and remaining time, a mute toggle, the skip button, and the
 * click-through area under them. Only the layout an engine needs to work is inline; the look is
 * the player's stylesheet's (ads/styles.ts).
 */
function buildUi(container: HTMLElement, labels: AdLabels): AdUi {
  const doc = container.ownerDocument;
  const root = h(doc, 'div', { class: 'reel-ad', style: 'position:absolute;inset:0;z-index:2;' });
  const click = h(doc, 'div', { class: 'reel-ad-click', title: labels.advertVisit, style: 'position:absolute;inset:0;' });
  const time = h(doc, 'span', { class: 'reel-ad-time' });
  const info = h(doc, 'span', { class: 'reel-ad-info' }, h(doc, 'span', { class: 'reel-ad-label' }, labels.advert), time);
  const mute = iconButton(doc, 'reel-ad-mute', labels.mute, 'volume');
  const skip = h(doc, 'button', { type: 'button', class: 'reel-ad-skip', disabled: true });
  const top = h(
    doc,
    'div',
    { class: 'reel-ad-bar reel-ad-top', style: 'position:absolute;top:0;left:0;right:0;display:flex;align-items:center;' },
    info,
  );
  const bottom = h(
    doc,
    'div',
    { class: 'reel-ad-bar reel-ad-bottom', style: 'position:absolute;bottom:0;left:0;right:0;display:flex;align-items:center;' },
    mute,
    h(doc, 'span', { style: 'flex:1' }),
    skip,
  );
  root.append(click, top, bottom);
  container.append(root);
  return { root, click, time, mute, skip };
}

/** VAST code for an HTMLMediaElement error: unreachable/unsupported file 401, decoding 405. */
function mediaErrorCode(video: HTMLVideoElement): number {
  const code = video.error?.code;
  return code === 2 || code === 4 ? 401 : VAST_ERROR.MEDIA_DISPLAY;
}

/** One media file's run: owns the listeners, the watchdog and the UI until it settles. */
class LinearSession {
  private started = false;
  private done = false;
  /** Paused for the advertiser's page (the click-through): a click or the viewer's return resumes. */
  private visiting = false;
  private away = false;
  private watchdog: unknown;
  private readonly ui: AdUi;
  private readonly labels: AdLabels;
  private readonly listeners: [string, () => void][];
  private readonly pageListeners: [EventTarget, string, () => void][];

  constructor(
    private readonly p: LinearPlayback,
    private readonly resolve: (how: 'completed' | 'skipped') => void,
    private readonly reject: (failure: LinearFailure) => void,
  ) {
    this.labels = { ...DEFAULT_LABELS, ...p.labels };
    this.ui = buildUi(p.container, this.labels);
    const { video, tracker } = p;
    this.listeners = [
      // Quartiles follow the real file, which may differ from the VAST <Duration>.
      [
        'loadedmetadata',
        () => {
          if (Number.isFinite(video.duration) && video.duration > 0) tracker.setDuration(video.duration);
          this.updateTime();
        },
      ],
      ['playing', () => this.onPlaying()],
      ['waiting', () => this.arm('the creative stalled')],
      ['timeupdate', () => this.onTimeUpdate()],
      [
        'volumechange',
        () => {
          tracker.setMuted(video.muted);
          this.updateMute();
        },
      ],
      [
        'ended',
        () => {
          tracker.complete();
          this.succeed('completed');
        },
      ],
      ['error', () => this.fail(mediaErrorCode(video), `the creative failed to play (media error ${video.error?.code ?? '?'})`)],
    ];
    const doc = p.container.ownerDocument;
    const win = doc.defaultView;
    const back = () => {
      if (this.away && doc.visibilityState !== 'hidden') this.resume();
    };
    const leave = () => void (this.away = this.visiting);
    this.pageListeners = win
      ? [
          [win, 'blur', leave],
          [win, 'focus', back],
          [doc, 'visibilitychange', () => (doc.visibilityState === 'hidden' ? leave() : back())],
        ]
      : [];
  }

  start(): void {
    const { video, tracker, signal } = this.p;
    for (const [type, fn] of this.listeners) video.addEventListener(type, fn);
    for (const [target, type, fn] of this.pageListeners) target.addEventListener(type, fn);
    signal.addEventListener('abort', this.onAbort, { once: true });
    this.ui.skip.addEventListener('click', () => {
      if (this.ui.skip.disabled) return;
      tracker.skip();
      this.succeed('skipped');
    });
    this.ui.mute.addEventListener('click', () => (video.muted = !video.muted));
    const open = this.p.openWindow ?? ((url: string) => window.open(url, '_blank', 'noopener'));
    // Only a web page is opened: a `javascript:` click-through would run in the page. The advert
    // waits while the viewer is on the advertiser's page, so its end is seen.
    tracker.on('clickthrough', (url) => {
      const address = webAddress(url, typeof location === 'undefined' ? undefined : location.href);
      if (!address || this.done) return;
      open(address);
      this.pauseForVisit();
    });
    this.ui.click.addEventListener('click', () => (this.visiting ? this.resume() : tracker.click()));
    this.updateSkip();
    this.updateMute();
    this.arm('the creative did not start in time');
    video.controls = false;
    video.playsInline = true;
    video.src = this.p.fileURL;
    video.play().catch((err: unknown) => this.onPlayRejected(err));
  }

  private pauseForVisit(): void {
    this.visiting = true;
    this.away = false;
    this.disarm();
    this.p.video.pause();
    this.ui.root.classList.add('reel-ad-paused');
    this.ui.click.setAttribute('title', this.labels.advertResume);
  }

  private resume(): void {
    if (!this.visiting || this.done) return;
    this.visiting = false;
    this.away = false;
    this.ui.root.classList.remove('reel-ad-paused');
    this.ui.click.setAttribute('title', this.labels.advertVisit);
    this.p.video.play().catch((err: unknown) => this.onPlayRejected(err));
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
    this.updateTime();
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
    this.ui.skip.textContent = left > 0 ? `${this.labels.skipAdIn}${left}` : this.labels.skipAd;
  }

  /** The time left of the file itself; nothing until its length is known. */
  private updateTime(): void {
    const { duration, currentTime } = this.p.video;
    const known = Number.isFinite(duration) && duration > 0;
    this.ui.time.textContent = known
      ? this.labels.advertLeft.replace('{time}', () => formatClock(Math.ceil(Math.max(0, duration - currentTime))))
      : '';
  }

  private updateMute(): void {
    const { muted } = this.p.video;
    setIcon(this.ui.mute, muted ? 'muted' : 'volume');
    setLabel(this.ui.mute, muted ? this.labels.unmute : this.labels.mute);
    this.ui.mute.setAttribute('aria-pressed', String(muted));
  }

  /** A creative that does not (re)start within the time-out fails with 402. */
  private arm(why: string): void {
    this.disarm();
    this.watchdog = this.p.clock.setTimeout(() => this.fail(VAST_ERROR.MEDIA_TIMEOUT, why), this.p.stallTimeoutMs);
  }

  private disarm(): void {
    this.p.clock.clearTimeout(this.watchdog);
  }

  private readonly onAbort = () => this.settle(() => this.reject(new LinearFailure(VAST_ERROR.UNDEFINED, 'aborted', this.started)));

  private succeed(how: 'completed' | 'skipped'): void {
    this.settle(() => this.resolve(how));
  }

  private fail(code: number, why: string): void {
    this.settle(() => this.reject(new LinearFailure(code, why, this.started)));
  }

  private settle(report: () => void): void {
    if (this.done) return;
    this.done = true;
    this.disarm();
    for (const [type, fn] of this.listeners) this.p.video.removeEventListener(type, fn);
    for (const [target, type, fn] of this.pageListeners) target.removeEventListener(type, fn);
    this.p.signal.removeEventListener('abort', this.onAbort);
    this.p.video.pause();
    this.ui.root.remove();
    report();
  }
}

/** Resolves when the file ends or is skipped; rejects with a LinearFailure otherwise. Tracks no
 * error: whether a failure is the advert's is the caller's to say (playLinearFiles). */
export function playLinear(p: LinearPlayback): Promise<'completed' | 'skipped'> {
  return new Promise((resolve, reject) => new LinearSession(p, resolve, reject).start());
}

/**
 * Plays one creative from its media files, best first (rankMediaFiles): a file that fails before
 * its first frame gives way to the next, and the creative's error is tracked once, with the last
 * file's code, only when none of them plays. A file that failed after its first frame, or an abort,
 * ends the creative at once (the viewer saw it start: another file would be a second advert).
 */
export async function playLinearFiles(p: Omit<LinearPlayback, 'fileURL'> & { files: readonly string[] }): Promise<'completed' | 'skipped'> {
  const { files, ...rest } = p;
  let last: LinearFailure = new LinearFailure(VAST_ERROR.NO_SUPPORTED_MEDIA, 'no media file to play', false);
  for (const [i, fileURL] of files.entries()) {
    try {
      return await playLinear({ ...rest, fileURL });
    } catch (err) {
      last = err instanceof LinearFailure ? err : new LinearFailure(VAST_ERROR.UNDEFINED, String(err), false);
      if (p.signal.aborted) throw last;
      if (last.started || i === files.length - 1) break;
    }
  }
  p.tracker.error({ ERRORCODE: last.code });
  throw last;
}
