// One IMA advert from "ads manager loaded" to "content resumed": events, the start time-out, and
// our skip button. IMA itself renders the creative and fires its tracking pixels.
import { MS_PER_S } from '../core/clock.js';
import { DEFAULT_LABELS } from '../core/labels.js';
import type { ImaAdError, ImaAdEvent, ImaAdsManager, ImaAdsManagerLoadedEvent, ImaNamespace } from './imaTypes.js';
import { AdFailure, VAST_ERROR, type PrerollRequest } from './types.js';
import { requestTimeoutMs } from './waterfall.js';

/** IMA's error as ours: its VAST code when it has one, else its own (1xxx) code. */
export function imaFailure(error: ImaAdError): AdFailure {
  const vast = error.getVastErrorCode();
  return new AdFailure(vast > 0 ? vast : error.getErrorCode() || VAST_ERROR.UNDEFINED, error.getMessage());
}

/** Our skip button for adverts IMA does not make skippable (spec: every advert after 5 s). */
function addSkipButton(container: HTMLElement, text: string, onSkip: () => void): { remove(): void } {
  const button = container.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'reel-ad-skip';
  button.textContent = text;
  button.style.cssText =
    'position:absolute;right:0;bottom:15%;z-index:10;padding:8px 14px;background:rgba(0,0,0,.7);color:#fff;border:1px solid #fff;';
  button.addEventListener('click', onSkip, { once: true });
  container.append(button);
  return { remove: () => button.remove() };
}

export interface ImaRunContext {
  ima: ImaNamespace;
  req: PrerollRequest;
  signal: AbortSignal;
  /** IMA's LOADED: the advert is loaded (the statistics GET goes out here). */
  onAdLoaded(): void;
}

class ImaAdRun {
  private manager: ImaAdsManager | undefined;
  private skipped = false;
  private done = false;
  private skipTimer: unknown;
  private skipButton: { remove(): void } | undefined;
  private readonly watchdog: unknown;

  constructor(
    private readonly c: ImaRunContext,
    private readonly resolve: (how: 'completed' | 'skipped') => void,
    private readonly reject: (failure: AdFailure) => void,
  ) {
    const why = 'the advert did not start in time';
    this.watchdog = c.req.clock.setTimeout(() => this.end(new AdFailure(VAST_ERROR.MEDIA_TIMEOUT, why)), requestTimeoutMs(c.req.mobile));
    c.signal.addEventListener('abort', this.onAbort, { once: true });
  }

  start(loaded: ImaAdsManagerLoadedEvent): void {
    const { ima, req } = this.c;
    const T = ima.AdEvent.Type;
    const settings = new ima.AdsRenderingSettings();
    settings.restoreCustomPlaybackStateOnAdBreakComplete = true;
    try {
      const m = (this.manager = loaded.getAdsManager(req.video, settings));
      m.addEventListener(ima.AdErrorEvent.Type.AD_ERROR, (event) => this.end(imaFailure(event.getError())));
      m.addEventListener(T.LOADED, () => this.c.onAdLoaded());
      m.addEventListener(T.CONTENT_PAUSE_REQUESTED, () => req.video.pause());
      m.addEventListener(T.SKIPPED, () => (this.skipped = true));
      m.addEventListener(T.ALL_ADS_COMPLETED, () => this.end());
      m.addEventListener(T.CONTENT_RESUME_REQUESTED, () => this.end());
      m.addEventListener(T.STARTED, (event) => this.onStarted(event));
      m.init(req.container.clientWidth || 640, req.container.clientHeight || 360, ima.ViewMode.NORMAL);
      m.start();
    } catch (err) {
      this.end(new AdFailure(VAST_ERROR.LINEAR_GENERAL, err instanceof Error ? err.message : String(err)));
    }
  }

  private onStarted(event: ImaAdEvent): void {
    const { req } = this.c;
    req.clock.clearTimeout(this.watchdog);
    req.metrics.adplay();
    if (event.getAd?.()?.isSkippable?.()) return; // IMA draws its own skip button
    this.skipTimer = req.clock.setTimeout(() => {
      this.skipButton = addSkipButton(req.container, (req.labels ?? DEFAULT_LABELS).skipAd, () => this.skip());
    }, req.skippableAfterS * MS_PER_S);
  }

  private skip(): void {
    const m = this.manager;
    this.skipped = true;
    if (m?.getAdSkippableState()) m.skip();
    else m?.stop();
    this.end();
  }

  private readonly onAbort = () => this.end(new AdFailure(VAST_ERROR.UNDEFINED, 'aborted'));

  private end(error?: AdFailure): void {
    if (this.done) return;
    this.done = true;
    const { clock } = this.c.req;
    clock.clearTimeout(this.watchdog);
    clock.clearTimeout(this.skipTimer);
    this.skipButton?.remove();
    this.c.signal.removeEventListener('abort', this.onAbort);
    try {
      this.manager?.destroy();
    } catch {
      // Already torn down by IMA.
    }
    if (error) this.reject(error);
    else this.resolve(this.skipped ? 'skipped' : 'completed');
  }
}

/** Plays what one tag loaded; resolves when IMA hands the content back, rejects on its errors. */
export function runImaAd(context: ImaRunContext, loaded: ImaAdsManagerLoadedEvent): Promise<'completed' | 'skipped'> {
  return new Promise((resolve, reject) => new ImaAdRun(context, resolve, reject).start(loaded));
}
