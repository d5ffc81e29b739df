import { describe, expect, it } from 'vitest';
import { createFakeClock } from '../core/fakeClock.js';
import { IMA_SDK_URL, loadImaSdk, loadScript, type ScriptElementLike } from './imaLoader.js';
import type { ImaNamespace } from './imaTypes.js';

/** A document whose <script> elements are driven by hand: fire('load' | 'error'). */
function fakeDocument() {
  const scripts: FakeScript[] = [];
  const inHead: FakeScript[] = [];
  class FakeScript implements ScriptElementLike {
    src = '';
    async = false;
    private listeners = new Map<string, Set<() => void>>();
    addEventListener(type: string, fn: () => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(fn);
    }
    removeEventListener(type: string, fn: () => void) {
      this.listeners.get(type)?.delete(fn);
    }
    remove() {
      inHead.splice(inHead.indexOf(this), 1);
    }
    fire(type: 'load' | 'error') {
      for (const fn of [...(this.listeners.get(type) ?? [])]) fn();
    }
  }
  const document = {
    createElement: () => {
      const s = new FakeScript();
      scripts.push(s);
      return s;
    },
    head: { appendChild: (s: FakeScript) => inHead.push(s) },
  };
  return { document, scripts, inHead };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('script loader', () => {
  it('injects one async script and shares the promise between callers', async () => {
    const dom = fakeDocument();
    const clock = createFakeClock();
    const a = loadScript('https://x.example/a.js', { document: dom.document, clock, timeoutMs: 5000 });
    const b = loadScript('https://x.example/a.js', { document: dom.document, clock, timeoutMs: 5000 });
    expect(a).toBe(b);
    expect(dom.scripts).toHaveLength(1);
    expect(dom.inHead[0].async).toBe(true);
    expect(dom.inHead[0].src).toBe('https://x.example/a.js');
    dom.scripts[0].fire('load');
    await expect(a).resolves.toBeUndefined();
    await loadScript('https://x.example/a.js', { document: dom.document, clock, timeoutMs: 5000 });
    expect(dom.scripts).toHaveLength(1);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('rejects on the error event, removes the tag, and lets a later call retry', async () => {
    const dom = fakeDocument();
    const clock = createFakeClock();
    const first = loadScript('https://x.example/b.js', { document: dom.document, clock, timeoutMs: 5000 });
    dom.scripts[0].fire('error');
    await expect(first).rejects.toThrow('script failed to load: https://x.example/b.js');
    expect(dom.inHead).toHaveLength(0);
    const second = loadScript('https://x.example/b.js', { document: dom.document, clock, timeoutMs: 5000 });
    expect(second).not.toBe(first);
    expect(dom.scripts).toHaveLength(2);
    dom.scripts[1].fire('load');
    await expect(second).resolves.toBeUndefined();
  });

  it('rejects after the time-out, not a millisecond before', async () => {
    const dom = fakeDocument();
    const clock = createFakeClock();
    let settled: string | undefined;
    loadScript('https://x.example/c.js', { document: dom.document, clock, timeoutMs: 5000 }).then(
      () => (settled = 'loaded'),
      (e: Error) => (settled = e.message),
    );
    clock.advance(4999);
    await flush();
    expect(settled).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(settled).toBe('script timed out after 5000 ms: https://x.example/c.js');
    expect(dom.inHead).toHaveLength(0);
    dom.scripts[0].fire('load'); // too late: ignored
    await flush();
    expect(settled).toMatch(/timed out/);
  });
});

describe('IMA SDK loader', () => {
  const fakeIma = {} as ImaNamespace;

  it("loads Google's script and resolves with google.ima", async () => {
    const dom = fakeDocument();
    const page: { ima?: ImaNamespace } = {};
    const loading = loadImaSdk({ document: dom.document, clock: createFakeClock(), timeoutMs: 5000, getNamespace: () => page.ima });
    expect(dom.scripts[0].src).toBe(IMA_SDK_URL);
    page.ima = fakeIma;
    dom.scripts[0].fire('load');
    await expect(loading).resolves.toBe(fakeIma);
  });

  it('uses a namespace already on the page without loading anything', async () => {
    const dom = fakeDocument();
    await expect(
      loadImaSdk({ document: dom.document, clock: createFakeClock(), timeoutMs: 5000, getNamespace: () => fakeIma }),
    ).resolves.toBe(fakeIma);
    expect(dom.scripts).toHaveLength(0);
  });

  it('rejects when the script loads but defines no google.ima (an ad blocker replacement)', async () => {
    const dom = fakeDocument();
    const loading = loadImaSdk({
      document: dom.document,
      clock: createFakeClock(),
      timeoutMs: 5000,
      src: 'https://x.example/blocked-ima3.js',
      getNamespace: () => undefined,
    });
    dom.scripts[0].fire('load');
    await expect(loading).rejects.toThrow('google.ima is missing');
  });

  it('rejects on error and on time-out (offline: the SDK host is unreachable)', async () => {
    const dom = fakeDocument();
    const clock = createFakeClock();
    const onError = loadImaSdk({
      document: dom.document,
      clock,
      timeoutMs: 10_000,
      src: 'https://x.example/e.js',
      getNamespace: () => undefined,
    });
    dom.scripts[0].fire('error');
    await expect(onError).rejects.toThrow('failed to load');
    const onTimeout = loadImaSdk({
      document: dom.document,
      clock,
      timeoutMs: 10_000,
      src: 'https://x.example/t.js',
      getNamespace: () => undefined,
    });
    const assertion = expect(onTimeout).rejects.toThrow('timed out after 10000 ms');
    clock.advance(10_000);
    await assertion;
  });
});
