import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_MAX_REDIRECTS, AD_TIMEOUT_DESKTOP_MS } from '../constants.js';
import { createFakeClock, type FakeClock } from '../core/fakeClock.js';
import { createEngine } from './ima.js';
import type { ImaNamespace } from './imaTypes.js';
import type { PrerollRequest } from './types.js';

/** How the fake SDK answers each tag: an ad (optionally skippable / never starting / breaking), empty, or an error. */
type Behaviour = 'ad' | 'skippable' | 'hang' | 'breaks' | 'empty' | 'error';

type Listener = (event: unknown) => void;
class Emitter {
  listeners = new Map<string, Set<Listener>>();
  addEventListener(type: string, fn: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.get(type)?.delete(fn);
  }
  emit(type: string, event: object = {}) {
    for (const fn of [...(this.listeners.get(type) ?? [])]) fn({ type, ...event });
  }
}

const adError = (code: number, vast: number) => ({
  getError: () => ({ getErrorCode: () => code, getVastErrorCode: () => vast, getMessage: () => `ima ${code}` }),
});

function fakeIma(clock: FakeClock, script: Record<string, Behaviour>) {
  const log: string[] = [];
  const T = {
    LOADED: 'loaded',
    STARTED: 'start',
    COMPLETE: 'complete',
    SKIPPED: 'skip',
    ALL_ADS_COMPLETED: 'allAdsCompleted',
    CONTENT_PAUSE_REQUESTED: 'pause',
    CONTENT_RESUME_REQUESTED: 'resume',
  };
  class Manager extends Emitter {
    constructor(private behaviour: Behaviour) {
      super();
    }
    init = () => log.push('init');
    start = () => {
      const b = this.behaviour;
      if (b === 'hang') return;
      queueMicrotask(() => {
        this.emit(T.LOADED);
        this.emit(T.CONTENT_PAUSE_REQUESTED);
        this.emit(T.STARTED, { getAd: () => ({ isSkippable: () => b === 'skippable' }) });
        if (b === 'breaks') this.emit('adError', adError(400, 405));
        else clock.setTimeout(() => (this.emit(T.COMPLETE), this.emit(T.ALL_ADS_COMPLETED), this.emit(T.CONTENT_RESUME_REQUESTED)), 15_000);
      });
    };
    stop = () => log.push('stop');
    skip = () => log.push('skip');
    getAdSkippableState = () => false;
    destroy = () => log.push('manager destroyed');
  }
  const ns = {
    AdDisplayContainer: class {
      constructor() {
        log.push('display created');
      }
      initialize = () => log.push('display initialised');
      destroy = () => log.push('display destroyed');
    },
    AdsLoader: class extends Emitter {
      requestAds = (req: { adTagUrl: string; vastLoadTimeout: number }) => {
        log.push(`request ${req.adTagUrl} (${req.vastLoadTimeout} ms)`);
        const b = script[req.adTagUrl];
        queueMicrotask(() => {
          if (b === 'empty') this.emit('adError', adError(1009, 303));
          else if (b === 'error') this.emit('adError', adError(1012, 301));
          else this.emit('adsManagerLoaded', { getAdsManager: () => new Manager(b) });
        });
      };
      contentComplete = () => undefined;
      destroy = () => log.push('loader destroyed');
    },
    AdsRequest: class {
      setAdWillAutoPlay = () => undefined;
      setAdWillPlayMuted = () => undefined;
    },
    AdsRenderingSettings: class {
      restoreCustomPlaybackStateOnAdBreakComplete = false;
    },
    AdsManagerLoadedEvent: { Type: { ADS_MANAGER_LOADED: 'adsManagerLoaded' } },
    AdErrorEvent: { Type: { AD_ERROR: 'adError' } },
    AdEvent: { Type: T },
    ViewMode: { NORMAL: 'normal' },
    settings: { setNumRedirects: (n: number) => log.push(`redirects ${n}`) },
  };
  return { ns: ns as unknown as ImaNamespace, log };
}

function fakeRequest(clock: FakeClock, tags: string[]) {
  const buttons: { click(): void }[] = [];
  const container = {
    clientWidth: 640,
    clientHeight: 360,
    ownerDocument: {
      createElement: () => {
        let onClick = () => undefined as unknown;
        const b = { style: {}, addEventListener: (_: string, fn: () => void) => (onClick = fn), remove: vi.fn(), click: () => onClick() };
        return b;
      },
    },
    append: (b: { click(): void }) => buttons.push(b),
  };
  const metrics = { adplay: vi.fn(), vastError: vi.fn() };
  const request: PrerollRequest = {
    tags,
    container: container as unknown as HTMLElement,
    video: { muted: false, pause: () => undefined } as unknown as HTMLVideoElement,
    mobile: false,
    skippableAfterS: 5,
    statsUrl: 'https://stats.example/ad',
    statsParams: { out_name: 'reel', cisai: '42' },
    clock,
    metrics,
  };
  return { request, metrics, buttons };
}

const globals = globalThis as { google?: { ima: ImaNamespace } };
afterEach(() => {
  delete globals.google;
});

describe('IMA engine', () => {
  it('initialises the display container synchronously in the gesture, then walks the backups', async () => {
    const clock = createFakeClock();
    const { ns, log } = fakeIma(clock, { 'https://t/1': 'error', 'https://t/2': 'empty', 'https://t/3': 'ad' });
    globals.google = { ima: ns };
    const beacon = vi.fn();
    const engine = createEngine({ clock, beacon, document: {} as Document });
    expect(await engine.ready).toBe(true);
    const { request, metrics } = fakeRequest(clock, ['https://t/1', 'https://t/2', 'https://t/3']);
    engine.prepareInGesture(request);
    expect(log).toEqual(['display created', 'display initialised']);
    const outcome = engine.play(request);
    await clock.advanceAsync(15_000);
    await expect(outcome).resolves.toEqual({ status: 'completed', tagIndex: 2 });
    expect(log.filter((l) => l.startsWith('display'))).toEqual(['display created', 'display initialised']);
    expect(log).toContain(`redirects ${AD_MAX_REDIRECTS}`);
    expect(log).toContain(`request https://t/1 (${AD_TIMEOUT_DESKTOP_MS} ms)`);
    expect(metrics.vastError.mock.calls).toEqual([[301], [303]]);
    expect(metrics.adplay).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledExactlyOnceWith('https://stats.example/ad?out_name=reel&cisai=42');
  });

  it('fails over when an advert breaks while playing or never starts', async () => {
    const clock = createFakeClock();
    const { ns } = fakeIma(clock, { 'https://t/broken': 'breaks', 'https://t/stuck': 'hang', 'https://t/ok': 'skippable' });
    globals.google = { ima: ns };
    const engine = createEngine({ clock, beacon: () => undefined, document: {} as Document });
    const { request, metrics } = fakeRequest(clock, ['https://t/broken', 'https://t/stuck', 'https://t/ok']);
    const outcome = engine.play(request);
    await clock.advanceAsync(AD_TIMEOUT_DESKTOP_MS + 15_000);
    await expect(outcome).resolves.toEqual({ status: 'completed', tagIndex: 2 });
    expect(metrics.vastError.mock.calls).toEqual([[405], [402]]);
  });

  it('offers its own skip button after 5 s on a non-skippable advert', async () => {
    const clock = createFakeClock();
    const { ns, log } = fakeIma(clock, { 'https://t/1': 'ad' });
    globals.google = { ima: ns };
    const engine = createEngine({ clock, beacon: () => undefined, document: {} as Document });
    const { request, buttons } = fakeRequest(clock, ['https://t/1']);
    const outcome = engine.play(request);
    await clock.advanceAsync(4999);
    expect(buttons).toHaveLength(0);
    await clock.advanceAsync(1);
    expect(buttons).toHaveLength(1);
    buttons[0].click();
    await expect(outcome).resolves.toEqual({ status: 'skipped', tagIndex: 0 });
    expect(log).toContain('stop');
  });

  it("answers 'failed' (and counts it) when the SDK script cannot be loaded", async () => {
    const clock = createFakeClock();
    const script = {
      src: '',
      async: false,
      onError: () => undefined as unknown,
      addEventListener: (t: string, fn: () => void) => t === 'error' && (script.onError = fn),
      removeEventListener: () => undefined,
      remove: () => undefined,
    };
    const document = { createElement: () => script, head: { appendChild: () => queueMicrotask(() => script.onError()) } };
    const engine = createEngine({ clock, document: document as unknown as Document, sdkUrl: 'http://127.0.0.1:9/ima3.js' });
    expect(await engine.ready).toBe(false);
    const { request, metrics } = fakeRequest(clock, ['https://t/1']);
    engine.prepareInGesture(request); // nothing to prepare: must not throw
    const outcome = await engine.play(request);
    expect(outcome.status).toBe('failed');
    expect(outcome.error?.message).toMatch(/IMA SDK unavailable: script failed to load/);
    expect(metrics.vastError).toHaveBeenCalledExactlyOnceWith(900);
  });
});
