// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, playersDestroyedAfterEach, settle } from '../../test/dom.js';
import type { Chapter } from '../core/chapters.js';
import type { PlayerMedia } from '../core/media.js';

beforeAll(() => fillMediaElement());
const players = playersDestroyedAfterEach();

const CHAPTERS_VTT = `WEBVTT

00:00:00.000 --> 00:00:30.000
Opening

00:00:30.000 --> 00:01:00.000
Second

00:01:00.000 --> 00:02:00.000
Finale
`;

/** A 120 s mp4 with English captions and a chapters track, both fetched through `fetchText`. */
function media(extra: Partial<PlayerMedia> = {}): () => Promise<PlayerMedia> {
  return () =>
    Promise.resolve({
      sources: [{ src: 'https://cdn.example.test/clip.mp4' }],
      durationS: 120,
      textTracks: [
        { src: 'https://cdn.example.test/en.vtt', srclang: 'en', label: 'English' },
        { src: 'https://cdn.example.test/chapters.vtt', srclang: 'en', label: 'Chapters', kind: 'chapters' },
      ],
      ...extra,
    });
}

async function withChapters(extra: Partial<PlayerMedia> = {}) {
  const fetched: string[] = [];
  const mounted = await mountPlayer({
    loadMedia: media(extra),
    fetchText: (url) => {
      fetched.push(url);
      return Promise.resolve(url.endsWith('chapters.vtt') ? CHAPTERS_VTT : 'WEBVTT\n');
    },
  });
  players.push(mounted.player);
  const changes: (Chapter | null)[] = [];
  mounted.player.on('chapterchange', ({ chapter }) => changes.push(chapter));
  return { ...mounted, fetched, changes };
}

const at = (video: HTMLVideoElement, timeS: number): void => {
  video.currentTime = timeS;
  video.dispatchEvent(new Event('timeupdate'));
};

describe('chapters', () => {
  it('marks where each chapter after the first begins on the seek bar', async () => {
    const { root } = await withChapters();
    await lazyElement(root, '.reel-chapter-mark');
    const marks = [...root.querySelectorAll<HTMLElement>('.reel-seek-track .reel-chapter-mark')];
    expect(marks.map((m) => m.style.left)).toEqual(['25%', '50%']);
    expect(root.querySelector('.reel-chapter-marks')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('lists the chapters in a labelled menu after the time, reached by keyboard, and seeks to the one chosen', async () => {
    const { root, video, changes, player } = await withChapters();
    const button = await lazyElement<HTMLButtonElement>(root, '.reel-chapters');
    expect(button.getAttribute('aria-label')).toBe('Chapters');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.closest('.reel-chapters-wrap')?.previousElementSibling?.classList.contains('reel-time')).toBe(true);
    const menu = root.querySelector<HTMLElement>('.reel-chapters-menu');
    expect(menu?.getAttribute('role')).toBe('menu');
    expect(menu?.getAttribute('aria-label')).toBe('Chapters');
    expect(menu?.hidden).toBe(true);

    button.click();
    expect(menu?.hidden).toBe(false);
    const items = [...root.querySelectorAll<HTMLButtonElement>('.reel-chapters-item')];
    expect(items.map((i) => i.textContent)).toEqual(['0:00 Opening', '0:30 Second', '1:00 Finale']);
    expect(items.every((i) => i.getAttribute('role') === 'menuitemradio')).toBe(true);
    // The menu opens on the chapter playing.
    expect(document.activeElement).toBe(items[0]);

    // The element has its metadata (jsdom loads none), so a seek lands on it at once.
    Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
    items[2].click();
    expect(video.currentTime).toBe(60);
    expect(menu?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
    video.dispatchEvent(new Event('seeked'));
    // The first chapter was told before this listener came: getChapter() said it.
    expect(changes.map((c) => c?.title)).toEqual(['Finale']);
    expect(player.getChapter()).toMatchObject({ index: 2, title: 'Finale', start: 60, end: 120 });
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false', 'false', 'true']);
  });

  it('says the chapter playing: the event once per change, getChapter() and the time display’s tooltip', async () => {
    const { root, video, changes, player } = await withChapters();
    await lazyElement(root, '.reel-chapters');
    const time = root.querySelector<HTMLElement>('.reel-time');
    expect(player.getChapter()?.title).toBe('Opening');
    at(video, 31);
    at(video, 45);
    expect(changes.map((c) => c?.title)).toEqual(['Second']);
    expect(player.getChapter()?.title).toBe('Second');
    expect(time?.title).toBe('Second');
  });

  it('names the chapter under the pointer in the seek bar preview', async () => {
    const { root } = await withChapters();
    await lazyElement(root, '.reel-chapters');
    const seek = root.querySelector<HTMLElement>('.reel-seek');
    if (!seek) throw new Error('no seek bar');
    // jsdom lays nothing out: the bar's box, as a browser would measure it.
    seek.getBoundingClientRect = () => ({
      left: 0,
      width: 200,
      top: 0,
      height: 18,
      right: 200,
      bottom: 18,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    seek.dispatchEvent(new PointerEvent('pointermove', { clientX: 150 }));
    const preview = root.querySelector('.reel-preview');
    expect(preview?.querySelector('.reel-preview-chapter')?.textContent).toBe('Finale');
    expect(preview?.querySelector('.reel-preview-time')?.textContent).toBe('1:30');
    seek.dispatchEvent(new PointerEvent('pointermove', { clientX: 60 }));
    expect(preview?.querySelector('.reel-preview-chapter')?.textContent).toBe('Second');
  });

  it('keeps the chapters track out of the captions menu', async () => {
    const { root, fetched } = await withChapters();
    await lazyElement(root, '.reel-chapters');
    await lazyElement(root, '.reel-captions-menu');
    const captions = [...root.querySelectorAll('.reel-captions-item')].map((i) => i.textContent);
    expect(captions).toEqual(['Off', 'English']);
    expect(root.querySelectorAll('video track')).toHaveLength(1);
    expect(fetched).toContain('https://cdn.example.test/chapters.vtt');
  });

  it('shows no chapters button, and fetches nothing, for a video without a chapters track', async () => {
    const fetched: string[] = [];
    const { root, player } = await mountPlayer({
      fetchText: (url) => (fetched.push(url), Promise.resolve(CHAPTERS_VTT)),
    });
    players.push(player);
    root.dispatchEvent(new PointerEvent('pointerenter'));
    await settle(10);
    expect(root.querySelector('.reel-chapters')).toBeNull();
    expect(root.querySelector('.reel-chapter-mark')).toBeNull();
    expect(fetched).toEqual([]);
    expect(player.getChapter()).toBeNull();
  });

  it('shows none either when the track has no chapter, and says when it cannot be read', async () => {
    const errors: unknown[] = [];
    let fail = (): void => undefined;
    const { root, player } = await mountPlayer({
      loadMedia: media(),
      fetchText: (url) =>
        url.endsWith('chapters.vtt') ? new Promise((_, reject) => (fail = () => reject(new Error('404')))) : Promise.resolve('WEBVTT\n'),
    });
    players.push(player);
    player.on('error', (e) => errors.push(e));
    fail();
    await settle(10);
    expect(root.querySelector('.reel-chapters')).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ kind: 'media', message: 'the chapters could not be loaded' })]);
  });
});
