import { describe, expect, it } from 'vitest';
import { CAPTIONS_STORAGE_KEY } from '../constants.js';
import { initialCaptions, loadCaptions, saveCaptions } from './captions.js';

const tracks = [
  { src: '/en.vtt', srclang: 'en', label: 'English' },
  { src: '/de.vtt', srclang: 'de', label: 'Deutsch', default: true },
];
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('captions choice', () => {
  it('nothing remembered: the default track, else none', () => {
    expect(initialCaptions(tracks, undefined)).toBe('de');
    expect(initialCaptions([tracks[0]], undefined)).toBeNull();
  });

  it('a remembered language this video has wins; a remembered "off" keeps them off', () => {
    expect(initialCaptions(tracks, 'en')).toBe('en');
    expect(initialCaptions(tracks, null)).toBeNull();
    expect(initialCaptions(tracks, 'fr')).toBe('de');
  });

  it('is remembered under ktk_captions, off as an empty value', () => {
    const storage = memory();
    expect(loadCaptions(storage)).toBeUndefined();
    saveCaptions(storage, 'en');
    expect(storage.m.get(CAPTIONS_STORAGE_KEY)).toBe('en');
    expect(loadCaptions(storage)).toBe('en');
    saveCaptions(storage, null);
    expect(loadCaptions(storage)).toBeNull();
  });

  it('a storage that throws is no storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadCaptions(broken)).toBeUndefined();
    expect(() => saveCaptions(broken, 'en')).not.toThrow();
  });
});
