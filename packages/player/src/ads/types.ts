// The contract both preroll engines (VAST on @dailymotion/vast-client, Google IMA) implement, so the
// player picks one at run time and never knows which it got.
import type { Clock } from '../core/clock.js';
import type { PlayerLabels } from '../core/labels.js';

/** The statistics parameters sent when an advert is loaded. */
export interface AdStatsParams {
  out_name: string;
  cisai: string;
}

/** Where the player counts adverts. */
export interface AdMetrics {
  /** `player_adplay`: a creative started playing. */
  adplay(): void;
  /** `player_vast_error`: one tag failed; `code` is the VAST error code (3xx wrapper, 4xx linear…). */
  vastError(code: number): void;
}

export interface PrerollRequest {
  /** Primary tag first, then the backups, tried in turn. */
  tags: string[];
  /** The ad layer over the video: skip button, click-through area, IMA's display container. */
  container: HTMLElement;
  /**
   * The player's own <video>. The creative plays in it rather than in a second element: iOS lets
   * only an element the user's gesture touched play (and plays inline only there), and one decoder
   * is cheaper on phones. The engine saves and restores the content's src, time and mute.
   */
  video: HTMLVideoElement;
  mobile: boolean;
  /** The player's skip rule (AD_SKIPPABLE_AFTER_S); a creative's own skipoffset wins when present. */
  skippableAfterS: number;
  statsUrl?: string;
  statsParams?: AdStatsParams;
  clock: Clock;
  metrics: AdMetrics;
  signal?: AbortSignal;
  /** The advert's words (the player's `labels`): its label, time left, mute and skip; English by default. */
  labels?: Pick<PlayerLabels, 'skipAdIn' | 'skipAd' | 'advert' | 'advertLeft' | 'advertVisit' | 'advertResume' | 'mute' | 'unmute'>;
}

export type AdStatus = 'completed' | 'skipped' | 'failed' | 'empty';

export interface AdError {
  /** An IAB VAST 4 error code (100–901), or an engine's own code for non-VAST failures. */
  code: number;
  message: string;
}

export interface AdOutcome {
  status: AdStatus;
  /** Index in `tags` of the tag that played, or of the last one tried (-1 when none was). */
  tagIndex: number;
  /** The last failure, when nothing played. */
  error?: AdError;
}

export interface AdEngine {
  /**
   * Must be called synchronously inside the user's click: IMA's display container (and iOS's
   * permission to play) only work when created there. Optional: VAST needs nothing.
   */
  prepareInGesture?(request: Pick<PrerollRequest, 'container' | 'video'>): void;
  /**
   * Asks for the first tag's advert while the viewer has not clicked yet, so that the click waits
   * only for the creative's media. Nothing is shown or tracked until play(): an advert fetched and
   * never played counts no impression. Optional: IMA asks for its advert itself.
   */
  prefetch?(request: PrerollRequest): void;
  /** Never rejects: every failure ends as a 'failed' or 'empty' outcome. */
  play(request: PrerollRequest): Promise<AdOutcome>;
  destroy(): void;
}

export type AdEngineKind = 'vast' | 'ima';

/** VAST error codes the engines report (IAB VAST 4.x). */
export const VAST_ERROR = {
  XML_PARSE: 100,
  WRAPPER_TIMEOUT: 301,
  WRAPPER_LIMIT: 302,
  NO_ADS: 303,
  LINEAR_GENERAL: 400,
  MEDIA_TIMEOUT: 402,
  NO_SUPPORTED_MEDIA: 403,
  MEDIA_DISPLAY: 405,
  UNDEFINED: 900,
} as const;

/** A failure that carries its VAST code; engines throw it, the waterfall catches it. */
export class AdFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdFailure';
  }
}
