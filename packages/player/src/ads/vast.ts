// The default preroll engine: VAST 2–4 through @dailymotion/vast-client, the creative played in the
// player's own <video>, backups through our waterfall. Loaded lazily (ads/index.ts), so vast-client
// stays out of the player's main chunk.
import { playLinearFiles, saveContent } from './linearPlayer.js';
import { sendAdStats, type Beacon } from './stats.js';
import type { AdEngine, AdOutcome, PrerollRequest } from './types.js';
import { loadVastTag, type VastCandidate } from './vastLoad.js';
import { chainTimeoutMs, createPlayScope, requestTimeoutMs, runWaterfall, type TagLoad } from './waterfall.js';

export interface VastEngineOptions {
  /** Click-through opener; a new tab by default. */
  openWindow?: (url: string) => void;
  /** How the statistics GET is sent; an <img> by default. */
  beacon?: Beacon;
}

/** The first tag's advert, asked for before the click; null when that request failed. */
interface Early {
  tag: string;
  load: Promise<TagLoad<VastCandidate> | null>;
}

/** `tag` loaded for `req`: what the browser can play, at the width the player has now. */
function loadFor(req: PrerollRequest, tag: string, signal: AbortSignal): Promise<TagLoad<VastCandidate>> {
  return loadVastTag(tag, {
    clock: req.clock,
    timeoutMs: requestTimeoutMs(req.mobile),
    signal,
    canPlayType: (mime: string) => req.video.canPlayType(mime),
    playerWidth: req.video.clientWidth || req.container.clientWidth || 640,
  });
}

async function playPreroll(
  req: PrerollRequest,
  options: VastEngineOptions,
  signal: AbortSignal,
  takeEarly: (tag: string) => Early['load'] | null,
): Promise<AdOutcome> {
  const timeoutMs = requestTimeoutMs(req.mobile);
  let statsSent = false;
  return runWaterfall<VastCandidate>(
    req.tags,
    {
      // The first tag's answer may be there already; one that failed early is asked for again, as
      // a click would have asked for it, so a slow moment before the click costs no advert.
      load: async (tag, index, tagSignal) => (index === 0 ? await takeEarly(tag) : null) ?? loadFor(req, tag, tagSignal),
      play: (candidate, _index, tagSignal) => {
        if (!statsSent) {
          statsSent = true;
          sendAdStats(req.statsUrl, req.statsParams, options.beacon);
        }
        return playLinearFiles({
          files: candidate.files.map((file) => file.fileURL),
          skipDelayS: candidate.skipDelayS ?? req.skippableAfterS,
          tracker: candidate.tracker,
          video: req.video,
          container: req.container,
          clock: req.clock,
          stallTimeoutMs: timeoutMs,
          signal: tagSignal,
          onStart: () => req.metrics.adplay(),
          openWindow: options.openWindow,
          labels: req.labels,
        });
      },
    },
    {
      clock: req.clock,
      // Each request has its own time-out inside vast-client; this bounds a whole wrapper chain.
      loadTimeoutMs: chainTimeoutMs(req.mobile),
      signal,
      onFailure: (error) => req.metrics.vastError(error.code),
    },
  );
}

export function createEngine(options: VastEngineOptions = {}): AdEngine {
  const scope = createPlayScope();
  const prefetching = new AbortController();
  let early: Early | null = null;
  // Taken once: a second play() asks again.
  const takeEarly = (tag: string) => {
    const taken = early?.tag === tag ? early.load : null;
    early = null;
    return taken;
  };
  return {
    prefetch(req) {
      const tag = req.tags[0];
      if (early || tag === undefined || prefetching.signal.aborted) return;
      early = { tag, load: loadFor(req, tag, prefetching.signal).catch(() => null) };
    },
    play(req) {
      return scope.run(req.signal, async (signal) => {
        const restore = saveContent(req.video);
        try {
          return await playPreroll(req, options, signal, takeEarly);
        } finally {
          try {
            restore();
          } catch {
            // The content must still get its turn even if the element refused a property.
          }
        }
      });
    },
    destroy() {
      prefetching.abort();
      scope.abort();
    },
  };
}
