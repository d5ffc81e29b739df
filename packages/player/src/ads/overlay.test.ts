import { describe, expect, it, vi } from 'vitest';
import { AD_OVERLAY_REMOVAL_MS } from '../constants.js';
import { createFakeClock } from '../core/fakeClock.js';
import { createOverlay, type OverlayElement } from './overlay.js';

/** Just enough of an element: attributes, listeners, and whether it is still in the page. */
function fakeDom() {
  const attached: FakeElement[] = [];
  class FakeElement {
    className = '';
    hidden = false;
    textContent: string | null = '';
    style = { cssText: '' } as CSSStyleDeclaration;
    attrs = new Map<string, string>();
    listeners = new Map<string, Set<() => void>>();
    setAttribute(name: string, value: string) {
      this.attrs.set(name, value);
    }
    addEventListener(type: string, fn: () => void) {
      if (!this.listeners.has(type)) this.listeners.set(type, new Set());
      this.listeners.get(type)!.add(fn);
    }
    removeEventListener(type: string, fn: () => void) {
      this.listeners.get(type)?.delete(fn);
    }
    remove() {
      const i = attached.indexOf(this);
      if (i >= 0) attached.splice(i, 1);
    }
    click() {
      for (const fn of this.listeners.get('click') ?? []) fn();
    }
  }
  type Fake = FakeElement & OverlayElement;
  const document = { createElement: (): Fake => new FakeElement() as Fake };
  const parent = { appendChild: (el: Fake) => attached.push(el) };
  return { document, parent, attached };
}

describe('preroll overlay', () => {
  it("is an accessible button drawn as the player's big play button until clicked", () => {
    const dom = fakeDom();
    const overlay = createOverlay({ ...dom, clock: createFakeClock(), onActivate: () => undefined });
    expect(dom.attached).toEqual([overlay.element]);
    expect(overlay.element.attrs.get('aria-label')).toBe('Play');
    expect(overlay.element.attrs.get('title')).toBe('Play');
    expect(overlay.element.attrs.get('type')).toBe('button');
    expect(overlay.element.className.split(' ')).toEqual(['reel-btn', 'reel-bigplay', 'reel-ad-overlay']);
    // No inline look of its own (it was a transparent layer): the stylesheet draws it.
    expect(overlay.element.style.cssText).toBe('');
    expect(overlay.state).toBe('shown');
    expect(overlay.element.hidden).toBe(false);
  });

  it('closes and starts playback synchronously inside the click, once', () => {
    const dom = fakeDom();
    const order: string[] = [];
    const overlay = createOverlay({
      ...dom,
      clock: createFakeClock(),
      onActivate: (): void => void order.push(`activate, hidden=${overlay.element.hidden}`),
    });
    overlay.element.click();
    order.push('click returned');
    overlay.element.click();
    expect(order).toEqual(['activate, hidden=true', 'click returned']);
    expect(overlay.state).toBe('closed');
  });

  it(`is removed from the page exactly ${AD_OVERLAY_REMOVAL_MS} ms after the advert`, () => {
    const dom = fakeDom();
    const clock = createFakeClock();
    const overlay = createOverlay({ ...dom, clock, onActivate: () => undefined });
    overlay.element.click();
    clock.advance(30_000); // the advert: removal is counted from its end, not from the click
    expect(dom.attached).toHaveLength(1);
    overlay.scheduleRemoval();
    clock.advance(AD_OVERLAY_REMOVAL_MS - 1);
    overlay.scheduleRemoval(); // a second call does not push the deadline back
    expect(overlay.state).toBe('closed');
    expect(dom.attached).toHaveLength(1);
    clock.advance(1);
    expect(overlay.state).toBe('removed');
    expect(dom.attached).toHaveLength(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('destroy() removes it now and cancels a pending removal; a throwing start is contained', () => {
    const dom = fakeDom();
    const clock = createFakeClock();
    const onActivate = vi.fn(() => {
      throw new Error('player broken');
    });
    const overlay = createOverlay({ ...dom, clock, onActivate, removalDelayMs: 50 });
    expect(() => overlay.element.click()).not.toThrow();
    overlay.scheduleRemoval();
    overlay.destroy();
    expect(dom.attached).toHaveLength(0);
    expect(clock.pendingTimers()).toBe(0);
    overlay.element.click();
    expect(onActivate).toHaveBeenCalledTimes(1);
  });
});
