// createPlayer(container, options): the public entry. It shows a deleted video's notice, asks for
// the file list, lets planSetup decide (error → console, player_setup_error, no player), mounts a
// session (session.ts), and answers the methods, queueing what comes before the session exists.
import { isDeletedStatus, planSetup } from './core/setup.js';
import { createEmitter } from './core/emitter.js';
import { createContext, type PlayerContext } from './context.js';
import { h } from './dom/el.js';
import { renderDeleted } from './dom/notice.js';
import { mountSession, type Session, type StartRequest } from './session.js';
import { playerApi } from './playerApi.js';
import type { Player, PlayerEvents, PlayerOptions } from './playerTypes.js';
import { injectStyles } from './styles.js';

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
  ctx.metrics.init({ video_id: String(ctx.options.video.video_id), embed: ctx.embed, ...(ts && { ts }), ...(campaign && { campaign }) });
}

export function createPlayer(container: HTMLElement, options: PlayerOptions): Player {
  const doc = container.ownerDocument;
  injectStyles(doc);
  const emitter = createEmitter<PlayerEvents>();
  const root = h(doc, 'div', {
    class: `reel-player${options.embed ? ' reel-embed' : ''}`,
    tabindex: 0,
    role: 'region',
  });
  container.append(root);
  const ctx = createContext(root, options, emitter);
  root.setAttribute('aria-label', `${ctx.labels.player}: ${options.video.title}`);
  const { bag } = ctx;
  const start = startRequest(ctx);
  let session: Session | null = null;
  let destroyed = false;
  initMetrics(ctx);

  const setup = async (): Promise<boolean> => {
    if (options.video.thumbsrc) root.append(h(doc, 'img', { class: 'reel-poster', src: options.video.thumbsrc, alt: '' }));
    let answer: unknown;
    try {
      answer = await options.loadFiles(options.video.video_id);
    } catch (error) {
      answer = { error };
    }
    if (destroyed) return false;
    const plan = planSetup({ status_id: options.video.status_id, answer, duration: options.video.duration });
    if (plan.kind === 'deleted') return (renderDeleted(doc, root, ctx.labels.deleted), false);
    if (plan.kind === 'error') return failSetup(ctx, plan.message, plan.detail);
    try {
      // The session answers the methods from here on, while its source is still loading.
      session = await mountSession(ctx, plan, start);
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

  // Status 5: the notice only; the file list is not even asked for.
  const deleted = isDeletedStatus(options.video.status_id);
  if (deleted) renderDeleted(doc, root, ctx.labels.deleted);
  const ready = deleted ? Promise.resolve(false) : setup();

  return playerApi({
    ready,
    root,
    ctx,
    start,
    session: () => (destroyed ? null : session),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      bag.dispose();
      session = null;
      root.remove();
      emitter.clear();
    },
  });
}
