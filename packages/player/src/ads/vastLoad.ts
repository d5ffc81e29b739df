// Loading one VAST tag with @dailymotion/vast-client and turning the answer into something to play,
// an empty answer, or a failure with its VAST code.
import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { AD_MAX_REDIRECTS } from '../constants.js';
import type { Clock } from '../core/clock.js';
import type { LinearTracker } from './linearPlayer.js';
import { pickLinear, type AdLike, type CanPlayType, type LinearCreativeLike, type MediaFileLike } from './mediaPick.js';
import { resolveVastUris } from './vastUris.js';
import type { TagLoad } from './waterfall.js';
import { AdFailure, VAST_ERROR } from './types.js';

/**
 * vast-client counts the first document in its wrapper limit: `wrapperLimit: n` follows n - 1
 * redirects (checked: a chain of 8 redirects gives error 302 with 8, plays with 9). The spec's
 * "maximum 8 redirects" means eight VASTAdTagURI hops are followed.
 */
export const VAST_CLIENT_WRAPPER_LIMIT = AD_MAX_REDIRECTS + 1;

type VastAd = AdLike & { creatives?: (LinearCreativeLike & { skipDelay?: number | null })[] };

export interface VastCandidate {
  /** The creative's playable files, best first (rankMediaFiles); tried in turn until one plays. */
  files: (MediaFileLike & { fileURL: string })[];
  tracker: VASTTracker & LinearTracker;
  /** The creative's skipoffset in seconds, or null when it has none. */
  skipDelayS: number | null;
}

export interface VastLoadOptions {
  clock: Clock;
  /** Per-request time-out (AD_TIMEOUT_MOBILE_MS / AD_TIMEOUT_DESKTOP_MS). */
  timeoutMs: number;
  signal: AbortSignal;
  canPlayType: CanPlayType;
  playerWidth: number;
}

/**
 * Our fetch for vast-client. Its own handler throws from inside its time-out timer (an uncaught
 * exception on the page every time a tag is slow) and cannot be aborted from outside; this one
 * uses the injected clock, follows the waterfall's abort signal and reports a 408 instead.
 */
function createUrlHandler(opts: VastLoadOptions) {
  return {
    async get(url: string) {
      const controller = new AbortController();
      const forward = () => controller.abort();
      opts.signal.addEventListener('abort', forward, { once: true });
      let timedOut = false;
      const timer = opts.clock.setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, opts.timeoutMs);
      try {
        const response = await fetch(url, { signal: controller.signal, credentials: 'omit' });
        if (!response.ok) return { error: new Error(`ad tag answered HTTP ${response.status}`), statusCode: response.status };
        const text = await response.text();
        const xml = new DOMParser().parseFromString(text, 'text/xml');
        // Relative addresses are the document's own: against where it was finally fetched from.
        resolveVastUris(xml, response.url || new URL(url, globalThis.location?.href).href);
        return { xml, details: { byteLength: text.length, statusCode: response.status, rawXml: text } };
      } catch (err) {
        const message = timedOut ? `ad tag timed out after ${opts.timeoutMs} ms` : `ad tag unreachable: ${String(err)}`;
        return { error: new Error(message), statusCode: timedOut ? 408 : null };
      } finally {
        opts.clock.clearTimeout(timer);
        opts.signal.removeEventListener('abort', forward);
      }
    },
  };
}

/** The VAST code of a rejected get(): parse errors are 100/102, anything about the request 301. */
function rejectionCode(err: unknown): number {
  const message = err instanceof Error ? err.message : String(err);
  if (message.includes('Invalid VAST XMLDocument')) return VAST_ERROR.XML_PARSE;
  if (message.includes('version not supported')) return 102;
  return VAST_ERROR.WRAPPER_TIMEOUT;
}

/** A storage that forgets: vast-client's capping counters have no business in localStorage. */
function memoryStorage() {
  const data = new Map<string, unknown>();
  return { getItem: (key: string) => data.get(key), setItem: (key: string, value: unknown) => void data.set(key, value) };
}

/** Fetches and resolves `tag` (wrappers included) and picks a playable linear creative. */
export async function loadVastTag(tag: string, opts: VastLoadOptions): Promise<TagLoad<VastCandidate>> {
  const client = new VASTClient(0, 0, memoryStorage() as unknown as ConstructorParameters<typeof VASTClient>[2]);
  let lastCode: number | undefined;
  client.getParser().on('VAST-error', (event: { ERRORCODE?: number }) => {
    lastCode = Number(event?.ERRORCODE) || VAST_ERROR.UNDEFINED;
  });
  let response: { ads: VastAd[] };
  try {
    response = await client.get(tag, {
      timeout: opts.timeoutMs,
      wrapperLimit: VAST_CLIENT_WRAPPER_LIMIT,
      resolveAll: true,
      urlHandler: createUrlHandler(opts),
    });
  } catch (err) {
    throw new AdFailure(rejectionCode(err), err instanceof Error ? err.message : String(err));
  }
  if (opts.signal.aborted) throw new AdFailure(VAST_ERROR.UNDEFINED, 'aborted');
  const ads = response.ads ?? [];
  if (ads.length === 0) {
    // 303 (or nothing said) is a valid "no ad" answer; any other code is a broken chain.
    if (lastCode === undefined || lastCode === VAST_ERROR.NO_ADS)
      return { kind: 'empty', error: { code: VAST_ERROR.NO_ADS, message: 'no ad in the VAST response' } };
    throw new AdFailure(lastCode, `the VAST chain failed with error ${lastCode}`);
  }
  const picked = pickLinear(ads, opts.canPlayType, opts.playerWidth);
  if (!picked) throw noPlayableLinear(client, ads);
  const tracker = new VASTTracker(client, picked.ad as never, picked.creative as never) as VASTTracker & LinearTracker;
  const skipDelay = picked.creative.skipDelay;
  return {
    kind: 'ad',
    ad: {
      files: picked.files as VastCandidate['files'],
      tracker,
      skipDelayS: typeof skipDelay === 'number' && skipDelay >= 0 ? skipDelay : null,
    },
  };
}

/** Fires the first ad's Error pixels (201 no linear, 403 no supported file) and returns the failure. */
function noPlayableLinear(client: VASTClient, ads: VastAd[]): AdFailure {
  const linear = ads.flatMap((ad) => (ad.creatives ?? []).filter((c) => c.type === 'linear').map((creative) => ({ ad, creative })));
  const code = linear.length > 0 ? VAST_ERROR.NO_SUPPORTED_MEDIA : 201;
  const target = linear[0] ?? { ad: ads[0], creative: ads[0].creatives?.[0] };
  if (target.creative) {
    new VASTTracker(client, target.ad as never, target.creative as never).error({ ERRORCODE: code });
  }
  return new AdFailure(code, code === 201 ? 'no linear creative in the response' : 'no playable media file (progressive mp4/webm)');
}
