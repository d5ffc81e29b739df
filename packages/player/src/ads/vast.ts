// The default preroll engine: VAST 2–4 through @dailymotion/vast-client, the creative played in the
// player's own <video>, backups through our waterfall. Loaded lazily (ads/index.ts), so vast-client
// stays out of the player's main chunk.
import { playLinearFiles, saveContent } from './linearPlayer.js';
import { sendAdStats, type Beacon } from './stats.js';
import type { AdEngine, AdOutcome, PrerollRequest } from './types.js';
import { loadVastTag, type VastCandidate } from './vastLoad.js';
import { chainTimeoutMs, createPlayScope, requestTimeoutMs, runWaterfall } from './waterfall.js';

export interface VastEngineOptions {
  /** Click-through opener; a new tab by default. */
  openWindow?: (url: string) => void;
  /** How the statistics GET is sent; an <img> by default. */
  beacon?: Beacon;
}

async function playPreroll(req: PrerollRequest, options: VastEngineOptions, signal: AbortSignal): Promise<AdOutcome> {
  const timeoutMs = requestTimeoutMs(req.mobile);
  const canPlayType = (mime: string) => req.video.canPlayType(mime);
  const playerWidth = req.video.clientWidth || req.container.clientWidth || 640;
  let statsSent = false;
  return runWaterfall<VastCandidate>(
    req.tags,
    {
      load: (tag, _index, tagSignal) => loadVastTag(tag, { clock: req.clock, timeoutMs, signal: tagSignal, canPlayType, playerWidth }),
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
  return {
    play(req) {
      return scope.run(req.signal, async (signal) => {
        const restore = saveContent(req.video);
        try {
          return await playPreroll(req, options, signal);
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
      scope.abort();
    },
  };
}
