// The backup-tag waterfall: after an error, backup advert tags are tried in turn (finding the tag
// itself is tags.ts). Neither vast-client nor IMA has a waterfall, so both engines run theirs
// through this one. Pure: no DOM, time from the clock given.
import { AD_MAX_REDIRECTS, AD_TIMEOUT_DESKTOP_MS, AD_TIMEOUT_MOBILE_MS } from '../constants.js';
import type { Clock } from '../core/clock.js';
import { AdFailure, VAST_ERROR, type AdError, type AdOutcome } from './types.js';

/** The per-request time-out: 10000 ms on mobile, 5000 ms elsewhere. */
export function requestTimeoutMs(mobile: boolean): number {
  return mobile ? AD_TIMEOUT_MOBILE_MS : AD_TIMEOUT_DESKTOP_MS;
}

/**
 * The bound on one tag's whole load: every request of a full wrapper chain timing out. The engines
 * time each request themselves; this only catches a load that never settles at all.
 */
export function chainTimeoutMs(mobile: boolean): number {
  return requestTimeoutMs(mobile) * (AD_MAX_REDIRECTS + 1);
}

/** What loading one tag gave: an ad ready to play, or a valid answer with nothing to play. */
export type TagLoad<A> = { kind: 'ad'; ad: A } | { kind: 'empty'; error?: AdError };

/** The two halves of one tag: only `load` is timed (an advert plays for as long as it lasts). */
export interface WaterfallSteps<A> {
  /** Fetch and resolve the tag. Throw (preferably an AdFailure) on error. */
  load(tag: string, index: number, signal: AbortSignal): Promise<TagLoad<A>>;
  /** Play what `load` found. Throw on a playback failure: the next tag is tried. */
  play(ad: A, index: number, signal: AbortSignal): Promise<'completed' | 'skipped'>;
}

export interface WaterfallOptions {
  clock: Clock;
  /** Time allowed to one tag's `load`; past it the tag counts as failed and its load is aborted. */
  loadTimeoutMs: number;
  signal?: AbortSignal;
  /** Called once per tag that did not play (the engines count player_vast_error here). */
  onFailure?(error: AdError, index: number): void;
}

/** Any thrown value as an AdError: AdFailure keeps its code, anything else is 900 (undefined). */
export function toAdError(err: unknown): AdError {
  if (err instanceof AdFailure) return { code: err.code, message: err.message };
  const message = err instanceof Error ? err.message : String(err);
  return { code: VAST_ERROR.UNDEFINED, message };
}

/** `promise`, or an AdFailure(301) after `ms` (and `controller` aborted so the work stops). */
function withTimeout<T>(promise: Promise<T>, ms: number, clock: Clock, controller: AbortController): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = clock.setTimeout(() => {
      controller.abort();
      reject(new AdFailure(VAST_ERROR.WRAPPER_TIMEOUT, `ad tag timed out after ${ms} ms`));
    }, ms);
    promise.then(
      (value) => {
        clock.clearTimeout(handle);
        resolve(value);
      },
      (err: unknown) => {
        clock.clearTimeout(handle);
        reject(err);
      },
    );
  });
}

/** One tag, start to end: the outcome, or the reason it did not play. Never throws. */
async function tryTag<A>(
  tag: string,
  index: number,
  steps: WaterfallSteps<A>,
  opts: WaterfallOptions,
): Promise<{ played: 'completed' | 'skipped' } | { empty: boolean; error: AdError }> {
  const controller = new AbortController();
  const forward = () => controller.abort();
  opts.signal?.addEventListener('abort', forward, { once: true });
  try {
    // The step is called inside the promise so that a synchronous throw is caught like a rejection.
    const loading = Promise.resolve().then(() => steps.load(tag, index, controller.signal));
    const loaded = await withTimeout(loading, opts.loadTimeoutMs, opts.clock, controller);
    if (loaded.kind === 'empty') {
      return { empty: true, error: loaded.error ?? { code: VAST_ERROR.NO_ADS, message: 'no ad in the response' } };
    }
    return { played: await steps.play(loaded.ad, index, controller.signal) };
  } catch (err) {
    return { empty: false, error: toAdError(err) };
  } finally {
    opts.signal?.removeEventListener('abort', forward);
  }
}

/**
 * Tries `tags` in order until one plays. The result is 'completed' or 'skipped' with that tag's
 * index, 'empty' when every tag answered with no ad (or there were none), else 'failed'.
 */
export async function runWaterfall<A>(tags: readonly string[], steps: WaterfallSteps<A>, opts: WaterfallOptions): Promise<AdOutcome> {
  let allEmpty = true;
  let lastError: AdError | undefined;
  let index = -1;
  for (const tag of tags) {
    index += 1;
    if (opts.signal?.aborted) return { status: 'failed', tagIndex: index - 1, error: { code: VAST_ERROR.UNDEFINED, message: 'aborted' } };
    const result = await tryTag(tag, index, steps, opts);
    if ('played' in result) return { status: result.played, tagIndex: index };
    if (opts.signal?.aborted) return { status: 'failed', tagIndex: index, error: { code: VAST_ERROR.UNDEFINED, message: 'aborted' } };
    allEmpty &&= result.empty;
    lastError = result.error;
    try {
      opts.onFailure?.(result.error, index);
    } catch {
      // A broken metrics hook must not stop the backups from being tried.
    }
  }
  return { status: allEmpty ? 'empty' : 'failed', tagIndex: index, error: lastError };
}

/**
 * An engine's play() scope: one run at a time (a new play or abort() cancels the previous one),
 * linked to the caller's signal, and any throw turned into a 'failed' outcome so that play()
 * keeps its promise never to reject.
 */
export function createPlayScope() {
  let current: AbortController | undefined;
  return {
    async run(outer: AbortSignal | undefined, body: (signal: AbortSignal) => Promise<AdOutcome>): Promise<AdOutcome> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      const forward = () => controller.abort();
      outer?.addEventListener('abort', forward, { once: true });
      if (outer?.aborted) controller.abort();
      try {
        return await body(controller.signal);
      } catch (err) {
        return { status: 'failed', tagIndex: -1, error: toAdError(err) };
      } finally {
        outer?.removeEventListener('abort', forward);
        if (current === controller) current = undefined;
      }
    },
    abort() {
      current?.abort();
      current = undefined;
    },
  };
}
