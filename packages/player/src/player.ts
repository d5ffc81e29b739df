// createPlayer(container, options): the public entry. It shows a deleted video's notice, gets the
// media (loadMedia's answer, or the options' sources), lets planMedia decide (error → console,
// player_setup_error, no player), mounts a session (session.ts), and answers the methods,
// queueing what comes before the session exists.
import { isDeletedStatus, planMedia } from './core/setup.js';
import { createEmitter } from './core/emitter.js';
import type { PlayerMedia, VideoSource } from './core/media.js';
import { createContext, type PlayerContext } from './context.js';
import { h } from './dom/el.js';
import { renderDeleted } from './dom/notice.js';
import { canPlayFile, canPlayNativeHls, hasMediaSource } from './engine/native.js';
import { loadHls } from './engine/hls.js';
import { HLS_THRESHOLD_S } from './constants.js';
import { mountSession, playsAtOnce, posterOf, type Session, type StartRequest } from './session.js';
import { playerApi } from './playerApi.js';
import type { Player, PlayerEvents, PlayerOptions } from './playerTypes.js';
import { addStyles } from './styles.js';
import { startEarly } from './earlyStart.js';

function startRequest(ctx: PlayerContext): StartRequest {
  const { query, options } = ctx;
  const startAt = query.start_time ?? query.seek_time ?? options.startTime ?? 0;
  return {
    play: Boolean(query.autostart || query.autoplay || options.autoplay),
    startAt: Math.max(0, startAt),
    muted: Boolean(options.muted),
    loop: Boolean(options.loop),
    rate: 1,
  };
}

/** A setup that cannot go on: logged, counted and emitted, and the player left empty. */
function failSetup(ctx: PlayerContext, message: string, detail: unknown): false {
  const { root } = ctx;
  console.error(`[reel player] ${message}`, detail);
  ctx.metrics.count('player_setup_error');
  ctx.emitter.emit('error', { kind: 'setup', message, detail });
  root.replaceChildren();
  root.dataset.state = 'error';
  return false;
}

// ts and campaign have no meaning the spec gives: they go to the metrics sink as they came.
function initMetrics(ctx: PlayerContext): void {
  const { ts, campaign } = ctx.query;
  const { video } = ctx.options;
  ctx.metrics.init({
    ...(video && { video_id: String(video.video_id) }),
    embed: ctx.embed,
    ...(ts && { ts }),
    ...(campaign && { campaign }),
  });
}

/** hls.js will be wanted when the page forces it, or for a Reel video long enough to be served as
 * HLS where the browser has no HLS of its own: its chunk then loads while the media is asked for. */
function hlsAhead(options: PlayerOptions, doc: Document): boolean {
  const mode = options.hls ?? 'auto';
  if (mode === 'off' || !hasMediaSource(doc.defaultView ?? undefined)) return false;
  return mode === 'force' || (Number(options.video?.duration) > HLS_THRESHOLD_S && !canPlayNativeHls(h(doc, 'video')));
}

export function createPlayer(container: HTMLElement, options: PlayerOptions): Player {
  const doc = container.ownerDocument;
  addStyles(doc, options);
  const emitter = createEmitter<PlayerEvents>();
  const title = options.video?.title ?? options.title ?? '';
  const root = h(doc, 'div', {
    class: `reel-player${options.embed ? ' reel-embed' : ''}`,
    tabindex: 0,
    role: 'region',
  });
  container.append(root);
  const ctx = createContext(root, options, emitter);
  root.setAttribute('aria-label', title ? `${ctx.labels.player}: ${title}` : ctx.labels.player);
  const { bag } = ctx;
  const start = startRequest(ctx);
  let session: Session | null = null;
  let destroyed = false;
  let wake = (): void => undefined;
  initMetrics(ctx);

  const setup = async (): Promise<boolean> => {
    const poster = posterOf(options);
    if (poster && !playsAtOnce(start, options)) root.append(h(doc, 'img', { class: 'reel-poster', src: poster, alt: '' }));
    let media: PlayerMedia;
    try {
      media = await (options.loadMedia?.() ?? { sources: options.sources as VideoSource[], textTracks: options.textTracks });
    } catch (error) {
      // fromVideoFiles refuses with the file call's answer as the cause.
      const e = error as Error | undefined;
      return !destroyed && failSetup(ctx, e?.message || 'the media could not be loaded', e?.cause ?? error);
    }
    if (destroyed) return false;
    const plan = planMedia(media, { canPlay: canPlayFile(h(doc, 'video')), dash: Boolean(options.engines?.dash) });
    if (plan.kind === 'error') return failSetup(ctx, plan.message, plan.detail);
    const early = startEarly(ctx, plan, start);
    if (early) {
      wake = early.wake;
      await early.settled;
      if (destroyed) return false;
    }
    try {
      // The session answers the methods from here on, while its source is still loading.
      session = await mountSession(ctx, plan, start, early);
      await session?.loaded;
    } catch (error) {
      if (!destroyed) return failSetup(ctx, 'the video could not be set up', error);
    }
    if (!session || destroyed) return false;
    const { playback, engine } = session;
    emitter.emit('ready', {
      quality: playback.quality(),
      qualities: playback.qualities(),
      engine: engine.kind,
      durationS: plan.durationS,
      vr: plan.vr,
    });
    return true;
  };

  // Status 5: the notice only; the media is not even asked for.
  const deleted = isDeletedStatus(options.video?.status_id);
  if (deleted) renderDeleted(ctx, root, options.video?.title);
  if (!deleted && hlsAhead(options, doc)) loadHls().catch(() => undefined); // the engine reports a failure
  const ready = deleted ? Promise.resolve(false) : setup();

  return playerApi({
    ready,
    root,
    ctx,
    start,
    session: () => (destroyed ? null : session),
    wake: () => wake(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      wake(); // an early start's wait ends, and the setup with it
      bag.dispose();
      session = null;
      root.remove();
      emitter.clear();
    },
  });
}
