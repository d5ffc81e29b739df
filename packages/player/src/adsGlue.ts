// Preroll adverts in the player, through the ad engine's own setupPreroll: its
// overlay, drawn as the poster state's big play button under the player's own title and control
// bar, waits for the viewer's click (any play of the player is routed to it, session.ts), the
// engine (a lazy chunk from loadAdEngine) plays the creative in our <video> with its own furniture,
// and startContent then loads and plays the video. While the advert owns the element its events are
// not the video's, so the state machine and the metrics ignore them.
// Root classes: `reel-ad-active` from set-up to the content's start, `reel-ad-playing` while the
// advert itself plays (the player's bars give way to the advert's).
import { AD_SKIPPABLE_AFTER_S } from './constants.js';
import { loadAdEngine, setupPreroll, toAdMetrics } from './ads/index.js';
import type { PlayerContext } from './context.js';
import { ADS_CSS, ADS_STYLE_ID } from './ads/adsStyles.js';
import { h, icon } from './dom/el.js';
import { addStyles } from './styles.js';
import type { PlayerAdsOptions } from './playerTypes.js';

export interface AdsGlue {
  /** The advert (or its overlay) still stands before the content. */
  readonly pending: boolean;
  /** The advert owns the <video> now. */
  readonly active: boolean;
  /** Starts the preroll flow as the overlay's click would (a play() before the click). */
  activate(): void;
}

function isMobile(win: Window | null): boolean {
  return Boolean(win?.matchMedia?.('(pointer: coarse)').matches);
}

export function setupAds(
  ctx: PlayerContext,
  ads: PlayerAdsOptions,
  video: HTMLVideoElement,
  stage: HTMLElement,
  startContent: () => Promise<unknown>,
): AdsGlue {
  const { doc, root, bag } = ctx;
  addStyles(doc, ctx.options, ADS_STYLE_ID, ADS_CSS);
  const layer = h(doc, 'div', { class: 'reel-ads' });
  stage.append(layer);
  const abort = new AbortController();
  let pending = true;
  let active = false;
  root.classList.add('reel-ad-active');

  const mobile = ads.mobile ?? isMobile(ctx.win);
  const adMetrics = toAdMetrics(ctx.metrics);
  const engine = loadAdEngine(ads.kind ?? 'vast', { sdkUrl: ads.sdkUrl, document: doc, clock: ctx.clock, mobile });
  const preroll = setupPreroll<HTMLButtonElement>({
    engine,
    getTag: ads.getTag,
    request: {
      container: layer,
      video,
      mobile,
      skippableAfterS: AD_SKIPPABLE_AFTER_S,
      statsUrl: ads.statsUrl,
      statsParams: ads.statsParams,
      clock: ctx.clock,
      metrics: {
        ...adMetrics,
        // The advert's first frame: the element holds the creative, so its duration is the advert's.
        adplay() {
          adMetrics.adplay();
          ctx.emitter.emit('adstart', { durationS: Number.isFinite(video.duration) ? video.duration : 0 });
        },
      },
      signal: abort.signal,
      labels: ctx.labels,
    },
    overlay: { document: doc, parent: layer, label: ctx.labels.play },
    startContent() {
      pending = false;
      active = false;
      root.classList.remove('reel-ad-active', 'reel-ad-playing');
      return startContent();
    },
  });
  // The outcome settles just after startContent, before the video's first frame.
  void preroll.done.then(({ status }) => bag.disposed || ctx.emitter.emit('adend', { status }));
  const overlay = preroll.overlay.element;
  overlay.append(icon(doc, 'play'));
  // The overlay's click hands the element to the advert until startContent runs. The keyboard
  // stays on the player (the button it was on is gone): Tab reaches the advert's buttons.
  bag.on(
    overlay,
    'click',
    () => {
      active = pending;
      if (!active) return;
      root.classList.add('reel-ad-playing');
      if (doc.activeElement === overlay) root.focus({ preventScroll: true });
    },
    true,
  );
  // Clicks on the overlay or the advert are the advert's: the picture below must not also take
  // them as play/pause (that would pause the content the advert's end just started).
  bag.on(layer, 'click', (e) => e.stopPropagation());
  bag.add(() => {
    abort.abort();
    preroll.overlay.destroy();
    engine.then(
      (e) => e.destroy(),
      () => undefined,
    );
  });

  return {
    get pending() {
      return pending;
    },
    get active() {
      return active;
    },
    activate() {
      if (pending && preroll.overlay.state === 'shown') preroll.overlay.element.click();
    },
  };
}
