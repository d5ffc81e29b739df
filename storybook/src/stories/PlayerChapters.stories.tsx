// A video with chapters: the story's file list with a chapters WebVTT track (static/chapters/) added
// to the media, so the seek bar shows a mark where each chapter begins, the hover preview and the
// time's tooltip name the chapter, and the chapters button lists them and seeks to the one chosen.
import { createPlayer, type PlayerMedia } from '@reel/player';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { POLL, requests } from '../checks/page';
import { allInPlayer, expectReady, inPlayer } from '../checks/player';
import type { MediaManifest } from '../manifest';
import { playerOptions } from '../player/args';
import { PLAYER_META, type MediaLoaded, type PlayerStoryArgs } from '../player/playerStory';
import { runScenario } from '../player/scenarios';
import { INITIAL_STATUS, trackStatus, type PlayerStatus, type StatusUpdate } from '../player/status';
import { StatusPanel } from '../player/StatusPanel';

/** The chapters of the test-hls clip, served beside the stories (storybook/static/chapters/). */
const CHAPTERS_URL = 'chapters/test-hls.vtt';

function withChapters(media: PlayerMedia): PlayerMedia {
  const chapters = { src: new URL(CHAPTERS_URL, document.baseURI).href, srclang: 'en', label: 'Chapters', kind: 'chapters' } as const;
  return { ...media, textTracks: [...(media.textTracks ?? []), chapters] };
}

function ChaptersPlayer({ args, manifest }: { args: PlayerStoryArgs; manifest: MediaManifest }) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<PlayerStatus>(INITIAL_STATUS);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const abort = new AbortController();
    const update: StatusUpdate = (change) => {
      if (!abort.signal.aborted) setStatus((s) => ({ ...s, ...change(s) }));
    };
    const options = playerOptions(args, manifest, update, null);
    const loadMedia = options.loadMedia;
    const player = createPlayer(container, {
      ...options,
      loadMedia: async () => withChapters(await (loadMedia as () => Promise<PlayerMedia>)()),
    });
    const untrack = trackStatus(player, container, update);
    runScenario(player, args.scenario, abort.signal).then(
      () => update(() => ({ step: 'done' })),
      (err: unknown) => update(() => ({ step: `failed: ${err instanceof Error ? err.message : String(err)}` })),
    );
    return () => {
      abort.abort();
      untrack();
      player.destroy();
    };
    // Made once per mount: the story gives this component a new key for new args.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <figure className="sb-player" style={{ width: `${args.width}px` }} data-testid="story-player">
      <div ref={host} className="sb-player__host" />
      <StatusPanel status={status} />
    </figure>
  );
}

const meta: Meta<PlayerStoryArgs> = {
  ...PLAYER_META,
  title: 'Player/Chapters',
  render: (args, { loaded }) => <ChaptersPlayer key={JSON.stringify(args)} args={args} manifest={(loaded as MediaLoaded).manifest} />,
};
export default meta;

type Story = StoryObj<PlayerStoryArgs>;

/** Three chapters of the 14 s clip: marks on the seek bar and the chapters menu after the time. */
export const Chapters: Story = {
  args: { scenario: 'idle', media: 'test-hls' },
  play: async ({ canvasElement: c }) => {
    await expectReady(c, 'idle');
    // Chapters begin at 5 s and 10 s of the 14 s clip: a mark each, after the first.
    await waitFor(() => expect(allInPlayer(c, '.reel-seek-track .reel-chapter-mark')).toHaveLength(2), POLL);
    await expect(inPlayer(c, '.reel-chapters')?.getAttribute('aria-label')).toBe('Chapters');
    await expect(inPlayer(c, '.reel-time')?.getAttribute('title')).toBe('Opening');
    await expect(requests()).toContain('/chapters/test-hls.vtt');
  },
};
