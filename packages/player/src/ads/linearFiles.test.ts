// @vitest-environment jsdom
// One creative, in the player's <video> in jsdom: its furniture (label, time left, mute, skip with
// its countdown, the click-through that pauses it), and the fall-back from a media file that fails
// to the next one, with the VAST error tracked only when none plays.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fillMediaElement } from '../../test/dom.js';
import { AD_SKIPPABLE_AFTER_S } from '../constants.js';
import { createFakeClock } from '../core/fakeClock.js';
import { playLinear, playLinearFiles, type LinearPlayback, type LinearTracker } from './linearPlayer.js';
import { VAST_ERROR } from './types.js';

beforeAll(() => fillMediaElement());
afterEach(() => document.body.replaceChildren());

/** A tracker that records what it was told, and opens `clickThrough` when clicked (as VASTTracker does). */
function recordingTracker(clickThrough = 'https://advertiser.example.test/') {
  const calls: string[] = [];
  let onClick: (url: string) => void = () => undefined;
  const tracker: LinearTracker = {
    trackImpression: () => calls.push('impression'),
    setDuration: () => undefined,
    setProgress: () => undefined,
    setMuted: (m) => calls.push(`muted:${m}`),
    complete: () => calls.push('complete'),
    skip: () => calls.push('skip'),
    click: () => onClick(clickThrough),
    error: ({ ERRORCODE }) => calls.push(`error:${ERRORCODE}`),
    on: (_event, handler) => void (onClick = handler),
  };
  return { tracker, calls };
}

/** A <video> whose time and length the test sets, as the browser's would move. */
function adVideo() {
  const video = document.body.appendChild(document.createElement('video'));
  let t = 0;
  let d = NaN;
  Object.defineProperty(video, 'currentTime', { configurable: true, get: () => t, set: (v: number) => void (t = v) });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => d });
  // The element starts asking for its file; its first frame ('playing') is the test's to give.
  video.play = () => {
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  return {
    video,
    at(seconds: number, duration = d) {
      d = duration;
      t = seconds;
      video.dispatchEvent(new Event('timeupdate'));
    },
  };
}

function setup(extra: Partial<LinearPlayback> = {}) {
  const { video, at } = adVideo();
  const container = document.body.appendChild(document.createElement('div'));
  const { tracker, calls } = recordingTracker();
  const clock = createFakeClock();
  const abort = new AbortController();
  const opened: string[] = [];
  const base: LinearPlayback = {
    fileURL: 'https://ads.example.test/a.mp4',
    skipDelayS: AD_SKIPPABLE_AFTER_S,
    tracker,
    video,
    container,
    clock,
    stallTimeoutMs: 5000,
    signal: abort.signal,
    onStart: () => undefined,
    openWindow: (url) => opened.push(url),
    ...extra,
  };
  const q = <T extends Element>(sel: string) => container.querySelector<T>(sel);
  return { video, at, container, tracker, calls, clock, abort, opened, base, q };
}

describe('the advert furniture', () => {
  it('labels the advert, counts down its time and the skip, and skips once allowed', async () => {
    const s = setup();
    const run = playLinear(s.base);
    expect(s.q('.reel-ad-label')?.textContent).toBe('Advertisement');
    expect(s.q('.reel-ad-time')?.textContent).toBe(''); // its length is not known yet
    const skip = s.q<HTMLButtonElement>('.reel-ad-skip')!;
    expect([skip.textContent, skip.disabled]).toEqual([`Skip in ${AD_SKIPPABLE_AFTER_S}`, true]);
    s.at(1.2, 30);
    expect(s.q('.reel-ad-time')?.textContent).toBe('0:29 left');
    expect(skip.textContent).toBe(`Skip in ${AD_SKIPPABLE_AFTER_S - 1}`);
    skip.click(); // not yet
    expect(s.calls).not.toContain('skip');
    s.at(AD_SKIPPABLE_AFTER_S - 0.5);
    expect(skip.textContent).toBe('Skip in 1');
    s.at(AD_SKIPPABLE_AFTER_S);
    expect([skip.textContent, skip.disabled]).toEqual(['Skip ad', false]);
    skip.click();
    await expect(run).resolves.toBe('skipped');
    expect(s.calls).toContain('skip');
    expect(s.q('.reel-ad')).toBeNull();
  });

  it('has a mute toggle that follows the element, with a spoken name', async () => {
    const s = setup();
    const run = playLinear(s.base);
    const mute = s.q<HTMLButtonElement>('.reel-ad-mute')!;
    expect([mute.getAttribute('aria-label'), mute.getAttribute('aria-pressed')]).toEqual(['Mute', 'false']);
    mute.click();
    s.video.dispatchEvent(new Event('volumechange'));
    expect(s.video.muted).toBe(true);
    expect([mute.getAttribute('aria-label'), mute.getAttribute('aria-pressed')]).toEqual(['Unmute', 'true']);
    expect(s.calls).toContain('muted:true');
    s.abort.abort();
    await run.catch(() => undefined);
  });

  it('opens the advertiser in a new tab and pauses; a click or coming back resumes', async () => {
    const s = setup();
    const run = playLinear(s.base);
    s.video.dispatchEvent(new Event('playing'));
    const click = s.q<HTMLElement>('.reel-ad-click')!;
    click.click();
    expect(s.opened).toEqual(['https://advertiser.example.test/']);
    expect(s.video.paused).toBe(true);
    expect(s.q('.reel-ad')?.classList.contains('reel-ad-paused')).toBe(true);
    // A pause is no stall: the advert is not failed for it.
    s.clock.advance(60_000);
    click.click(); // resumes, and opens nothing more
    expect(s.video.paused).toBe(false);
    expect(s.opened).toHaveLength(1);
    click.click(); // paused again by a second visit
    expect(s.video.paused).toBe(true);
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    expect(s.video.paused).toBe(false);
    s.video.dispatchEvent(new Event('ended'));
    await expect(run).resolves.toBe('completed');
    expect(s.calls.filter((c) => c.startsWith('error'))).toEqual([]);
  });
});

describe("the advert's media files", () => {
  const fail = (video: HTMLVideoElement) => video.dispatchEvent(new Event('error'));

  it('plays the second file when the first fails before its first frame, and tracks no error', async () => {
    const s = setup();
    const tried: string[] = [];
    s.video.addEventListener('play', () => tried.push(s.video.getAttribute('src') ?? ''));
    const run = playLinearFiles({ ...s.base, files: ['https://ads.example.test/big.mp4', 'https://ads.example.test/small.mp4'] });
    fail(s.video);
    await Promise.resolve();
    await Promise.resolve();
    s.video.dispatchEvent(new Event('playing'));
    s.video.dispatchEvent(new Event('ended'));
    await expect(run).resolves.toBe('completed');
    expect(tried).toEqual(['https://ads.example.test/big.mp4', 'https://ads.example.test/small.mp4']);
    expect(s.calls).toEqual(['impression', 'complete']);
  });

  it(`tracks one ${VAST_ERROR.MEDIA_DISPLAY} when no file plays`, async () => {
    const s = setup();
    const run = playLinearFiles({ ...s.base, files: ['https://ads.example.test/big.mp4', 'https://ads.example.test/small.mp4'] });
    fail(s.video);
    await Promise.resolve();
    await Promise.resolve();
    fail(s.video);
    await expect(run).rejects.toMatchObject({ code: VAST_ERROR.MEDIA_DISPLAY });
    expect(s.calls).toEqual([`error:${VAST_ERROR.MEDIA_DISPLAY}`]);
  });

  it('does not try another file once the viewer has seen the creative start', async () => {
    const s = setup();
    const run = playLinearFiles({ ...s.base, files: ['https://ads.example.test/big.mp4', 'https://ads.example.test/small.mp4'] });
    s.video.dispatchEvent(new Event('playing'));
    fail(s.video);
    await expect(run).rejects.toMatchObject({ code: VAST_ERROR.MEDIA_DISPLAY });
    expect(s.calls).toEqual(['impression', `error:${VAST_ERROR.MEDIA_DISPLAY}`]);
    expect(s.video.getAttribute('src')).toBe('https://ads.example.test/big.mp4');
  });
});
