// One real player in a story: createPlayer on the generated media, driven by the story's scenario,
// with its status shown beneath. The story remounts this component when a control changes (see
// playerStory.tsx), because the player takes its options once, when it is made.
import { createPlayer, type PlayerMedia } from '@reel/player';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { MediaManifest } from '../manifest';
import { ensureServiceWorker } from '../serviceWorker';
import { prerollTags } from '../vast';
import { needsServiceWorker, playerOptions, type PlayerStoryArgs } from './args';
import { runScenario } from './scenarios';
import { INITIAL_STATUS, trackStatus, type PlayerStatus, type StatusUpdate } from './status';
import { StatusPanel } from './StatusPanel';

interface StoryPlayerProps {
  args: PlayerStoryArgs;
  manifest: MediaManifest;
  /** A caption above the player, for stories that show more than one. */
  label?: string;
  /** What the story adds to the clip's media (a chapters track, say) before the player gets it. */
  withMedia?: (media: PlayerMedia) => PlayerMedia;
}

async function start(
  host: HTMLElement,
  props: StoryPlayerProps,
  update: StatusUpdate,
  signal: AbortSignal,
  cleanup: (() => void)[],
): Promise<void> {
  const { args, manifest } = props;
  if (needsServiceWorker(args, manifest)) await ensureServiceWorker();
  const preroll = await prerollTags(args.preroll);
  if (preroll) cleanup.push(preroll.release);
  if (signal.aborted) return;
  const options = playerOptions(args, manifest, update, preroll?.tags ?? null);
  const { withMedia } = props;
  const loadMedia = options.loadMedia;
  if (withMedia && loadMedia) options.loadMedia = async () => withMedia(await loadMedia());
  const player = createPlayer(host, options);
  cleanup.push(() => player.destroy(), trackStatus(player, host, update));
  await runScenario(player, args.scenario, signal);
}

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function StoryPlayer(props: StoryPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>(INITIAL_STATUS);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const abort = new AbortController();
    const cleanup: (() => void)[] = [];
    const update: StatusUpdate = (change) => {
      if (!abort.signal.aborted) setStatus((s) => ({ ...s, ...change(s) }));
    };
    start(container, props, update, abort.signal, cleanup).then(
      () => update(() => ({ step: 'done' })),
      (err: unknown) => update(() => ({ step: `failed: ${reason(err)}` })),
    );
    return () => {
      abort.abort();
      cleanup.reverse().forEach((fn) => fn());
    };
    // Made once per mount on purpose: the story gives this component a new key for new args.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const style = { width: `${props.args.width}px`, '--reel-accent': props.args.accent } as CSSProperties;
  return (
    <figure className="sb-player" style={style} data-testid="story-player">
      {props.label && <figcaption className="sb-player__label">{props.label}</figcaption>}
      <div ref={host} className="sb-player__host" />
      <StatusPanel status={status} label={props.label} />
    </figure>
  );
}
