import { describe, expect, it, vi } from 'vitest';
import { AD_MAX_REDIRECTS, AD_TIMEOUT_DESKTOP_MS, AD_TIMEOUT_MOBILE_MS } from '../constants.js';
import { createFakeClock } from '../core/fakeClock.js';
import { AdFailure, VAST_ERROR, type AdError } from './types.js';
import { chainTimeoutMs, createPlayScope, requestTimeoutMs, runWaterfall, type TagLoad, type WaterfallSteps } from './waterfall.js';

type Script = Record<string, () => Promise<TagLoad<string>>>;

/** Fake fetchers: each tag's load behaviour by name; play() resolves 'completed' unless told. */
function steps(script: Script, play?: (ad: string) => Promise<'completed' | 'skipped'>) {
  const loads: string[] = [];
  const plays: string[] = [];
  const s: WaterfallSteps<string> = {
    load: (tag) => {
      loads.push(tag);
      return script[tag]();
    },
    play: (ad) => {
      plays.push(ad);
      return play ? play(ad) : Promise.resolve('completed');
    },
  };
  return { s, loads, plays };
}

const ad = (name: string) => () => Promise.resolve<TagLoad<string>>({ kind: 'ad', ad: name });
const empty = () => Promise.resolve<TagLoad<string>>({ kind: 'empty' });
const fail = (code: number) => () => Promise.reject(new AdFailure(code, `failed ${code}`));
const never = () => new Promise<TagLoad<string>>(() => undefined);

describe('runWaterfall', () => {
  it('plays the primary tag when it has an ad, without touching the backups', async () => {
    const { s, loads, plays } = steps({ a: ad('A'), b: ad('B') });
    const out = await runWaterfall(['a', 'b'], s, { clock: createFakeClock(), loadTimeoutMs: 5000 });
    expect(out).toEqual({ status: 'completed', tagIndex: 0 });
    expect(loads).toEqual(['a']);
    expect(plays).toEqual(['A']);
  });

  it('tries the backups in order after errors and empty answers, reporting each failure', async () => {
    const { s, loads } = steps({ a: fail(301), b: empty, c: ad('C'), d: ad('D') });
    const failures: [number, number][] = [];
    const out = await runWaterfall(['a', 'b', 'c', 'd'], s, {
      clock: createFakeClock(),
      loadTimeoutMs: 5000,
      onFailure: (e, i) => failures.push([i, e.code]),
    });
    expect(out).toEqual({ status: 'completed', tagIndex: 2 });
    expect(loads).toEqual(['a', 'b', 'c']);
    expect(failures).toEqual([
      [0, 301],
      [1, VAST_ERROR.NO_ADS],
    ]);
  });

  it('moves on when a tag exceeds the time-out, aborting its load', async () => {
    const clock = createFakeClock();
    let aborted = false;
    const s: WaterfallSteps<string> = {
      load: (tag, _i, signal) => {
        if (tag === 'slow') {
          signal.addEventListener('abort', () => (aborted = true));
          return never();
        }
        return ad('B')();
      },
      play: () => Promise.resolve('skipped'),
    };
    const pending = runWaterfall(['slow', 'b'], s, { clock, loadTimeoutMs: AD_TIMEOUT_DESKTOP_MS });
    await clock.advanceAsync(AD_TIMEOUT_DESKTOP_MS - 1);
    expect(aborted).toBe(false);
    await clock.advanceAsync(1);
    expect(aborted).toBe(true);
    await expect(pending).resolves.toEqual({ status: 'skipped', tagIndex: 1 });
  });

  it('does not time the playback: a long advert is not cut off', async () => {
    const clock = createFakeClock();
    let finish: (v: 'completed') => void = () => undefined;
    const { s } = steps({ a: ad('A') }, () => new Promise((r) => (finish = r)));
    const pending = runWaterfall(['a'], s, { clock, loadTimeoutMs: 1000 });
    await clock.advanceAsync(60_000);
    finish('completed');
    await expect(pending).resolves.toEqual({ status: 'completed', tagIndex: 0 });
  });

  it('moves on when the creative fails to play (no playable linear, media error)', async () => {
    const { s, plays } = steps({ a: ad('A'), b: ad('B') }, (name) =>
      name === 'A' ? Promise.reject(new AdFailure(VAST_ERROR.NO_SUPPORTED_MEDIA, 'none')) : Promise.resolve('completed'),
    );
    const codes: number[] = [];
    const out = await runWaterfall(['a', 'b'], s, { clock: createFakeClock(), loadTimeoutMs: 10, onFailure: (e) => codes.push(e.code) });
    expect(out).toEqual({ status: 'completed', tagIndex: 1 });
    expect(plays).toEqual(['A', 'B']);
    expect(codes).toEqual([403]);
  });

  it("answers 'empty' when every tag is empty, and for no tags at all", async () => {
    const { s } = steps({ a: empty, b: empty });
    const out = await runWaterfall(['a', 'b'], s, { clock: createFakeClock(), loadTimeoutMs: 10 });
    expect(out.status).toBe('empty');
    expect(out.tagIndex).toBe(1);
    expect(out.error?.code).toBe(VAST_ERROR.NO_ADS);
    await expect(runWaterfall([], s, { clock: createFakeClock(), loadTimeoutMs: 10 })).resolves.toEqual({ status: 'empty', tagIndex: -1 });
  });

  it("answers 'failed' with the last error when any tag failed, e.g. the redirect limit", async () => {
    const { s } = steps({ a: empty, b: fail(VAST_ERROR.WRAPPER_LIMIT) });
    const out = await runWaterfall(['a', 'b'], s, { clock: createFakeClock(), loadTimeoutMs: 10 });
    expect(out).toEqual({ status: 'failed', tagIndex: 1, error: { code: 302, message: 'failed 302' } });
  });

  it('never throws: synchronous throws, odd rejections and a throwing hook are all contained', async () => {
    const s: WaterfallSteps<string> = {
      load: (tag) => {
        if (tag === 'sync') throw new Error('boom');
        if (tag === 'odd') return Promise.reject('a string');
        return ad('C')();
      },
      play: () => Promise.resolve('completed'),
    };
    const onFailure = vi.fn((_error: AdError, _index: number) => {
      throw new Error('metrics down');
    });
    const out = await runWaterfall(['sync', 'odd', 'c'], s, { clock: createFakeClock(), loadTimeoutMs: 10, onFailure });
    expect(out).toEqual({ status: 'completed', tagIndex: 2 });
    expect(onFailure.mock.calls.map(([e]) => e)).toEqual([
      { code: 900, message: 'boom' },
      { code: 900, message: 'a string' },
    ]);
  });

  it('stops trying backups once the signal is aborted, without counting the abort', async () => {
    const clock = createFakeClock();
    const controller = new AbortController();
    const { s, loads } = steps({ a: never, b: ad('B') });
    const onFailure = vi.fn();
    const pending = runWaterfall(['a', 'b'], s, { clock, loadTimeoutMs: 5000, signal: controller.signal, onFailure });
    await clock.advanceAsync(100);
    controller.abort();
    await clock.advanceAsync(5000);
    const out = await pending;
    expect(out.status).toBe('failed');
    expect(out.error?.message).toBe('aborted');
    expect(loads).toEqual(['a']);
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('advert request time-outs', () => {
  it('is 10000 ms per request on mobile and 5000 ms elsewhere; a chain may take all its hops', () => {
    expect(requestTimeoutMs(true)).toBe(AD_TIMEOUT_MOBILE_MS);
    expect(requestTimeoutMs(false)).toBe(AD_TIMEOUT_DESKTOP_MS);
    expect(chainTimeoutMs(false)).toBe(AD_TIMEOUT_DESKTOP_MS * (AD_MAX_REDIRECTS + 1));
  });
});

describe('createPlayScope', () => {
  it('cancels the previous run when a new one starts, and turns throws into failed outcomes', async () => {
    const scope = createPlayScope();
    let firstSignal: AbortSignal | undefined;
    const first = scope.run(undefined, (signal) => {
      firstSignal = signal;
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve({ status: 'failed', tagIndex: -1 })));
    });
    const second = scope.run(undefined, async () => {
      throw new Error('engine bug');
    });
    expect(firstSignal?.aborted).toBe(true);
    await expect(first).resolves.toEqual({ status: 'failed', tagIndex: -1 });
    await expect(second).resolves.toEqual({ status: 'failed', tagIndex: -1, error: { code: 900, message: 'engine bug' } });
  });

  it("follows the caller's signal, even one aborted before the run", async () => {
    const scope = createPlayScope();
    const outer = new AbortController();
    outer.abort();
    await expect(
      scope.run(outer.signal, async (signal) => ({ status: signal.aborted ? 'failed' : 'completed', tagIndex: 0 })),
    ).resolves.toEqual({ status: 'failed', tagIndex: 0 });
  });
});
