// What the controls and the public methods call. Every method turns into an intent for the state
// machine and a call on the element; the state itself follows only the element's events.
import { DEFAULT_VOLUME_FRACTION } from '../constants.js';
import type { Clock } from '../core/clock.js';
import type { Metrics } from '../core/metrics.js';
import { planQualitySwitch } from '../core/quality.js';
import { clampSeek, createSkipGrouper, type SkipGrouper } from '../core/skip.js';
import type { PlayerSource } from '../core/sources.js';
import type { StateMachine } from '../core/state.js';
import { normaliseVolume, saveVolume, type StorageLike } from '../core/volume.js';
import type { Engine } from './engine.js';
import type { EngineKind } from './choose.js';
import { playWithFallback, type PlayResult } from './play.js';
import { qualityChoices, refOf, sourcesForChoice, type QualityChoice, type QualitySet } from '../core/choices.js';

export interface PlaybackOptions {
  video: HTMLVideoElement;
  machine: StateMachine;
  engine: Engine;
  clock: Clock;
  metrics: Metrics;
  storage: StorageLike | null;
  qualities: QualitySet;
  /** Turns the sources of a choice into addresses to play (the media's resolveSource). */
  resolve?(sources: PlayerSource[]): Promise<PlayerSource[]>;
  /** The duration from the video or its files, until the element knows its own. */
  fallbackDurationS: number;
  onPlayResult(result: PlayResult): void;
  onQuality(choice: QualityChoice, previous: QualityChoice): void;
  /**
   * While it answers true, a play or a play/pause toggle is not the content's: the preroll standing
   * before the content takes it (and starts itself inside the viewer's gesture), so no control,
   * key or method plays the video past its advert.
   */
  takePlay?(): boolean;
}

export interface Playback {
  play(): Promise<PlayResult>;
  pause(): void;
  togglePlay(): void;
  seek(seconds: number): void;
  readonly skip: SkipGrouper;
  setVolume(value: unknown): void;
  mute(): void;
  unmute(): void;
  toggleMute(): void;
  currentTime(): number;
  duration(): number;
  quality(): QualityChoice;
  qualities(): QualityChoice[];
  setQuality(choice: QualityChoice): Promise<void>;
  /** Loads the current choice from `startAt` (the first load, and after an advert). */
  load(startAt: number): Promise<EngineKind | null>;
  /** The viewer wants it playing (a play not undone by a pause): resumes after a fallback. */
  readonly wantsPlay: boolean;
}

/** Volume and mute on the element; a volume set here is also saved for the next visit. */
function volumeControls(
  video: HTMLVideoElement,
  storage: StorageLike | null,
): Pick<Playback, 'setVolume' | 'mute' | 'unmute' | 'toggleMute'> {
  const setVolume = (value: unknown): void => {
    const volume = normaliseVolume(value, video.volume);
    video.volume = volume;
    if (volume > 0 && video.muted) video.muted = false;
    saveVolume(storage, volume);
  };

  const mute = (): void => void (video.muted = true);
  const unmute = (): void => {
    video.muted = false;
    if (video.volume === 0) setVolume(DEFAULT_VOLUME_FRACTION);
  };

  return { setVolume, mute, unmute, toggleMute: () => (video.muted || video.volume === 0 ? unmute() : mute()) };
}

/** The timeline: how long it is, where it is, seeking in it and the grouped skips. */
function timeline(o: PlaybackOptions): Pick<Playback, 'seek' | 'skip' | 'currentTime' | 'duration'> {
  const { video, machine, engine } = o;
  const duration = (): number => (Number.isFinite(video.duration) && video.duration > 0 ? video.duration : o.fallbackDurationS);

  const seek = (seconds: number): void => {
    if (!Number.isFinite(seconds)) return;
    const to = clampSeek(seconds, 0, duration());
    machine.send('seek-intent');
    // Before metadata the element has no timeline: the engine applies it once it has one.
    if (video.readyState < 1) engine.setStartAt(to);
    else video.currentTime = to;
  };

  const skip = createSkipGrouper({ clock: o.clock, currentTime: () => video.currentTime, duration, seek });
  return { seek, skip, currentTime: () => video.currentTime, duration };
}

export function createPlayback(o: PlaybackOptions): Playback {
  const { video, machine, engine } = o;
  let choice = o.qualities.initial;
  let wantsPlay = false;

  const play = async (): Promise<PlayResult> => {
    if (o.takePlay?.()) return { outcome: 'aborted' };
    wantsPlay = true;
    machine.send('play-intent');
    const result = await playWithFallback(video);
    if (result.outcome !== 'played' && result.outcome !== 'muted') machine.send('play-rejected');
    o.onPlayResult(result);
    return result;
  };

  const pause = (): void => {
    wantsPlay = false;
    machine.send('pause-intent');
    video.pause();
  };

  // Without a resolver the source is set synchronously, before the caller goes on building the UI.
  const load = (startAt: number): Promise<EngineKind | null> => {
    const sources = sourcesForChoice(o.qualities, choice);
    return o.resolve ? o.resolve(sources).then((s) => engine.load(s, startAt)) : engine.load(sources, startAt);
  };

  const setQuality = async (next: QualityChoice): Promise<void> => {
    if (next === choice || !qualityChoices(o.qualities).includes(next)) return;
    const plan = planQualitySwitch(refOf(choice, o.qualities), refOf(next, o.qualities), {
      currentTime: video.currentTime,
      paused: video.paused && !wantsPlay,
    });
    if (plan.metric) o.metrics.event(plan.metric, { quality: next });
    const previous = choice;
    choice = next;
    // 'Auto' and its own fixed quality share a label (reload: false) but not a source: always load.
    await load(plan.resumeAt);
    o.onQuality(next, previous);
    if (plan.play) await play();
  };

  return {
    play,
    pause,
    togglePlay: () => void (o.takePlay?.() || video.paused || video.ended ? play() : pause()),
    ...timeline(o),
    ...volumeControls(video, o.storage),
    quality: () => choice,
    qualities: () => qualityChoices(o.qualities),
    setQuality,
    load,
    get wantsPlay() {
      return wantsPlay;
    },
  };
}
