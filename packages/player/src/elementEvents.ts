// The media element's events, told to the state machine, to the page (the player's events) and to
// the controls; and a refused play() reported as the page hears of it.
import { MEDIA_EVENTS, type StateChange, type StateMachine } from './core/state.js';
import type { PlayerContext } from './context.js';
import type { Ui } from './dom/ui.js';
import type { PlayResult } from './engine/play.js';
import type { Playback } from './engine/playback.js';

/** What of a session the element's events feed. */
interface Fed {
  video: HTMLVideoElement;
  machine: StateMachine;
  playback: Playback;
}

export function reportPlay(ctx: PlayerContext, result: PlayResult, muted: boolean): void {
  if (result.outcome === 'played' || result.outcome === 'aborted') return;
  // A refusal is a player_error even when the muted retry plays: the page asked for sound.
  ctx.metrics.count('player_error');
  if (result.outcome === 'muted' || result.outcome === 'blocked') {
    ctx.emitter.emit('autoplay', { muted: result.outcome === 'muted' || muted, playing: result.outcome === 'muted' });
  }
  if (result.outcome !== 'muted')
    ctx.emitter.emit('error', { kind: 'play', message: `play() was refused (${result.outcome})`, detail: result.error });
}

/** The element's events into the state machine, the page's events and the controls. The controls
 * come after the first frame (`ui()` is null until then): the last state change is told to them
 * when they arrive, so none is lost. */
export function feedElement(
  ctx: PlayerContext,
  s: Fed,
  ui: () => Ui | null,
  adActive: () => boolean,
): { lastChange(): StateChange | null } {
  const { bag, emitter, metrics } = ctx;
  const { video, machine, playback } = s;
  let last: StateChange | null = null;
  // The root's data-state is the state machine's, controls or not: pages style by it.
  ctx.root.dataset.state = machine.state;
  for (const name of MEDIA_EVENTS) bag.on(video, name, () => adActive() || machine.send(name));
  bag.add(
    machine.on('state', (change) => {
      last = change;
      ctx.root.dataset.state = change.state;
      ui()?.onState(change);
      emitter.emit('state', change);
      // The element's play and pause as the player's events: the changes their media events committed.
      if (change.input === 'play' || change.input === 'pause') emitter.emit(change.input, change);
      if (change.state === 'complete') emitter.emit('ended', { video_id: ctx.options.video?.video_id ?? null });
    }),
  );
  bag.add(() => machine.destroy());
  const firstFrame = (e: Event) => {
    if (!adActive() && (e.type === 'playing' || video.currentTime > 0)) metrics.firstFrame();
  };
  bag.on(video, 'playing', firstFrame);
  bag.on(video, 'timeupdate', (e) => {
    firstFrame(e);
    if (adActive()) return;
    ui()?.controls.updateTime();
    emitter.emit('timeupdate', { currentTime: video.currentTime, duration: playback.duration() });
  });
  for (const name of ['progress', 'durationchange', 'loadedmetadata', 'seeked']) bag.on(video, name, () => ui()?.controls.updateTime());
  bag.on(video, 'seeked', () => adActive() || emitter.emit('seeked', { currentTime: video.currentTime }));
  bag.on(video, 'progress', () => adActive() || emitter.emit('progress', bufferedAhead(video, playback.duration())));
  let rate = video.playbackRate;
  // Setting the rate changes defaultPlaybackRate too, and each change fires ratechange: one event.
  bag.on(
    video,
    'ratechange',
    () => adActive() || rate === video.playbackRate || emitter.emit('ratechange', { rate: (rate = video.playbackRate) }),
  );
  bag.on(video, 'volumechange', () => {
    ui()?.controls.volume.update();
    emitter.emit('volume', { volume: video.volume, muted: video.muted });
  });
  return { lastChange: () => last };
}

/** How far the buffered range under the playhead reaches (player.js's progress event). */
export function bufferedAhead(video: HTMLVideoElement, durationS: number): { bufferedS: number; percent: number } {
  const t = video.currentTime;
  let end = 0;
  for (let i = 0; i < video.buffered.length; i++) {
    if (video.buffered.start(i) <= t + 0.5 && video.buffered.end(i) >= t) end = Math.max(end, video.buffered.end(i));
  }
  return { bufferedS: end, percent: durationS > 0 ? Math.min(1, end / durationS) : 0 };
}
