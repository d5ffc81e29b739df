// The second preroll engine: Google's IMA SDK, loaded on demand, behind the same AdEngine interface
// and the same backup-tag waterfall. IMA fires the tracking pixels itself; we count, time-out,
// fail over, and always hand back to the content.
import { AD_MAX_REDIRECTS } from '../constants.js';
import { realClock, type Clock } from '../core/clock.js';
import { loadImaSdk } from './imaLoader.js';
import { imaFailure, runImaAd } from './imaAdRun.js';
import type { ImaAdDisplayContainer, ImaAdError, ImaAdsLoader, ImaAdsManagerLoadedEvent, ImaNamespace } from './imaTypes.js';
import { sendAdStats, type Beacon } from './stats.js';
import { AdFailure, VAST_ERROR, type AdEngine, type AdOutcome, type PrerollRequest } from './types.js';
import { chainTimeoutMs, createPlayScope, requestTimeoutMs, runWaterfall, toAdError, type TagLoad } from './waterfall.js';

export interface ImaEngineOptions {
  /** The SDK address; Google's by default (tests serve a local stand-in). */
  sdkUrl?: string;
  document?: Document;
  /** Times the SDK's download, which starts when the engine is created. */
  clock?: Clock;
  mobile?: boolean;
  beacon?: Beacon;
}

export interface ImaEngine extends AdEngine {
  prepareInGesture(request: Pick<PrerollRequest, 'container' | 'video'>): void;
  /** True once the SDK is there, false if it could not be loaded. Never rejects. */
  readonly ready: Promise<boolean>;
}

/** IMA's code for an empty VAST answer (VAST_EMPTY_RESPONSE). */
const IMA_EMPTY_RESPONSE = 1009;

/** Requests one tag; resolves with IMA's loaded event (or 'empty'), rejects on AD_ERROR. */
function requestAd(
  ima: ImaNamespace,
  loader: ImaAdsLoader,
  tag: string,
  req: PrerollRequest,
  signal: AbortSignal,
): Promise<TagLoad<ImaAdsManagerLoadedEvent>> {
  return new Promise((resolve, reject) => {
    const loadedType = ima.AdsManagerLoadedEvent.Type.ADS_MANAGER_LOADED;
    const errorType = ima.AdErrorEvent.Type.AD_ERROR;
    const cleanup = () => {
      loader.removeEventListener(loadedType, onLoaded);
      loader.removeEventListener(errorType, onError);
      signal.removeEventListener('abort', onAbort);
    };
    const onLoaded = (event: ImaAdsManagerLoadedEvent) => {
      cleanup();
      resolve({ kind: 'ad', ad: event });
    };
    const onError = (event: { getError(): ImaAdError }) => {
      cleanup();
      const failure = imaFailure(event.getError());
      const empty = failure.code === VAST_ERROR.NO_ADS || event.getError().getErrorCode() === IMA_EMPTY_RESPONSE;
      if (empty) resolve({ kind: 'empty', error: { code: VAST_ERROR.NO_ADS, message: failure.message } });
      else reject(failure);
    };
    const onAbort = () => {
      cleanup();
      reject(new AdFailure(VAST_ERROR.UNDEFINED, 'aborted'));
    };
    loader.addEventListener(loadedType, onLoaded);
    loader.addEventListener(errorType, onError);
    signal.addEventListener('abort', onAbort, { once: true });
    const request = new ima.AdsRequest();
    request.adTagUrl = tag;
    request.linearAdSlotWidth = request.nonLinearAdSlotWidth = req.container.clientWidth || 640;
    request.linearAdSlotHeight = req.container.clientHeight || 360;
    request.nonLinearAdSlotHeight = Math.round(request.linearAdSlotHeight / 3);
    request.vastLoadTimeout = requestTimeoutMs(req.mobile);
    request.setAdWillAutoPlay(true);
    request.setAdWillPlayMuted(req.video.muted);
    loader.requestAds(request);
  });
}

/** The outcome when the SDK never arrived (offline, blocked, timed out): counted, then the video. */
function unavailable(req: PrerollRequest, err: unknown): AdOutcome {
  req.metrics.vastError(VAST_ERROR.UNDEFINED);
  return {
    status: 'failed',
    tagIndex: -1,
    error: { code: VAST_ERROR.UNDEFINED, message: `IMA SDK unavailable: ${toAdError(err).message}` },
  };
}

/** The backup-tag waterfall on one AdsLoader. */
async function playTags(
  ima: ImaNamespace,
  display: ImaAdDisplayContainer,
  req: PrerollRequest,
  signal: AbortSignal,
  beacon?: Beacon,
): Promise<AdOutcome> {
  ima.settings.setNumRedirects(AD_MAX_REDIRECTS);
  const loader = new ima.AdsLoader(display);
  let statsSent = false;
  const onAdLoaded = () => {
    if (statsSent) return;
    statsSent = true;
    sendAdStats(req.statsUrl, req.statsParams, beacon);
  };
  try {
    return await runWaterfall(
      req.tags,
      {
        load: (tag, _i, tagSignal) => requestAd(ima, loader, tag, req, tagSignal),
        play: (loaded, _i, tagSignal) => runImaAd({ ima, req, signal: tagSignal, onAdLoaded }, loaded),
      },
      { clock: req.clock, loadTimeoutMs: chainTimeoutMs(req.mobile), signal, onFailure: (e) => req.metrics.vastError(e.code) },
    );
  } finally {
    loader.destroy();
  }
}

export function createEngine(options: ImaEngineOptions = {}): ImaEngine {
  const doc = options.document ?? globalThis.document;
  let sdk: ImaNamespace | undefined;
  const loading = loadImaSdk<HTMLScriptElement>({
    document: doc,
    clock: options.clock ?? realClock,
    timeoutMs: requestTimeoutMs(options.mobile ?? false),
    src: options.sdkUrl,
  }).then((ima) => (sdk = ima));
  const ready = loading.then(
    () => true,
    () => false,
  );
  let display: { container: HTMLElement; instance: ImaAdDisplayContainer } | undefined;
  const scope = createPlayScope();

  const ensureDisplay = (ima: ImaNamespace, container: HTMLElement, video: HTMLVideoElement) => {
    if (display?.container === container) return display.instance;
    display?.instance.destroy();
    const instance = new ima.AdDisplayContainer(container, video);
    // initialize() is what iOS wants inside the gesture; called later it is IMA's best effort.
    instance.initialize();
    display = { container, instance };
    return instance;
  };

  return {
    ready,
    prepareInGesture({ container, video }) {
      // Synchronous on purpose: no await may come between the click and initialize().
      if (sdk) ensureDisplay(sdk, container, video);
    },
    play(req) {
      return scope.run(req.signal, async (signal) => {
        const ima = await loading.catch((err: unknown) => unavailable(req, err));
        if ('status' in ima) return ima;
        return playTags(ima, ensureDisplay(ima, req.container, req.video), req, signal, options.beacon);
      });
    },
    destroy() {
      scope.abort();
      display?.instance.destroy();
      display = undefined;
    },
  };
}
