// The volume rules: a value above 1 is a percentage and is divided by 100;
// the result is clamped to 0..1; it is remembered in local storage under ktk_volume.
import { DEFAULT_VOLUME_FRACTION, VOLUME_PERCENT_ABOVE, VOLUME_STORAGE_KEY } from '../constants.js';

/** The part of Web Storage the volume needs; tests pass a Map-backed object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Numbers and numeric strings; a percentage (> 1) is divided by 100; not a number → fallback. */
export function normaliseVolume(value: unknown, fallback = DEFAULT_VOLUME_FRACTION): number {
  const raw = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof raw !== 'number' || Number.isNaN(raw)) return fallback;
  const fraction = raw > VOLUME_PERCENT_ABOVE ? raw / 100 : raw;
  return Math.min(1, Math.max(0, fraction));
}

// Storage can throw (Safari private mode, a sandboxed iframe, a full quota): the volume is a
// nicety, so a failing storage is ignored quietly and the player goes on.

/** The remembered volume, or the fallback when there is none or storage is unusable. */
export function loadVolume(storage: StorageLike | null | undefined, fallback = DEFAULT_VOLUME_FRACTION): number {
  try {
    const stored = storage?.getItem(VOLUME_STORAGE_KEY);
    return stored == null ? fallback : normaliseVolume(stored, fallback);
  } catch {
    return fallback;
  }
}

/** Remembers the normalised volume; returns it, or null when it could not be stored. */
export function saveVolume(storage: StorageLike | null | undefined, value: unknown): number | null {
  // NaN as the fallback marks "not a volume": nothing is stored rather than a made-up value.
  const volume = normaliseVolume(value, Number.NaN);
  if (Number.isNaN(volume)) return null;
  try {
    if (!storage) return null;
    storage.setItem(VOLUME_STORAGE_KEY, String(volume));
    return volume;
  } catch {
    return null;
  }
}
