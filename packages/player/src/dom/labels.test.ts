// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement, lazyElement, mountPlayer, settle } from '../../test/dom.js';
import { createFakeClock } from '../core/fakeClock.js';
import { DEFAULT_LABELS, resolveLabels, type PlayerLabels } from '../core/labels.js';
import { playLinear, type LinearTracker } from '../ads/linearPlayer.js';
import { SHARE_LABELS } from '../share/labels.js';

beforeAll(() => {
  fillMediaElement();
  // The browser's clipboard, for the share panel's Copy (jsdom has none).
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } });
});
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
});

/** Every key, in German: typed as the full table, so a key added without a translation fails to compile. */
const GERMAN: Required<PlayerLabels> = {
  player: 'Videoplayer',
  play: 'Abspielen',
  pause: 'Anhalten',
  playPause: 'Abspielen oder anhalten',
  back: '10 Sekunden zurück',
  forward: '10 Sekunden vor',
  seek: 'Suchen',
  seekTime: '{time} von {duration}',
  seekPercent: 'Springe zu 0–90 %',
  mute: 'Stummschalten',
  unmute: 'Ton an',
  volume: 'Lautstärke',
  volumeUp: 'Lauter',
  volumeDown: 'Leiser',
  fullscreen: 'Vollbild',
  exitFullscreen: 'Vollbild beenden',
  quality: 'Qualität',
  qualityAuto: 'Automatisch',
  captions: 'Untertitel',
  captionsOff: 'Aus',
  chapters: 'Kapitel',
  speed: 'Wiedergabegeschwindigkeit',
  speedNormal: 'Standard',
  speedUp: 'Schneller',
  speedDown: 'Langsamer',
  pip: 'Bild im Bild',
  exitPip: 'Bild im Bild beenden',
  airplay: 'AirPlay',
  cast: 'Streamen',
  castConnecting: 'Verbinden',
  castConnected: 'Wird gestreamt',
  download: 'Herunterladen',
  share: 'Teilen',
  shareAddress: 'Adresse des Videos',
  copyLink: 'Link kopieren',
  embed: 'Einbetten',
  embedCode: 'Einbettungscode',
  copyCode: 'Code kopieren',
  embedSize: 'Größe',
  embedResponsive: 'Mitwachsend',
  embedStartAt: 'Ab {time} starten',
  copied: 'Kopiert',
  related: 'Ähnliche Videos',
  relatedPrevious: 'Vorherige ähnliche Videos',
  relatedNext: 'Nächste ähnliche Videos',
  relatedClose: 'Ähnliche Videos schließen',
  relatedEmpty: 'Nichts gefunden',
  upNext: 'Als Nächstes',
  upNextIn: 'Als Nächstes in ',
  upNextCancel: 'Abbrechen',
  upNextPlay: 'Jetzt abspielen',
  skipAdIn: 'Überspringen in ',
  skipAd: 'Werbung überspringen',
  advert: 'Werbung',
  advertLeft: 'noch {time}',
  advertVisit: 'Werbetreibenden besuchen',
  advertResume: 'Werbung fortsetzen',
  shortcuts: 'Tastenkürzel',
  keySpace: 'Leertaste',
  close: 'Schließen',
  vrView: 'VR-Video: zum Umsehen ziehen',
  deleted: 'Das Video wurde gelöscht',
  searchSimilar: 'Ähnliche Videos suchen',
};

/** Each English default as a whole-word pattern; a template's or prefix's literal words on their own. */
const ENGLISH = [...Object.values(DEFAULT_LABELS), ...Object.values(SHARE_LABELS)]
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter(Boolean)
  .map((part) => new RegExp(`(^|[^\\p{L}])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u'));

/** Every text a viewer or a screen reader meets: text nodes and the naming attributes. */
function textsOf(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) texts.push(node.textContent ?? '');
    else
      for (const name of ['aria-label', 'title', 'aria-valuetext', 'alt', 'placeholder'])
        texts.push((node as Element).getAttribute(name) ?? '');
  }
  return texts.map((t) => t.trim()).filter(Boolean);
}

function englishIn(root: Element): string[] {
  return textsOf(root).filter((text) => ENGLISH.some((re) => re.test(text)));
}

const key = (root: HTMLElement, k: string) => root.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('labels', () => {
  it('resolves the page words over the defaults, key by key', () => {
    expect(resolveLabels(undefined)).toEqual(DEFAULT_LABELS);
    const some = resolveLabels({ play: 'Abspielen', pause: 7 as unknown as string });
    expect(some.play).toBe('Abspielen');
    expect(some.pause).toBe('Pause');
  });

  it('the English check finds an English text (so a pass below means something)', async () => {
    const { root } = await mountPlayer({ video: { video_id: 7, title: 'Testfilm', dir: 'testfilm', duration: 95 } });
    expect(englishIn(root)).toContain('Play');
  });

  it('with a full set of German labels, no English text of the controls is left anywhere', async () => {
    document.documentElement.lang = 'de';
    const upNext = { video_id: 9, dir: 'naechster', title: 'Nächster Film' };
    const { root, player, video } = await mountPlayer(
      {
        video: { video_id: 7, title: 'Testfilm', dir: 'testfilm', duration: 95, thumbsrc: '/media/7.jpg' },
        labels: GERMAN,
        loadRelated: () => Promise.resolve([]),
        upNext,
      },
      // A streamed video: its quality menu offers 'Auto' first.
      { forceHls: true },
    );
    // The related list opens only in a player wider than 420 px: jsdom lays nothing out.
    root.getBoundingClientRect = () => ({
      width: 800,
      height: 450,
      top: 0,
      left: 0,
      right: 800,
      bottom: 450,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    // Every lazy part of the controls: extras, the menus, the share panel, the overlay, the related list, up-next.
    root.dispatchEvent(new PointerEvent('pointerenter'));
    (await lazyElement<HTMLButtonElement>(root, '.reel-speed')).click();
    root.querySelector<HTMLButtonElement>('.reel-quality')!.click();
    root.querySelector<HTMLButtonElement>('.reel-share')!.click();
    (await lazyElement<HTMLButtonElement>(root, '.reel-share-embed')).click();
    root.querySelector<HTMLButtonElement>('.reel-share-copy-link')!.click();
    await lazyElement(root, '.reel-share-status:not(:empty)');
    key(root, '?');
    await lazyElement(root, '.reel-shortcuts');
    expect(player.toggleRelated()).toBe(true);
    await lazyElement(root, '.reel-related-empty');
    video.dispatchEvent(new Event('play'));
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('timeupdate'));
    video.dispatchEvent(new Event('pause'));
    video.dispatchEvent(new Event('ended'));
    await lazyElement(root, '.reel-upnext:not([hidden])');
    await settle();

    expect(root.querySelector('.reel-shortcuts')?.textContent).toContain('Leertaste');
    expect(root.querySelector('.reel-quality-item')?.textContent).toBe('Automatisch');
    expect(root.querySelector('.reel-seek')?.getAttribute('aria-valuetext')).toMatch(/^0 Sekunden von 1 Minute.+35 Sekunden$/);
    expect(englishIn(root)).toEqual([]);
  });

  it('names the deleted notice and the advert overlay in the page words', async () => {
    const deleted = await mountPlayer({ video: { video_id: 5, title: 'Testfilm', dir: 'x', status_id: 5 }, labels: GERMAN }).catch(
      (e: unknown) => e,
    );
    expect(deleted).toBeInstanceOf(Error); // no <video> for a deleted video
    expect(document.querySelector('.reel-deleted p')?.textContent).toBe(GERMAN.deleted);
    // The way on: a search of the site for the title, in the page's words.
    const search = document.querySelector<HTMLAnchorElement>('.reel-deleted a.reel-deleted-search');
    expect(search?.textContent).toBe(GERMAN.searchSimilar);
    expect(search?.getAttribute('href')).toBe('/search/1/?s=Testfilm');
    document.body.replaceChildren();
    const clock = createFakeClock();
    const { root } = await mountPlayer({ clock, labels: GERMAN, ads: { getTag: () => [] } });
    expect(root.querySelector('.reel-ad-overlay')?.getAttribute('aria-label')).toBe(GERMAN.play);
    expect(englishIn(root)).toEqual([]);
  });

  it("writes the advert's skip button in the page words", async () => {
    const video = document.body.appendChild(document.createElement('video'));
    const container = document.body.appendChild(document.createElement('div'));
    const tracker: LinearTracker = {
      trackImpression() {},
      setDuration() {},
      setProgress() {},
      setMuted() {},
      complete() {},
      skip() {},
      click() {},
      error() {},
      on() {},
    };
    const abort = new AbortController();
    const run = playLinear({
      fileURL: 'https://ads.example.test/creative.mp4',
      skipDelayS: 5,
      tracker,
      video,
      container,
      clock: createFakeClock(),
      stallTimeoutMs: 5000,
      signal: abort.signal,
      onStart() {},
      labels: GERMAN,
    });
    const skip = container.querySelector('.reel-ad-skip');
    expect(skip?.textContent).toBe('Überspringen in 5');
    video.currentTime = 6;
    video.dispatchEvent(new Event('timeupdate'));
    expect(skip?.textContent).toBe('Werbung überspringen');
    abort.abort();
    await expect(run).rejects.toThrow('aborted');
  });
});
