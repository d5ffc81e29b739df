import { describe, expect, it, vi } from 'vitest';
import { AD_OVERLAY_REMOVAL_MS, AD_SKIPPABLE_AFTER_S, AD_TAG_ATTEMPTS, AD_TAG_INTERVAL_MS } from '../constants.js';
import { createFakeClock } from '../core/fakeClock.js';
import type { OverlayElement } from './overlay.js';
import { setupPreroll, toAdMetrics } from './preroll.js';
import type { TagSource } from './tags.js';
import type { AdEngine, AdOutcome, PrerollRequest } from './types.js';

function fakeOverlayDom() {
  let clickHandler: (() => void) | undefined;
  const el = {
    className: '',
    hidden: false,
    textContent: '',
    style: { cssText: '' },
    setAttribute: () => undefined,
    addEventListener: (_: string, fn: () => void) => (clickHandler = fn),
    removeEventListener: () => undefined,
    remove: vi.fn(),
  } as unknown as OverlayElement;
  return { document: { createElement: () => el }, parent: { appendChild: () => undefined }, click: () => clickHandler?.(), el };
}

function setup(engine: Promise<AdEngine>, getTag: TagSource) {
  const clock = createFakeClock();
  const dom = fakeOverlayDom();
  const log: string[] = [];
  const metrics = { adplay: vi.fn(), vastError: vi.fn() };
  const request = {
    container: {} as HTMLElement,
    video: {} as HTMLVideoElement,
    mobile: false,
    skippableAfterS: AD_SKIPPABLE_AFTER_S,
    clock,
    metrics,
  } satisfies Omit<PrerollRequest, 'tags'>;
  const preroll = setupPreroll({
    engine,
    getTag,
    request,
    overlay: dom,
    startContent: () => {
      log.push('content');
      return Promise.reject(new Error('autoplay refused')); // the player's problem, not ours
    },
  });
  return { clock, dom, log, metrics, preroll };
}

const engineWith = (play: (r: PrerollRequest) => Promise<AdOutcome>, log?: string[]): AdEngine => ({
  prepareInGesture: () => log?.push('prepare'),
  play,
  destroy: () => undefined,
});

describe('setupPreroll', () => {
  it('on click: prepares the engine inside the gesture, plays the tags, then starts the content', async () => {
    const log: string[] = [];
    let tags: string[] = [];
    const engine = engineWith(async (r) => {
      tags = r.tags;
      log.push('advert');
      return { status: 'completed', tagIndex: 0 };
    }, log);
    const s = setup(Promise.resolve(engine), () => 'https://ads.example/tag');
    await s.clock.advanceAsync(0);
    s.dom.click();
    expect(log).toEqual(['prepare']);
    await expect(s.preroll.done).resolves.toEqual({ status: 'completed', tagIndex: 0 });
    expect(tags).toEqual(['https://ads.example/tag']);
    expect([...log, ...s.log]).toEqual(['prepare', 'advert', 'content']);
    expect(s.dom.el.remove).not.toHaveBeenCalled();
    await s.clock.advanceAsync(AD_OVERLAY_REMOVAL_MS);
    expect(s.dom.el.remove).toHaveBeenCalledTimes(1);
  });

  it('asks the engine for the first advert before the click, once, and plays it only on the click', async () => {
    const log: string[] = [];
    const engine: AdEngine = {
      ...engineWith(async () => {
        log.push('play');
        return { status: 'completed', tagIndex: 0 };
      }),
      prefetch: (r) => log.push(`prefetch ${r.tags.join(' ')}`),
    };
    const s = setup(Promise.resolve(engine), () => ['https://ads.example/a', 'https://ads.example/b']);
    await s.clock.advanceAsync(0);
    expect(log).toEqual(['prefetch https://ads.example/a https://ads.example/b']);
    await s.clock.advanceAsync(AD_TAG_ATTEMPTS * AD_TAG_INTERVAL_MS);
    expect(log).toHaveLength(1);
    s.dom.click();
    await s.preroll.done;
    expect(log).toEqual(['prefetch https://ads.example/a https://ads.example/b', 'play']);
  });

  it('asks for nothing early when no tag turned up', async () => {
    const prefetch = vi.fn();
    const s = setup(Promise.resolve({ ...engineWith(vi.fn()), prefetch }), () => undefined);
    await s.clock.advanceAsync(AD_TAG_ATTEMPTS * AD_TAG_INTERVAL_MS);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('starts the content inside the click when no tag ever turned up', async () => {
    const play = vi.fn();
    const s = setup(Promise.resolve(engineWith(play)), () => undefined);
    await s.clock.advanceAsync(AD_TAG_ATTEMPTS * AD_TAG_INTERVAL_MS);
    s.dom.click();
    expect(s.log).toEqual(['content']);
    await expect(s.preroll.done).resolves.toEqual({ status: 'empty', tagIndex: -1 });
    expect(play).not.toHaveBeenCalled();
  });

  it('waits for a tag still being looked for when the viewer clicks early', async () => {
    const page: { tag?: string } = {};
    const engine = engineWith(async () => ({ status: 'skipped', tagIndex: 0 }));
    const s = setup(Promise.resolve(engine), () => page.tag);
    s.dom.click();
    await s.clock.advanceAsync(AD_TAG_INTERVAL_MS * 5);
    expect(s.log).toEqual([]);
    page.tag = 'https://ads.example/late';
    await s.clock.advanceAsync(AD_TAG_INTERVAL_MS);
    await expect(s.preroll.done).resolves.toEqual({ status: 'skipped', tagIndex: 0 });
    expect(s.log).toEqual(['content']);
  });

  it('plays the content when the engine chunk fails to load, counting a vast error', async () => {
    const s = setup(Promise.reject(new Error('chunk 404')), () => 'https://ads.example/tag');
    await s.clock.advanceAsync(0);
    s.dom.click();
    const outcome = await s.preroll.done;
    expect(outcome.status).toBe('failed');
    expect(s.log).toEqual(['content']);
    expect(s.metrics.vastError).toHaveBeenCalledExactlyOnceWith(900);
  });

  it('plays the content even if an engine breaks its promise and rejects', async () => {
    const engine = engineWith(() => Promise.reject(new Error('bug')));
    const s = setup(Promise.resolve(engine), () => 'https://ads.example/tag');
    await s.clock.advanceAsync(0);
    s.dom.click();
    expect((await s.preroll.done).status).toBe('failed');
    expect(s.log).toEqual(['content']);
  });
});

describe('toAdMetrics', () => {
  it('maps to player_adplay and the player_vast_error counter', () => {
    const metrics = { event: vi.fn(), count: vi.fn(() => 1) };
    const hooks = toAdMetrics(metrics);
    hooks.adplay();
    hooks.vastError(303);
    expect(metrics.event).toHaveBeenCalledExactlyOnceWith('player_adplay');
    expect(metrics.count).toHaveBeenCalledExactlyOnceWith('player_vast_error');
  });
});
