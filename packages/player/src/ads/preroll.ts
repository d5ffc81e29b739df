// The preroll from the viewer's side: overlay, click, advert, then the video. Holds
// the one promise the spec cares most about: whatever the advert does, the content starts.
import type { Metrics } from '../core/metrics.js';
import { createOverlay, type OverlayElement, type OverlayOptions, type PrerollOverlay } from './overlay.js';
import { findTag, type TagSource } from './tags.js';
import { VAST_ERROR, type AdEngine, type AdMetrics, type AdOutcome, type PrerollRequest } from './types.js';

/** The player's metrics as the engines' hooks: player_adplay and the player_vast_error counter. */
export function toAdMetrics(metrics: Pick<Metrics, 'event' | 'count'>): AdMetrics {
  return {
    adplay: () => metrics.event('player_adplay'),
    vastError: () => void metrics.count('player_vast_error'),
  };
}

export interface PrerollSetup<E extends OverlayElement> {
  /** The engine, usually loadAdEngine(kind) started at page load so it is there by the click. */
  engine: Promise<AdEngine>;
  /** Where the tag comes from; looked for AD_TAG_ATTEMPTS times every AD_TAG_INTERVAL_MS. */
  getTag: TagSource;
  /** Everything the engine needs except the tags (found by getTag). */
  request: Omit<PrerollRequest, 'tags'>;
  /** Where the overlay goes (spelled out rather than picked, so a real Document infers E). */
  overlay: { document: OverlayOptions<E>['document']; parent: OverlayOptions<E>['parent']; label?: string };
  /** Starts the video. Called exactly once, after the advert or instead of it. */
  startContent(): unknown;
}

export interface Preroll<E extends OverlayElement> {
  overlay: PrerollOverlay<E>;
  /** The advert's outcome, once the content has been started. Never rejects. */
  done: Promise<AdOutcome>;
}

const NO_TAG: AdOutcome = { status: 'empty', tagIndex: -1 };

/** Shows the overlay; its click runs the advert (if a tag turns up) and then the content. */
export function setupPreroll<E extends OverlayElement>(setup: PrerollSetup<E>): Preroll<E> {
  const { request } = setup;
  // Both lookups start now, so that by the click they are usually settled and the click handler
  // can act synchronously (iOS keeps the gesture only for the handler's own turn).
  let tags: string[] | null | undefined;
  let engine: AdEngine | null | undefined;
  const tagsReady = findTag(setup.getTag, undefined, request.clock, request.signal).then((t) => (tags = t));
  const engineReady = setup.engine.then(
    (e) => (engine = e),
    () => (engine = null),
  );
  // With both, the first tag's advert is asked for before the click: the click then waits only for
  // its media (the engine shows and tracks nothing until play).
  void Promise.all([tagsReady, engineReady]).then(() => {
    if (!tags || !engine || request.signal?.aborted) return;
    try {
      engine.prefetch?.({ ...request, tags });
    } catch {
      // The click asks again.
    }
  });

  let resolveDone: (outcome: AdOutcome) => void = () => undefined;
  const done = new Promise<AdOutcome>((resolve) => (resolveDone = resolve));
  let contentStarted = false;
  const startContent = (outcome: AdOutcome) => {
    if (contentStarted) return;
    contentStarted = true;
    overlay.scheduleRemoval();
    try {
      const started = setup.startContent();
      // A rejected play() (autoplay refused) is the player's to show; it must not surface here.
      if (started instanceof Promise) started.catch(() => undefined);
    } catch {
      // Same: the outcome below is still reported.
    }
    resolveDone(outcome);
  };

  const runAdvert = async (): Promise<AdOutcome> => {
    await Promise.all([tagsReady, engineReady]);
    if (!tags) return NO_TAG;
    if (!engine) {
      request.metrics.vastError(VAST_ERROR.UNDEFINED);
      return { status: 'failed', tagIndex: -1, error: { code: VAST_ERROR.UNDEFINED, message: 'the ad engine could not be loaded' } };
    }
    return engine.play({ ...request, tags });
  };

  const overlay = createOverlay({
    ...setup.overlay,
    clock: request.clock,
    onActivate() {
      // Known to have nothing: start the video inside the gesture itself.
      if (tags === null) return startContent(NO_TAG);
      try {
        engine?.prepareInGesture?.({ container: request.container, video: request.video });
      } catch {
        // IMA refusing its container is an advert failure, handled when play() runs.
      }
      runAdvert().then(startContent, (err: unknown) =>
        startContent({ status: 'failed', tagIndex: -1, error: { code: VAST_ERROR.UNDEFINED, message: String(err) } }),
      );
    },
  });
  return { overlay, done };
}
