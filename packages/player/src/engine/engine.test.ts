import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../core/fakeClock.js';
import { DASH_TYPE, HLS_TYPE, MP4_TYPE } from '../core/sourceKind.js';
import type { PlayerSource } from '../core/sources.js';
import { createBag } from '../dom/bag.js';
import { createEngine, type EngineErrorInfo } from './engine.js';
import type { DashEngine, StreamAttachOptions as HlsAttachOptions, StreamHandle as HlsHandle } from './stream.js';

// hls.js itself needs MediaSource; here each test decides what attaching it gives.
const attach = vi.hoisted(() => ({ next: null as null | (() => Promise<HlsHandle | null>), options: null as HlsAttachOptions | null }));
vi.mock('./hls.js', () => ({
  attachHls: (_video: unknown, _src: string, options: HlsAttachOptions) => {
    attach.options = options;
    return attach.next ? attach.next() : Promise.resolve(null);
  },
}));

const mp4: PlayerSource = { src: 'https://cdn.test/v.mp4', type: MP4_TYPE, kind: 'file' };
const stream: PlayerSource = { src: 'https://cdn.test/v.mp4?f=video.m3u8', type: HLS_TYPE, kind: 'hls' };
const dash: PlayerSource = { src: 'https://cdn.test/v.mpd', type: DASH_TYPE, kind: 'dash' };

/** The slice of a <video> the engine touches, on a Node EventTarget. */
function fakeVideo(support: { nativeHls?: boolean; mediaSource?: boolean }) {
  const target = new EventTarget();
  return Object.assign(target, {
    src: '',
    currentTime: 0,
    error: null as { code: number; message: string } | null,
    canPlayType: () => (support.nativeHls ? 'maybe' : ''),
    ownerDocument: { defaultView: support.mediaSource ? { MediaSource: class {} } : {} },
    removeAttribute(name: string) {
      if (name === 'src') this.src = '';
    },
    load: vi.fn(),
  });
}

function setup(
  support: { nativeHls?: boolean; mediaSource?: boolean } = {},
  mode: 'auto' | 'force' | 'off' = 'auto',
  dashEngine?: () => Promise<DashEngine>,
) {
  const video = fakeVideo(support);
  const bag = createBag(createFakeClock());
  const errors: [EngineErrorInfo, boolean][] = [];
  const engine = createEngine({
    video: video as unknown as HTMLVideoElement,
    bag,
    mode,
    dash: dashEngine,
    onError: (info, fellBack) => void errors.push([info, fellBack]),
  });
  return { video, bag, errors, engine };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(() => {
  attach.next = null;
  attach.options = null;
});

describe('createEngine', () => {
  it('puts a plain file on the element and seeks to the start once metadata is in', async () => {
    const { video, engine } = setup();
    expect(engine.kind).toBeNull();
    await expect(engine.load([mp4], 30)).resolves.toBe('native');
    expect(video.src).toBe(mp4.src);
    expect(engine.kind).toBe('native');
    engine.setStartAt(45);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(45);
  });

  it('reports an error of a plain file without falling back', async () => {
    const { video, errors, engine } = setup();
    await engine.load([mp4], 0);
    video.error = { code: 4, message: 'unsupported' };
    video.dispatchEvent(new Event('error'));
    expect(errors).toEqual([[{ kind: 'media', message: 'unsupported', detail: { code: 4, message: 'unsupported' } }, false]]);
    expect(video.src).toBe(mp4.src);
  });

  it('falls back from native HLS to the mp4, from where the stream stopped', async () => {
    const { video, errors, engine } = setup({ nativeHls: true });
    await expect(engine.load([stream, mp4], 0)).resolves.toBe('native-hls');
    expect(video.src).toBe(stream.src);
    video.currentTime = 42;
    video.error = { code: 2, message: 'network' };
    video.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(video.src).toBe(mp4.src));
    expect(engine.kind).toBe('native');
    expect(errors).toEqual([
      [{ kind: 'media', message: 'native-hls failed; playing the file', detail: { code: 2, message: 'network' } }, true],
    ]);
    video.currentTime = 0;
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(video.currentTime).toBe(42);
  });

  it('plays the stream through hls.js, and the mp4 once hls.js fails for good', async () => {
    const destroy = vi.fn();
    attach.next = () => Promise.resolve({ destroy });
    const { video, errors, engine } = setup({ mediaSource: true });
    await expect(engine.load([stream, mp4], 12)).resolves.toBe('hlsjs');
    expect(attach.options?.startAt).toBe(12);
    expect(engine.kind).toBe('hlsjs');
    // The element's own error is a symptom of what hls.js reports.
    video.dispatchEvent(new Event('error'));
    expect(errors).toEqual([]);
    attach.options?.onFatal({ details: 'manifestLoadError' } as never);
    await vi.waitFor(() => expect(video.src).toBe(mp4.src));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([[{ kind: 'hls', message: 'hlsjs failed; playing the file', detail: { details: 'manifestLoadError' } }, true]]);
  });

  it('plays the mp4 when the hls.js chunk cannot be loaded, and says so', async () => {
    const failure = new Error('chunk failed');
    attach.next = () => Promise.reject(failure);
    const { video, errors, engine } = setup({ mediaSource: true });
    await expect(engine.load([stream, mp4], 0)).resolves.toBe('native');
    expect(video.src).toBe(mp4.src);
    expect(errors).toEqual([[{ kind: 'hls', message: 'hls.js could not be loaded; playing the file', detail: failure }, true]]);
  });

  it('plays the mp4 without a word when hls.js cannot run here', async () => {
    const { video, errors, engine } = setup({ mediaSource: true });
    await expect(engine.load([stream, mp4], 0)).resolves.toBe('native');
    expect(video.src).toBe(mp4.src);
    expect(errors).toEqual([]);
  });

  it('drops an hls.js attach that finishes after a newer load', async () => {
    const pending = deferred<HlsHandle | null>();
    const destroy = vi.fn();
    attach.next = () => pending.promise;
    const { video, errors, engine } = setup({ mediaSource: true });
    const first = engine.load([stream, mp4], 0);
    await expect(engine.load([mp4], 0)).resolves.toBe('native');
    pending.resolve({ destroy });
    await expect(first).resolves.toBeNull();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(video.src).toBe(mp4.src);
    expect(engine.kind).toBe('native');
    expect(errors).toEqual([]);
  });

  it('drops an hls.js attach that finishes after destroy(), and releases the element', async () => {
    const pending = deferred<HlsHandle | null>();
    const destroy = vi.fn();
    attach.next = () => pending.promise;
    const { video, engine } = setup({ mediaSource: true });
    const first = engine.load([stream, mp4], 0);
    engine.destroy();
    expect(engine.kind).toBeNull();
    expect(video.load).toHaveBeenCalledTimes(1);
    pending.resolve({ destroy });
    await expect(first).resolves.toBeNull();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(video.src).toBe('');
  });

  it('reports a list with nothing playable and leaves the element as it was', async () => {
    const { video, errors, engine } = setup();
    await engine.load([mp4], 0);
    await expect(engine.load([], 0)).resolves.toBeNull();
    expect(errors).toEqual([[{ kind: 'media', message: 'no playable source' }, false]]);
    expect(video.src).toBe(mp4.src);
    expect(engine.kind).toBe('native');
  });

  it('ignores the element once destroyed', async () => {
    const { video, errors, engine } = setup();
    await engine.load([mp4], 0);
    engine.destroy();
    video.error = { code: 4, message: 'late' };
    video.dispatchEvent(new Event('error'));
    expect(errors).toEqual([]);
  });

  it("plays DASH through the page's engine, and the file once the engine fails for good", async () => {
    const attached: { src: string; options: HlsAttachOptions }[] = [];
    const destroy = vi.fn();
    const page: DashEngine = { attach: (_video, src, options) => (attached.push({ src, options }), { destroy }) };
    const { video, errors, engine } = setup({}, 'auto', async () => page);
    await expect(engine.load([dash, mp4], 7)).resolves.toBe('dash');
    expect(engine.kind).toBe('dash');
    expect(attached.map((a) => [a.src, a.options.startAt])).toEqual([[dash.src, 7]]);
    video.dispatchEvent(new Event('error'));
    expect(errors).toEqual([]);
    attached[0].options.onFatal('manifest gone');
    await vi.waitFor(() => expect(video.src).toBe(mp4.src));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([[{ kind: 'media', message: 'dash failed; playing the file', detail: 'manifest gone' }, true]]);
  });

  it('plays the file when the DASH engine cannot be loaded, and says so', async () => {
    const failure = new Error('dash.js failed to load');
    const { video, errors, engine } = setup({}, 'auto', () => Promise.reject(failure));
    await expect(engine.load([dash, mp4], 0)).resolves.toBe('native');
    expect(video.src).toBe(mp4.src);
    expect(errors).toEqual([[{ kind: 'media', message: 'the DASH engine could not be loaded; playing the file', detail: failure }, true]]);
  });
});
