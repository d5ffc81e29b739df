import { describe, expect, it } from 'vitest';
import type { PlayerMedia } from './media.js';
import { isDeletedStatus, planMedia, type MediaSupport } from './setup.js';

const all: MediaSupport = { canPlay: () => true, dash: false };
/** A browser without VP8/VP9: canPlayType answers '' for WebM. */
const noWebm: MediaSupport = { canPlay: (type) => !type.startsWith('video/webm'), dash: false };
const ready = (media: PlayerMedia, support = all) => {
  const plan = planMedia(media, support);
  if (plan.kind !== 'ready') throw new Error(`not ready: ${plan.message}`);
  return plan;
};

describe('isDeletedStatus', () => {
  it('status 5 only', () => {
    expect(isDeletedStatus('5')).toBe(true);
    expect(isDeletedStatus(1)).toBe(false);
    expect(isDeletedStatus(undefined)).toBe(false);
  });
});

describe('planMedia', () => {
  it('a plain mp4 by its address: one source, played as "Auto"', () => {
    const plan = ready({ sources: [{ src: 'https://cdn.example/clip.mp4' }], durationS: 42 });
    expect(plan.qualities.auto).toEqual([{ src: 'https://cdn.example/clip.mp4', type: 'video/mp4', kind: 'file' }]);
    expect(plan.qualities.initial).toBe('Auto');
    expect(plan).toMatchObject({ durationS: 42, vr: null, thumbnails: null, textTracks: [], chapters: null, resolveSource: null });
  });

  it('skips a WebM the browser cannot play for the mp4 beside it, and keeps it where it can', () => {
    const media = { sources: [{ src: '/clip.webm' }, { src: '/clip.mp4' }] };
    expect(ready(media, noWebm).qualities.auto?.map((s) => s.src)).toEqual(['/clip.mp4']);
    expect(ready(media).qualities.auto?.map((s) => s.src)).toEqual(['/clip.webm', '/clip.mp4']);
  });

  it("keeps every file when the browser refuses them all: the element's error is then the honest answer", () => {
    expect(ready({ sources: [{ src: '/clip.webm' }] }, noWebm).qualities.auto?.map((s) => s.src)).toEqual(['/clip.webm']);
  });

  it('refuses DASH without an engine, with the clear error; plays it with one', () => {
    const media = { sources: [{ src: 'https://cdn.example/manifest.mpd' }, { src: '/clip.mp4' }] };
    expect(planMedia(media, all)).toEqual({ kind: 'error', message: 'DASH needs an engine: pass engines.dash', detail: media });
    expect(ready(media, { ...all, dash: true }).qualities.auto?.map((s) => s.kind)).toEqual(['dash', 'file']);
  });

  it('drops what is not media, and is a setup error when nothing is left', () => {
    expect(ready({ sources: [{ src: '/page.html' }, { src: '' }, { src: '/clip.mp4' }] }).qualities.auto).toHaveLength(1);
    expect(planMedia({ sources: [{ src: 'https://cdn.example/watch?v=1' }] }, all)).toMatchObject({ kind: 'error' });
    expect(planMedia({ sources: [] }, all)).toMatchObject({ kind: 'error' });
    expect(planMedia({} as PlayerMedia, all)).toMatchObject({ kind: 'error', message: 'no media: pass sources or loadMedia' });
  });

  it('keeps text tracks with an address and a language; the label defaults to the language', () => {
    const plan = ready({
      sources: [{ src: '/clip.mp4' }],
      textTracks: [
        { src: '/en.vtt', srclang: 'en', label: 'English', default: true },
        { src: '/de.vtt', srclang: 'de', label: '' },
        { src: '', srclang: 'fr', label: 'Français' },
        { src: '/x.vtt', srclang: '', label: 'None' },
      ],
    });
    expect(plan.textTracks).toEqual([
      { src: '/en.vtt', srclang: 'en', label: 'English', default: true },
      { src: '/de.vtt', srclang: 'de', label: 'de' },
    ]);
  });

  it('takes the first chapters track apart from the captions: the captions menu never lists it', () => {
    const plan = ready({
      sources: [{ src: '/clip.mp4' }],
      textTracks: [
        { src: '/chapters.vtt', srclang: 'en', label: 'Chapters', kind: 'chapters' },
        { src: '/en.vtt', srclang: 'en', label: 'English' },
        { src: '/other-chapters.vtt', srclang: 'de', label: 'Kapitel', kind: 'chapters' },
      ],
    });
    expect(plan.chapters).toBe('/chapters.vtt');
    expect(plan.textTracks).toEqual([{ src: '/en.vtt', srclang: 'en', label: 'English' }]);
  });

  it('passes the thumbnails, the VR layout and the resolver on', () => {
    const resolveSource = async (src: string) => src;
    const plan = ready({ sources: [{ src: '/clip.mp4' }], thumbnails: '/t.vtt', vr: { angle: 180, format: 'sbs' }, resolveSource });
    expect(plan).toMatchObject({ thumbnails: '/t.vtt', vr: { angle: 180, format: 'sbs' }, resolveSource });
  });
});
