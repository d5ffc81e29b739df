// <Player>: a React home for createPlayer. The core player is made in an effect (never during
// render, so server rendering touches no window/document) and destroyed in its cleanup, so
// StrictMode's mount → unmount → mount ends with one live player. It is rebuilt only when the
// video (video_id, or the sources' addresses), embed or the HLS mode (hls) changes; callbacks are
// read through a ref, so a new metrics sink, loadMedia function or event prop (onPlay, onTimeUpdate,
// …) does not rebuild it. Listeners (event props, the ref's on()) are kept by the component, not by
// one player: added before the player exists, they are attached when it is made. See docs/react.md.
import {
  forwardRef,
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react';
import { createPlayer, type Player as CorePlayer, type PlayerEvents, type PlayerOptions } from '@reel/player';
import { PlayerContext } from './context.js';
import { eventOfProp, type PlayerEventProps } from './eventProps.js';
import { createListenerHub } from './listeners.js';

/** The core's methods a ref forwards, each answered by whichever player is live. */
export type ForwardedMethods = Pick<
  CorePlayer,
  | 'play'
  | 'pause'
  | 'seek'
  | 'skipBack'
  | 'skipForward'
  | 'setVolume'
  | 'mute'
  | 'unmute'
  | 'getVolume'
  | 'isMuted'
  | 'isPaused'
  | 'setLoop'
  | 'getLoop'
  | 'setQuality'
  | 'setCaptions'
  | 'getCaptions'
  | 'setPlaybackRate'
  | 'getPlaybackRate'
  | 'enterPictureInPicture'
  | 'exitPictureInPicture'
  | 'toggleRelated'
  | 'enterFullscreen'
  | 'getState'
  | 'getCurrentTime'
  | 'getDuration'
>;

/** What a ref to <Player> holds: the core's methods, answered by the live player. */
export interface PlayerHandle extends ForwardedMethods {
  /** The live core player, or null before it exists and after unmount. */
  readonly player: CorePlayer | null;
  /** The live player's `ready`; false when there is no player. */
  readonly ready: Promise<boolean>;
  /**
   * Listens to the player's events on whichever player is live:
   * a listener added before the player exists is attached when it is made, and a rebuild for a new
   * video keeps it. Returns the unsubscribe.
   */
  on<K extends keyof PlayerEvents>(name: K, listener: (payload: PlayerEvents[K]) => void): () => void;
}

export interface PlayerProps extends PlayerOptions, PlayerEventProps {
  className?: string;
  style?: CSSProperties;
  /** Rendered after the player; usePlayer() inside them gets this player. */
  children?: ReactNode;
  ref?: Ref<PlayerHandle>;
}

type OptionsProps = Omit<PlayerProps, 'className' | 'style' | 'children' | 'ref'>;

/** The props without the event props: what createPlayer is given. */
function playerOptions(props: OptionsProps): PlayerOptions {
  return Object.fromEntries(Object.entries(props).filter(([key]) => eventOfProp(key) === null)) as PlayerOptions;
}

/** The event props given, as `prop event` pairs joined in one string (an effect's dependency). */
function eventPropsKey(props: OptionsProps): string {
  return Object.keys(props)
    .flatMap((key) => {
      const event = eventOfProp(key);
      return event && typeof props[key as keyof OptionsProps] === 'function' ? [`${key} ${event}`] : [];
    })
    .sort()
    .join(',');
}

/**
 * The options handed to createPlayer: data as it is at build time, callbacks that always call the
 * latest prop (the core keeps the options object it was given for the player's whole life).
 */
function liveOptions(ref: { current: OptionsProps }): PlayerOptions {
  const first = playerOptions(ref.current);
  const options: PlayerOptions = {
    ...first,
    metrics: (record) => ref.current.metrics?.(record),
  };
  // Optional callbacks stay optional: leaving one out selects the core's default (or, for
  // loadMedia, the sources given).
  if (first.loadMedia) options.loadMedia = () => (ref.current.loadMedia ?? first.loadMedia!)();
  if (first.fetchText) options.fetchText = (url) => (ref.current.fetchText ?? first.fetchText!)(url);
  if (first.loadRelated) options.loadRelated = (id, page) => (ref.current.loadRelated ?? first.loadRelated!)(id, page);
  if (first.navigate) options.navigate = (url, how) => (ref.current.navigate ?? first.navigate!)(url, how);
  return options;
}

/** The placeholder takes the player's box (its theme's aspect ratio), so nothing below moves when
 * the player replaces it after the first paint. */
const PLACEHOLDER_STYLE = {
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  aspectRatio: 'var(--reel-aspect, 16 / 9)',
  background: 'var(--reel-bg, #000)',
} as const;
/** The poster fills it as the player will show it, so the page's largest picture is drawn with the
 * page rather than after the player has built itself. */
const POSTER_STYLE = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' } as const;

// forwardRef, not a `ref` prop: React 18 hands a function component no ref of its own (React 19 does).
export const Player = forwardRef<PlayerHandle, Omit<PlayerProps, 'ref'>>(function Player(
  { className, style, children, ...options },
  ref,
): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const live = useRef<CorePlayer | null>(null);
  const latest = useRef<OptionsProps>(options);
  const [player, setPlayer] = useState<CorePlayer | null>(null);
  const [hub] = useState(createListenerHub);
  const { register } = useContext(PlayerContext);

  // Declared before the building effect, so it runs first: a build sees this render's props.
  useEffect(() => {
    latest.current = options;
  });

  // Each event prop given listens through the hub and calls the latest prop; only a prop appearing
  // or going away subscribes again (a new function for the same prop does not). Before the building
  // effect, so the first player is made with them attached.
  const eventProps = eventPropsKey(options);
  useEffect(() => {
    const offs = eventProps
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [prop, event] = pair.split(' ') as [keyof OptionsProps, keyof PlayerEvents];
        return hub.on(event, (payload) => (latest.current[prop] as ((p: unknown) => void) | undefined)?.(payload));
      });
    return () => offs.forEach((off) => off());
  }, [eventProps, hub]);

  // A page without Reel's video is keyed by its sources' addresses.
  const videoId = options.video?.video_id ?? options.sources?.map((s) => s.src).join(' ') ?? '';
  const { embed, hls } = options;
  const title = options.video?.title ?? options.title ?? '';
  const poster = options.video?.thumbsrc || options.poster;
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const made = createPlayer(container, liveOptions(latest));
    hub.attach(made);
    // The placeholder goes with the next render; hidden now, it is never drawn beside the player
    // (two boxes of the player's height for a frame, the page below jumping down and back).
    if (placeholder.current) placeholder.current.style.display = 'none';
    live.current = made;
    setPlayer(made);
    register?.(made, true);
    return () => {
      hub.detach(made);
      made.destroy();
      if (live.current === made) live.current = null;
      setPlayer((current) => (current === made ? null : current));
      register?.(made, false);
    };
  }, [videoId, embed, hls, register, hub]);

  useImperativeHandle(ref, (): PlayerHandle => {
    const p = () => live.current;
    return {
      get player() {
        return p();
      },
      get ready() {
        return p()?.ready ?? Promise.resolve(false);
      },
      play: () => p()?.play() ?? Promise.resolve(),
      pause: () => p()?.pause(),
      seek: (seconds) => p()?.seek(seconds),
      skipBack: () => p()?.skipBack(),
      skipForward: () => p()?.skipForward(),
      setVolume: (value) => p()?.setVolume(value),
      mute: () => p()?.mute(),
      unmute: () => p()?.unmute(),
      getVolume: () => p()?.getVolume() ?? 0,
      isMuted: () => p()?.isMuted() ?? false,
      isPaused: () => p()?.isPaused() ?? true,
      setLoop: (loop) => p()?.setLoop(loop),
      getLoop: () => p()?.getLoop() ?? false,
      setQuality: (label) => p()?.setQuality(label) ?? Promise.resolve(),
      setCaptions: (srclang) => p()?.setCaptions(srclang),
      getCaptions: () => p()?.getCaptions() ?? null,
      setPlaybackRate: (rate) => p()?.setPlaybackRate(rate),
      getPlaybackRate: () => p()?.getPlaybackRate() ?? 1,
      enterPictureInPicture: () => p()?.enterPictureInPicture() ?? Promise.resolve(),
      exitPictureInPicture: () => p()?.exitPictureInPicture() ?? Promise.resolve(),
      toggleRelated: () => p()?.toggleRelated() ?? false,
      enterFullscreen: () => p()?.enterFullscreen() ?? Promise.resolve(),
      on: (name, listener) => hub.on(name, listener),
      getState: () => p()?.getState() ?? 'idle',
      getCurrentTime: () => p()?.getCurrentTime() ?? 0,
      getDuration: () => p()?.getDuration() ?? 0,
    };
  }, [hub]);

  const context = useMemo(() => ({ player, register }), [player, register]);
  const classes = ['reel-player-react', className].filter(Boolean).join(' ');
  return (
    <div className={classes} style={style} data-video-id={String(videoId)}>
      {/* The core appends its own element here; React only owns the placeholder. */}
      <div ref={host} className="reel-player-host">
        {player ? null : (
          <div
            ref={placeholder}
            className="reel-player-placeholder"
            style={PLACEHOLDER_STYLE}
            role="img"
            aria-label={title ? `Video player: ${title}` : 'Video player'}
          >
            {poster ? (
              <img className="reel-player-placeholder-poster" src={poster} alt="" style={POSTER_STYLE} />
            ) : (
              <span className="reel-player-placeholder-title">{title}</span>
            )}
          </div>
        )}
      </div>
      {children === undefined ? null : <PlayerContext.Provider value={context}>{children}</PlayerContext.Provider>}
    </div>
  );
});
