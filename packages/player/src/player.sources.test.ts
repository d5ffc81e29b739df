// @vitest-environment jsdom
// createPlayer with a page's own sources and captions, in jsdom: the <track> elements, the captions
// menu and its remembered choice, the quality menu from heights, DASH without an engine, and a
// player without Reel's video. jsdom plays no media, so what is checked is what the player builds
// and decides; Chromium plays the same sources in e2e/sources.e2e.ts.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTIONS_STORAGE_KEY } from './constants.js';
import { controlsShown, playersDestroyedAfterEach } from '../test/dom.js';
import { createPlayer } from './player.js';
import type { PlayerEvents, PlayerOptions } from './playerTypes.js';

// jsdom's media element reports play/pause/load as "not implemented": fill in those browser methods.
beforeAll(() => {
  const proto = HTMLMediaElement.prototype;
  for (const [name, value] of [
    ['play', () => Promise.resolve()],
    ['pause', () => undefined],
    ['load', () => undefined],
  ] as const)
    Object.defineProperty(proto, name, { configurable: true, writable: true, value });
});

const players = playersDestroyedAfterEach();

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};
const tracks = [
  { src: '/captions/en.vtt', srclang: 'en', label: 'English', default: true },
  { src: '/captions/de.vtt', srclang: 'de', label: 'Deutsch', kind: 'subtitles' as const },
];

function make(options: Partial<PlayerOptions>) {
  const host = document.createElement('div');
  document.body.append(host);
  const player = createPlayer(host, { storage: null, pageUrl: 'https://page.example/watch', ...options });
  players.push(player);
  // jsdom loads no media: the browser's word that the first frame's data is in, after which the
  // player puts its controls on the picture (before the test's own wait on ready goes on).
  void player.ready.then(() => player.element.querySelector('video')?.dispatchEvent(new Event('loadeddata')));
  const events: { name: keyof PlayerEvents; payload: unknown }[] = [];
  for (const name of ['captions', 'error', 'ready'] as const) player.on(name, (payload) => void events.push({ name, payload }));
  return { host, player, events, root: player.element };
}
const menuItems = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLButtonElement>('.reel-captions-menu [role=menuitemradio]')].map((b) => [
    b.textContent,
    b.getAttribute('aria-checked'),
  ]);
const captionsLoaded = (root: HTMLElement) => vi.waitFor(() => expect(root.querySelector('.reel-captions')).not.toBeNull());

describe('createPlayer with sources', () => {
  it('plays a plain mp4 by address, with no Reel video: title as text, no share, download or related', async () => {
    const { player, root, events } = make({ sources: [{ src: 'https://cdn.example/clip.mp4' }], title: 'A <b>clip</b>', poster: '/p.jpg' });
    expect(await player.ready).toBe(true);
    await controlsShown(root);
    expect(root.querySelector('video')?.src).toBe('https://cdn.example/clip.mp4');
    expect(root.querySelector('video')?.getAttribute('poster')).toBe('/p.jpg');
    expect(root.querySelector('.reel-title')?.tagName).toBe('SPAN');
    expect(root.querySelector('.reel-title')?.textContent).toBe('A <b>clip</b>');
    expect(root.querySelector('.reel-share, .reel-download, .reel-upnext')).toBeNull();
    expect(root.querySelector<HTMLElement>('.reel-related-toggle')?.hidden).toBe(true);
    expect(player.toggleRelated()).toBe(false);
    expect(root.querySelector('.reel-captions, track')).toBeNull();
    expect(events.find((e) => e.name === 'ready')?.payload).toMatchObject({ quality: 'Auto', qualities: ['Auto'], engine: 'native' });
  });

  it('builds the quality menu from heights and starts at the best up to 720p', async () => {
    const { player, root } = make({
      sources: [
        { src: '/v/1080.mp4', height: 1080 },
        { src: '/v/360.mp4', height: 360 },
        { src: '/v/720.mp4', height: 720 },
      ],
    });
    await player.ready;
    await controlsShown(root);
    expect([...root.querySelectorAll('.reel-quality-item')].map((b) => b.textContent)).toEqual(['360p', '720p', '1080p']);
    expect(root.querySelector('.reel-quality')?.textContent).toBe('720p');
    expect(root.querySelector('video')?.getAttribute('src')).toBe('/v/720.mp4');
    await player.setQuality('1080p');
    expect(root.querySelector('video')?.getAttribute('src')).toBe('/v/1080.mp4');
  });

  it('refuses a DASH source without an engine with a clear setup error, and no crash', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { player, root, events } = make({ sources: [{ src: 'https://cdn.example/manifest.mpd' }] });
    expect(await player.ready).toBe(false);
    expect(events.find((e) => e.name === 'error')?.payload).toMatchObject({
      kind: 'setup',
      message: 'DASH needs an engine: pass engines.dash',
    });
    expect(root.dataset.state).toBe('error');
    expect(root.querySelector('video')).toBeNull();
    error.mockRestore();
  });

  it('attaches DASH through the engine the page gives', async () => {
    const attach = vi.fn(() => ({ destroy: () => undefined }));
    const { player } = make({ sources: [{ src: 'https://cdn.example/manifest.mpd' }], engines: { dash: async () => ({ attach }) } });
    expect(await player.ready).toBe(true);
    expect(attach).toHaveBeenCalledWith(
      player.element.querySelector('video'),
      'https://cdn.example/manifest.mpd',
      expect.objectContaining({ startAt: 0 }),
    );
  });

  it('a loadMedia rejection is a setup error with its message', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { player, events } = make({ loadMedia: () => Promise.reject(new Error('offline')) });
    expect(await player.ready).toBe(false);
    expect(events.find((e) => e.name === 'error')?.payload).toMatchObject({ kind: 'setup', message: 'offline' });
    error.mockRestore();
  });
});

describe('captions', () => {
  it('adds a <track> per text track, a captions menu (Off and each label), and shows the default', async () => {
    const { player, root } = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage: memory() });
    await player.ready;
    await captionsLoaded(root);
    const els = [...root.querySelectorAll('video track')].map((t) => [
      t.getAttribute('srclang'),
      t.getAttribute('label'),
      t.getAttribute('kind'),
      t.getAttribute('src'),
    ]);
    expect(els).toEqual([
      ['en', 'English', 'captions', '/captions/en.vtt'],
      ['de', 'Deutsch', 'subtitles', '/captions/de.vtt'],
    ]);
    expect(root.querySelector('.reel-captions')?.getAttribute('aria-label')).toBe('Captions');
    expect(menuItems(root)).toEqual([
      ['Off', 'false'],
      ['English', 'true'],
      ['Deutsch', 'false'],
    ]);
    expect(player.getCaptions()).toBe('en');
    // The button sits before the quality menu in the bar.
    expect(root.querySelector('.reel-captions-wrap')?.nextElementSibling?.classList.contains('reel-quality-wrap')).toBe(true);
  });

  it('remembers a choice from the menu by language, and the next player restores it over the default', async () => {
    const storage = memory();
    const first = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage });
    await first.player.ready;
    await captionsLoaded(first.root);
    first.root.querySelector<HTMLButtonElement>('.reel-captions')?.click();
    expect(first.root.querySelector<HTMLElement>('.reel-captions-menu')?.hidden).toBe(false);
    first.root.querySelector<HTMLButtonElement>('[data-srclang="de"]')?.click();
    expect(first.player.getCaptions()).toBe('de');
    expect(storage.m.get(CAPTIONS_STORAGE_KEY)).toBe('de');
    expect(first.events.filter((e) => e.name === 'captions').map((e) => e.payload)).toEqual([{ srclang: 'de' }]);
    expect(menuItems(first.root)[2]).toEqual(['Deutsch', 'true']);

    const second = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage });
    await second.player.ready;
    expect(second.player.getCaptions()).toBe('de');
  });

  it('turns captions off and back on with the c key, back to the language last shown', async () => {
    const { player, root, events } = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage: memory() });
    await player.ready;
    player.setCaptions('de');
    const press = () => root.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true }));
    press();
    expect(player.getCaptions()).toBeNull();
    press();
    expect(player.getCaptions()).toBe('de');
    expect(events.filter((e) => e.name === 'captions').map((e) => e.payload)).toEqual([
      { srclang: 'de' },
      { srclang: null },
      { srclang: 'de' },
    ]);
  });

  it('remembers "off": the default track is then not shown', async () => {
    const storage = memory();
    const first = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage });
    first.player.setCaptions(null); // before set-up: applied once the player is made
    await first.player.ready;
    expect(first.player.getCaptions()).toBeNull();
    expect(storage.m.get(CAPTIONS_STORAGE_KEY)).toBe('');
    const second = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage });
    await second.player.ready;
    await captionsLoaded(second.root);
    expect(menuItems(second.root)[0]).toEqual(['Off', 'true']);
  });

  it('setCaptions takes a language of the tracks or null, and ignores any other', async () => {
    const { player, root, events } = make({ sources: [{ src: '/clip.mp4' }], textTracks: tracks, storage: memory() });
    await player.ready;
    await captionsLoaded(root);
    player.setCaptions('fr');
    expect(player.getCaptions()).toBe('en');
    player.setCaptions(null);
    expect(player.getCaptions()).toBeNull();
    expect(menuItems(root)[0]).toEqual(['Off', 'true']);
    expect(root.querySelector('.reel-captions')?.getAttribute('aria-pressed')).toBe('false');
    expect(events.filter((e) => e.name === 'captions').map((e) => e.payload)).toEqual([{ srclang: null }]);
  });

  it('comes with the media of loadMedia, and without a default shows none', async () => {
    const { player, root } = make({
      loadMedia: async () => ({ sources: [{ src: '/clip.mp4' }], textTracks: [{ src: '/en.vtt', srclang: 'en', label: 'English' }] }),
      storage: memory(),
    });
    await player.ready;
    await captionsLoaded(root);
    expect(player.getCaptions()).toBeNull();
    expect(menuItems(root)).toEqual([
      ['Off', 'true'],
      ['English', 'false'],
    ]);
  });
});
