// A set-up player: the <video>, the engine, the state machine fed by the element's events, the
// playback controller and the DOM. Made by createPlayer once the media is in and planned.
import type { MediaPlan } from './core/setup.js';
import type { PlayerSource } from './core/sources.js';
import { createStateMachine, type StateChange, type StateMachine } from './core/state.js';
import { loadVolume } from './core/volume.js';
import type { AdsGlue, setupAds } from './adsGlue.js';
import type { PlayerContext } from './context.js';
import type { PlayerOptions } from './playerTypes.js';
import { createCaptions, type Captions } from './dom/captions.js';
import { h } from './dom/el.js';
import { afterFirstFrame } from './dom/firstFrame.js';
import { mountStage, mountUi, type Ui } from './dom/ui.js';
import { createEngine, type Engine } from './engine/engine.js';
import { createPlayback, type Playback } from './engine/playback.js';
import { createRate, type RateControl } from './engine/rate.js';
import { sourcesForChoice, type QualityChoice } from './core/choices.js';
import { loadVrRenderer } from './vr/index.js';
import type { EarlyStart } from './earlyStart.js';
import { feedElement, reportPlay } from './elementEvents.js';

// HTMLMediaElement.HAVE_FUTURE_DATA, written out: the core runs where no DOM globals exist.
const HAVE_FUTURE_DATA = 3;

export type ReadyPlan = Extract<MediaPlan, { kind: 'ready' }>;

export interface Session {
  video: HTMLVideoElement;
  machine: StateMachine;
  engine: Engine;
  playback: Playback;
  rate: RateControl;
  /** The controls: made once the first frame is out, or at once when asked for before that. */
  ui(): Ui;
  /** The captions, made with the controls (asking for them makes both). */
  captions(): Captions;
  ads: AdsGlue | null;
  /** Settles once the engine has its source (at once when an advert goes first). */
  loaded: Promise<unknown>;
}

export interface StartRequest {
  play: boolean;
  startAt: number;
  /** Applied to the element when it is made; methods called before then change these. */
  muted: boolean;
  loop: boolean;
  /** A setCaptions() made before set-up (undefined: none). */
  captions?: string | null;
  /** Playback speed (a multiple of normal speed). */
  rate: number;
}

// Signed addresses are stable for the session: each address is resolved once.
function sourceResolver(
  ctx: PlayerContext,
  resolveSource: NonNullable<ReadyPlan['resolveSource']>,
): (sources: PlayerSource[]) => Promise<PlayerSource[]> {
  const answers = new Map<string, Promise<string>>();
  const once = (src: string): Promise<string> => {
    if (!answers.has(src)) answers.set(src, resolveSource(src, ctx.fetchText));
    return answers.get(src) as Promise<string>;
  };
  return (sources) => Promise.all(sources.map(async (s) => ({ ...s, src: await once(s.src) })));
}

/** The picture before the video: the Reel video's thumbnail, or the page's `poster`. */
export function posterOf(options: PlayerOptions): string | null {
  return options.video?.thumbsrc || options.poster || null;
}

/** Asked to play with no advert first: the content plays as soon as it can. A page's own element may
 * then go on playing by itself, and a poster would only be fetched beside the file and drawn before
 * it: it is given after the first frame (it shows again while a new source loads) or when the play
 * is refused. */
export function playsAtOnce(start: StartRequest, options: PlayerOptions): boolean {
  return start.play && !options.ads;
}

/** The VR view starts at the first play: until then the flat picture is what shows, and no WebGL
 * context, shader or mesh is made for a viewer who may never press play. */
function mountVr(ctx: PlayerContext, plan: ReadyPlan, stage: HTMLElement, video: HTMLVideoElement): void {
  if (!plan.vr) return;
  const mode = plan.vr;
  const start = (): void => {
    stop();
    const canvas = h(ctx.doc, 'canvas', { class: 'reel-vr-canvas', 'aria-label': ctx.labels.vrView });
    stage.append(canvas);
    ctx.root.classList.add('reel-vr');
    loadVrRenderer()
      .then((m) => ctx.bag.disposed || m.createVrRenderer(canvas, video, mode, ctx.bag))
      .catch((error: unknown) => {
        // No WebGL (or the chunk failed): the flat picture is still the video.
        ctx.root.classList.remove('reel-vr');
        canvas.remove();
        ctx.metrics.count('player_error');
        ctx.emitter.emit('error', { kind: 'vr', message: 'the VR view could not start; showing the flat video', detail: error });
      });
  };
  const stop = ctx.bag.on(video, 'play', start);
  // An adopted element may be playing already.
  if (!video.paused) start();
}

/** The preroll's parts, a chunk of their own (a page without adverts never downloads them). When it
 * cannot be had, the video plays without its preroll, as it does when every advert fails. */
async function loadAdsGlue(ctx: PlayerContext): Promise<{ setupAds: typeof setupAds } | null> {
  try {
    return await import('./adsGlue.js');
  } catch (error) {
    console.error('[reel player] the preroll could not be loaded; playing the video without it', error);
    ctx.metrics.count('player_error');
    return null;
  }
}

type Media = Pick<Session, 'video' | 'machine' | 'engine' | 'playback'> & { givePoster(): void };

/** A page's own element, dressed as the player's: its source, data and position are left alone. */
function adoptVideo(video: HTMLVideoElement, poster: string | null, plays: boolean): HTMLVideoElement {
  video.classList.add('reel-video');
  video.playsInline = true;
  // An element the page lets play on its own keeps doing so when the player would start it too:
  // its first frame then comes as soon as its data does, not after the player's setup. Otherwise
  // the player decides (an advert may go first, the page may not ask to play at all).
  video.autoplay &&= plays;
  if (poster && !video.poster) video.poster = poster;
  video.removeAttribute('style');
  return video;
}

/** What an adopted element did before its listeners were added, told to the state machine.
 * `played`: the element is known to have played already. */
function catchUp(video: HTMLVideoElement, machine: StateMachine, played: boolean): void {
  if (video.paused) return;
  machine.send('play');
  if (played || video.readyState >= HAVE_FUTURE_DATA) machine.send('playing');
}

/** The element, its state machine, the engine and the playback controller, wired together. */
function createMedia(
  ctx: PlayerContext,
  plan: ReadyPlan,
  start: StartRequest,
  resolve: ((s: PlayerSource[]) => Promise<PlayerSource[]>) | undefined,
  onQuality: (quality: QualityChoice, previous: QualityChoice) => void,
  early: EarlyStart | null,
  takePlay: () => boolean,
): Media {
  const { doc, bag, options } = ctx;
  const poster = posterOf(options);
  const atOnce = playsAtOnce(start, options);
  const video =
    early?.video ??
    (options.adopt
      ? adoptVideo(options.adopt, poster, atOnce)
      : h(doc, 'video', { class: 'reel-video', preload: 'metadata', playsinline: true, poster: atOnce ? null : poster }));
  const givePoster = (): void => {
    if (poster && !video.getAttribute('poster')) video.poster = poster;
  };
  if (plan.vr) video.crossOrigin = 'anonymous'; // WebGL may only sample a CORS-clean video
  video.volume = loadVolume(ctx.storage);
  video.muted = start.muted;
  video.loop = start.loop;
  const machine = createStateMachine();
  let playback: Playback | null = null;
  const engine = createEngine({
    video,
    bag,
    mode: options.hls ?? 'auto',
    dash: options.engines?.dash,
    onError(info, fellBack) {
      ctx.metrics.count('player_error');
      ctx.emitter.emit('error', info);
      if (fellBack && playback?.wantsPlay) void playback.play();
    },
  });
  bag.add(() => engine.destroy());
  playback = createPlayback({
    video,
    machine,
    engine,
    clock: ctx.clock,
    metrics: ctx.metrics,
    storage: ctx.storage,
    qualities: plan.qualities,
    resolve,
    fallbackDurationS: plan.durationS,
    onPlayResult: (result) => {
      if (result.outcome === 'blocked') givePoster();
      reportPlay(ctx, result, video.muted);
    },
    onQuality,
    takePlay,
  });
  return { video, machine, engine, playback, givePoster };
}

/**
 * The controls and the captions, made once: after the first frame, or at the first need before it.
 * Until the frame is out the page's main thread does nothing of the player's but feed the element,
 * since Chrome hands the media's data to that thread and work there delays the frame by as much.
 * The keyboard, a pointer or a method that needs them makes them at once (firstFrame.ts).
 */
function controlsMaker(
  ctx: PlayerContext,
  plan: ReadyPlan,
  start: StartRequest,
  parts: { stage: HTMLElement; video: HTMLVideoElement; playback: Playback; rate: RateControl },
  lastChange: () => StateChange | null,
  onMade: (ui: Ui) => void,
  isAd: () => boolean,
): () => { ui: Ui; captions: Captions } {
  let made: { ui: Ui; captions: Captions } | null = null;
  return () => {
    if (made) return made;
    const { stage, video, playback, rate } = parts;
    const ui = mountUi(ctx, stage, video, playback, rate, plan.thumbnails);
    onMade(ui);
    const change = lastChange();
    if (change) ui.onState(change);
    const captions = createCaptions(ctx, video, ui.controls, plan.textTracks, start.captions);
    ui.captionsKey = captions.toggle;
    // The chapters' marks, menu and titles are a lazy chunk, loaded only for a video that has them.
    if (plan.chapters)
      import('./dom/chapters.js')
        .then((m) => void (ctx.bag.disposed || m.mountChapters(ctx, video, playback, ui.controls, plan.chapters as string, isAd)))
        .catch((error: unknown) => console.error('[reel player] chapters', error));
    return (made = { ui, captions });
  };
}

/** Throws when VR addresses cannot be resolved (a setup error for the caller). `early`: the element
 * the call already started, which the session takes up as it would a page's own. */
export async function mountSession(
  ctx: PlayerContext,
  plan: ReadyPlan,
  start: StartRequest,
  early: EarlyStart | null = null,
): Promise<Session | null> {
  const { bag, options } = ctx;
  const resolve = plan.resolveSource ? sourceResolver(ctx, plan.resolveSource) : undefined;
  if (resolve) await resolve(sourcesForChoice(plan.qualities, plan.qualities.initial));
  if (bag.disposed) return null;

  const glue = options.ads ? await loadAdsGlue(ctx) : null;
  if (bag.disposed) return null;
  const withAds = Boolean(options.ads && glue);

  let ui: Ui | null = null;
  let ads: AdsGlue | null = null;
  const media = createMedia(
    ctx,
    plan,
    start,
    resolve,
    (quality, previous) => {
      ui?.controls.quality.update();
      ctx.emitter.emit('quality', { quality, previous });
    },
    early,
    // While the preroll stands before the content, every play is the preroll's (see adsGlue.ts).
    () => Boolean(ads?.pending && (ads.activate(), true)),
  );
  const { video, machine, engine, playback } = media;
  const fed = feedElement(
    ctx,
    media,
    () => ui,
    () => Boolean(ads?.active),
  );
  if (options.adopt || early) catchUp(video, machine, early?.playingAt != null);
  // Paused by a method before the session: the element the call started stops.
  if (early && !start.play) video.pause();
  if (early?.playingAt != null) ctx.metrics.firstFrame(early.playingAt);
  // play() is not awaited: it settles only when frames flow, and setup is done before that. A
  // native source is in place as soon as load() returns, so play is asked at once (the element
  // then fetches the start of the file, not just its metadata); hls.js attaches later.
  const begin = async (play: boolean): Promise<void> => {
    const loading = playback.load(start.startAt);
    const early = play && (engine.kind === 'native' || engine.kind === 'native-hls');
    if (early) void playback.play();
    await loading;
    if (play && !early && !bag.disposed) void playback.play();
  };
  const loaded = withAds ? Promise.resolve() : begin(start.play);
  // Into the page after its source is set: putting a <video> in the page takes about a
  // millisecond, which would otherwise come before the source.
  const stage = early?.stage ?? mountStage(ctx, video);
  mountVr(ctx, plan, stage, video);
  const rate = createRate(video);
  // With adverts the content loads after the preroll: the advert borrows this very element, at
  // normal speed; the chosen speed applies from the content's start.
  rate.hold(withAds);
  rate.set(start.rate);

  const make = controlsMaker(
    ctx,
    plan,
    start,
    { stage, video, playback, rate },
    fed.lastChange,
    (made) => (ui = made),
    () => Boolean(ads?.active),
  );
  const session: Session = {
    video,
    machine,
    engine,
    playback,
    rate,
    ui: () => make().ui,
    captions: () => make().captions,
    ads,
    loaded,
  };
  const reveal = (): void => {
    media.givePoster();
    make().ui.reveal();
  };
  // After an early start's wait the frame is out, or the viewer reached for the player (the
  // controls then answer that very event), or the time is up: the controls come at once.
  // A preroll's poster state (title, big play, bar) is what the viewer must act on, and no file of
  // the content loads before it: nothing to wait for.
  if (early?.controlsNow || withAds) reveal();
  else afterFirstFrame(ctx, video, reveal);
  // With adverts, the overlay stands before any click or key can reach the video: it is made with
  // the controls, at once.
  if (glue && options.ads) {
    make();
    session.ads = ads = glue.setupAds(ctx, options.ads, video, stage, () => (rate.hold(false), begin(true)));
  }
  return session;
}
