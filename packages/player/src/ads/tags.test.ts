import { describe, expect, it, vi } from 'vitest';
import { AD_TAG_ATTEMPTS, AD_TAG_INTERVAL_MS } from '../constants.js';
import { createFakeClock } from '../core/fakeClock.js';
import { findTag } from './tags.js';

describe('findTag', () => {
  it('returns a tag present at the first look without waiting', async () => {
    const clock = createFakeClock();
    await expect(findTag(() => 'https://ads.example/tag', undefined, clock)).resolves.toEqual(['https://ads.example/tag']);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('polls every 100 ms until a late page variable appears', async () => {
    const clock = createFakeClock();
    let calls = 0;
    const page: { tag?: string } = {};
    const found = findTag(() => (calls++, page.tag), undefined, clock);
    await clock.advanceAsync(AD_TAG_INTERVAL_MS * 3);
    expect(calls).toBe(4);
    page.tag = 'https://ads.example/late';
    await clock.advanceAsync(AD_TAG_INTERVAL_MS);
    await expect(found).resolves.toEqual(['https://ads.example/late']);
    expect(calls).toBe(5);
  });

  it('gives up after 50 attempts, the last one 4.9 s after the first', async () => {
    const clock = createFakeClock();
    const getTag = vi.fn(() => null);
    let result: string[] | null | undefined;
    void findTag(getTag, { attempts: AD_TAG_ATTEMPTS, intervalMs: AD_TAG_INTERVAL_MS }, clock).then((r) => (result = r));
    await clock.advanceAsync((AD_TAG_ATTEMPTS - 1) * AD_TAG_INTERVAL_MS - 1);
    expect(getTag).toHaveBeenCalledTimes(AD_TAG_ATTEMPTS - 1);
    expect(result).toBeUndefined();
    await clock.advanceAsync(1);
    expect(getTag).toHaveBeenCalledTimes(AD_TAG_ATTEMPTS);
    expect(result).toBeNull();
    await clock.advanceAsync(10_000);
    expect(getTag).toHaveBeenCalledTimes(AD_TAG_ATTEMPTS);
  });

  it('keeps primary-then-backup order, drops blanks, and treats a throwing getter as "not yet"', async () => {
    const clock = createFakeClock();
    let n = 0;
    const getTag = () => {
      n += 1;
      if (n === 1) throw new Error('not defined yet');
      return [' https://a/1 ', '', 'https://b/2'];
    };
    const found = findTag(getTag, { attempts: 3, intervalMs: 100 }, clock);
    await clock.advanceAsync(100);
    await expect(found).resolves.toEqual(['https://a/1', 'https://b/2']);
  });

  it('stops at once when aborted', async () => {
    const clock = createFakeClock();
    const controller = new AbortController();
    const found = findTag(() => undefined, undefined, clock, controller.signal);
    await clock.advanceAsync(250);
    controller.abort();
    await expect(found).resolves.toBeNull();
    expect(clock.pendingTimers()).toBe(0);
  });
});
