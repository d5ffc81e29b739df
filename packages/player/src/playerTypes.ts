// The public shape of createPlayer(container, options): options, events and methods.
import type { AdEngineKind, AdStatsParams, AdStatus } from './ads/types.js';
import type { TagSource } from './ads/tags.js';
import type { Clock } from './core/clock.js';
import type { PlayerLabels } from './core/labels.js';
import type { MetricRecord, MetricsSink } from './core/metrics.js';
import type { PlayerMedia, TextTrackSource, VideoSource } from './core/media.js';
import type { Chapter } from './core/chapters.js';
import type { VrMode } from './core/sources.js';
import type { ShareAddresses } from './core/share.js';
import type { PlayerState, StateChange } from './core/state.js';
import type { StorageLike } from './core/volume.js';
import type { EngineKind, HlsMode } from './engine/choose.js';
import type { DashEngine } from './engine/stream.js';
import type { QualityChoice } from './core/choices.js';

export type { Chapter, EngineKind, HlsMode, PlayerMedia, QualityChoice, TextTrackSource, VideoSource };

/** Playback engines the page brings for what the browser and the player cannot play alone. */
export interface PlayerEngines {
  /** Loaded when a DASH source is to play (dash.js, Shaka…, wrapped as a DashEngine). */
  dash?: () => Promise<DashEngine>;
}

/** The video as the page knows it. */
export interface PlayerVideo {
  video_id: number | string;
  title: string;
  dir: string;
  /** Seconds, or text `hh:mm:ss` / `mm:ss`. */
  duration?: number | string | null;
  status_id?: number | string | null;
  thumbsrc?: string;
  /** The watch page; the title link goes here (default: videoLink(video_id, dir)). */
  url?: string;
  channel?: { url?: string; title?: string } | null;
}

/** A related or up-next video. */
export interface RelatedVideo {
  video_id: number | string;
  dir: string;
  title: string;
  duration?: string | number;
  scr?: string;
}

/** Preroll adverts, played by the lazily loaded ad engine (ads/). */
export interface PlayerAdsOptions {
  kind?: AdEngineKind;
  /** Primary tag first, then backups; polled AD_TAG_ATTEMPTS times. */
  getTag: TagSource;
  statsUrl?: string;
  statsParams?: AdStatsParams;
  /** The IMA SDK's address when `kind` is 'ima' (default: Google's ima3.js). */
  sdkUrl?: string;
  /** Mobile time-outs (10 s instead of 5 s); by default from the pointer type. */
  mobile?: boolean;
}

export interface PlayerOptions {
  /** Reel's video: its id and dir turn on share, download, related, up-next and the title link. */
  video?: PlayerVideo;
  /** What to play (or `loadMedia`). */
  sources?: VideoSource[];
  /** Captions and subtitles for `sources`, and its chapters as a track of kind `chapters` (a `loadMedia` answer brings its own). */
  textTracks?: TextTrackSource[];
  /** Fetches what to play once the player is set up (Reel: `fromVideoFiles` of the file list). */
  loadMedia?(): Promise<PlayerMedia>;
  /** The title shown and announced when there is no `video`. */
  title?: string;
  /** The picture shown before playback when there is no `video`. */
  poster?: string;
  /**
   * A `<video>` already in the page (a server-rendered one that started loading before the
   * scripts): the player moves it into itself and plays through it, keeping its loaded data and
   * position. When its `src` is the address the player chooses, nothing is loaded again.
   */
  adopt?: HTMLVideoElement;
  engines?: PlayerEngines;
  /** Text of an address: VR text_redirect answers and the timeline VTT (default: fetch). */
  fetchText?(url: string): Promise<string>;
  loadRelated?(videoId: number | string, page: number): Promise<RelatedVideo[]>;
  /** The up-next card's video; without it, the first related video. */
  upNext?: RelatedVideo | null;
  embed?: boolean;
  /** Also opens the related list at the end. */
  specialMode?: boolean;
  /** The logo link's target; no logo link without it. */
  siteUrl?: string;
  /** The logo image; the site name as text without it. */
  logo?: string;
  /** The logo's text or alt text, and the generic channel title. Default 'Reel'. */
  siteName?: string;
  /** [{id, label, icon?, onClick}]; anything else is a console error and no buttons. */
  customButtons?: unknown;
  /** `false`: no <style> is added, the page links `@reel/player/styles.css` (a strict CSP). Default true. */
  injectStyles?: boolean;
  /** The page's CSP nonce, set on every <style> the player injects. */
  styleNonce?: string;
  metrics?: MetricsSink;
  /** For the remembered volume (ktk_volume). Default: localStorage, when usable. */
  storage?: StorageLike | null;
  /** Read for autostart/autoplay/start_time/seek_time. Default: location.href. */
  pageUrl?: string;
  /** Default: location.assign, or window.open for a new tab. */
  navigate?(url: string, options: { newTab: boolean }): void;
  clock?: Clock;
  /** 'auto' (default), 'force' (hls.js even with native HLS: tests), 'off' (never hls.js). */
  hls?: HlsMode;
  /** Start playing once loaded (the page address's autostart/autoplay do the same). */
  autoplay?: boolean;
  /** Start without sound (browsers let a muted video autoplay). */
  muted?: boolean;
  /** Play again from the start at the end; a looping video never completes (no up-next). */
  loop?: boolean;
  /** Seconds to start from (the page address's start_time/seek_time win). */
  startTime?: number;
  /**
   * The share menu (normal mode): the watch page's address and the embed page's for the iframe
   * code. Default: both on the page's own site. `false`: no share menu.
   */
  share?: false | Partial<ShareAddresses>;
  /** Preroll adverts; left out, no advert code is loaded. */
  ads?: PlayerAdsOptions;
  /** The controls' texts, for a page in another language; each key left out keeps its English default. */
  labels?: Partial<PlayerLabels>;
}

export interface PlayerEvents {
  state: StateChange;
  /** The element's play committed a change: playback asked for and confirmed (not during an advert). */
  play: StateChange;
  /** The element's pause committed a change (also just before `ended`, as the element fires it). */
  pause: StateChange;
  timeupdate: { currentTime: number; duration: number };
  /** A seek landed (the viewer's, a method's, or a loop's restart). */
  seeked: { currentTime: number };
  /** The media loaded more: seconds buffered from the start under the playhead, and that as 0..1 of the duration. */
  progress: { bufferedS: number; percent: number };
  ready: { quality: QualityChoice; qualities: QualityChoice[]; engine: EngineKind | null; durationS: number; vr: VrMode | null };
  error: { kind: 'setup' | 'media' | 'hls' | 'vr' | 'play'; message: string; detail?: unknown };
  quality: { quality: QualityChoice; previous: QualityChoice };
  /** The video's id, or null without a `video`. */
  ended: { video_id: number | string | null };
  metric: MetricRecord;
  /** play() was refused with sound: `muted` says whether the muted retry plays. */
  autoplay: { muted: boolean; playing: boolean };
  volume: { volume: number; muted: boolean };
  /** The playback speed changed (not during an advert). */
  ratechange: { rate: number };
  /** Picture-in-picture began or ended. */
  pip: { active: boolean };
  related: { open: boolean };
  upnext: { action: 'shown' | 'cancelled' | 'navigate'; video_id: number | string };
  /** The captions shown changed: a track's language, or null for none. */
  captions: { srclang: string | null };
  /** The chapter playing changed (from the chapters track): null before the first, in a gap, or after the last. */
  chapterchange: { chapter: Chapter | null };
  /** A preroll advert shows its first frame: its length in seconds (0 while the element does not know it). */
  adstart: { durationS: number };
  /**
   * The preroll gave way to the video, which is starting: 'completed' or 'skipped' after an advert,
   * 'failed' or 'empty' when none played.
   */
  adend: { status: AdStatus };
}

export interface Player {
  /** Resolves once the video is set up (true), or with false: deleted, setup error, destroyed. */
  readonly ready: Promise<boolean>;
  /** The player's own element inside the container. */
  readonly element: HTMLElement;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
  skipBack(): void;
  skipForward(): void;
  setVolume(value: number): void;
  mute(): void;
  unmute(): void;
  /** 0..1, as the element has it (or as remembered, before set-up). */
  getVolume(): number;
  isMuted(): boolean;
  /** True unless the video is playing or about to (paused, complete, idle, or an advert holds it). */
  isPaused(): boolean;
  setLoop(loop: boolean): void;
  getLoop(): boolean;
  setQuality(label: QualityChoice): Promise<void>;
  /** Shows the captions of this language (a track's srclang), or none with null; remembered. */
  setCaptions(srclang: string | null): void;
  /** The language of the captions shown, or null. */
  getCaptions(): string | null;
  /** The chapter playing (from the chapters track), or null. */
  getChapter(): Chapter | null;
  /** Opens or closes the related list; returns whether it is open now. */
  toggleRelated(): boolean;
  enterFullscreen(): Promise<void>;
  /** Clamped to 0.5–2; a value that is not a finite number is ignored. Kept across quality switches. */
  setPlaybackRate(rate: number): void;
  getPlaybackRate(): number;
  /** Where the browser has it, and not in VR mode; a refusal is ignored. */
  enterPictureInPicture(): Promise<void>;
  exitPictureInPicture(): Promise<void>;
  on<K extends keyof PlayerEvents>(name: K, listener: (payload: PlayerEvents[K]) => void): () => void;
  getState(): PlayerState;
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
}
