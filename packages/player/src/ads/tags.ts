// Finding the page's advert tag, up to AD_TAG_ATTEMPTS looks AD_TAG_INTERVAL_MS apart: the one part
// of the ad code the player's core runs before it knows whether there is an advert at all. The
// request chain (waterfall.ts) is the lazy ad engines'; a module the core imports is part of the
// core's download whole, so the two live apart.
import { AD_TAG_ATTEMPTS, AD_TAG_INTERVAL_MS } from '../constants.js';
import type { Clock } from '../core/clock.js';
import { sleep } from './clock.js';

/** What a page offers as its tag: one address, a primary and backups, or nothing yet. */
export type TagSource = () => string | readonly string[] | null | undefined;

function normaliseTags(value: ReturnType<TagSource>): string[] {
  const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
  return list.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '').map((tag) => tag.trim());
}

/**
 * Polls `getTag` (e.g. a page variable set by a late script) until it yields at least one tag:
 * the first look is immediate, then one every `intervalMs`, `attempts` looks in all. Null when
 * none came, or when `signal` aborts.
 */
export async function findTag(
  getTag: TagSource,
  { attempts, intervalMs }: { attempts: number; intervalMs: number } = { attempts: AD_TAG_ATTEMPTS, intervalMs: AD_TAG_INTERVAL_MS },
  clock: Clock,
  signal?: AbortSignal,
): Promise<string[] | null> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (signal?.aborted) return null;
    let tags: string[] = [];
    try {
      tags = normaliseTags(getTag());
    } catch {
      // A page variable read that throws is the same as one not set yet.
    }
    if (tags.length > 0) return tags;
    if (attempt < attempts && !(await sleep(clock, intervalMs, signal))) return null;
  }
  return null;
}
