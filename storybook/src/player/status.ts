// What a story's player is doing, gathered from its events, its metrics and its <video>: shown
// under the player for whoever looks at the story, and as JSON in data-status for the browser test.
import type { MetricRecord, Player, PlayerState } from '@reel/player';

export interface PlayerStatus {
  /** Whether player.ready said yes; 'pending' until it answers. */
  ready: 'pending' | 'yes' | 'no';
  state: PlayerState;
  engine: string;
  quality: string;
  qualities: string[];
  time: number;
  related: boolean;
  /** The up-next card's last action: shown, cancelled or navigate. */
  upNext: string;
  /** The kinds of the player's error events, in order. */
  errors: string[];
  /** Metric names as the sink received them, in order. */
  metrics: string[];
  /** Every address the <video> loaded (path only, or `blob:` for a stream), in order. */
  sources: string[];
  navigations: string[];
  fileRequests: number;
  customClicks: string[];
  /** The story's own steps: running, done, or failed with the reason. */
  step: string;
}

export const INITIAL_STATUS: PlayerStatus = {
  ready: 'pending',
  state: 'idle',
  engine: '',
  quality: '',
  qualities: [],
  time: 0,
  related: false,
  upNext: '',
  errors: [],
  metrics: [],
  sources: [],
  navigations: [],
  fileRequests: 0,
  customClicks: [],
  step: 'running',
};

export type StatusUpdate = (change: (status: PlayerStatus) => Partial<PlayerStatus>) => void;

function sourceName(src: string): string {
  if (!src || src.startsWith('blob:')) return src ? 'blob:' : '';
  const url = new URL(src);
  return `${url.pathname}${url.search}`;
}

/** The sink handed to the player as `metrics`: it is called during createPlayer already. */
export function metricsSink(update: StatusUpdate): (record: MetricRecord) => void {
  return (record) => update((s) => ({ metrics: [...s.metrics, record.name] }));
}

/**
 * Follows `player` until the returned function is called. `host` is the player's container:
 * media events do not bubble, so the <video>'s loads are caught on the way down instead.
 */
export function trackStatus(player: Player, host: HTMLElement, update: StatusUpdate): () => void {
  const onLoad = (e: Event) => {
    const video = e.target as HTMLVideoElement;
    if (video.tagName === 'VIDEO') update((s) => ({ sources: [...s.sources, sourceName(video.currentSrc || video.src)] }));
  };
  host.addEventListener('loadstart', onLoad, true);
  const off = [
    player.on('state', ({ state }) => update(() => ({ state }))),
    player.on('ready', (r) => update(() => ({ engine: r.engine ?? 'advert first', quality: r.quality, qualities: r.qualities }))),
    player.on('quality', ({ quality }) => update(() => ({ quality }))),
    player.on('timeupdate', ({ currentTime }) => update(() => ({ time: Math.round(currentTime * 10) / 10 }))),
    player.on('related', ({ open }) => update(() => ({ related: open }))),
    player.on('upnext', ({ action }) => update(() => ({ upNext: action }))),
    player.on('error', ({ kind }) => update((s) => ({ errors: [...s.errors, kind] }))),
  ];
  player.ready.then((ok) => update(() => ({ ready: ok ? 'yes' : 'no' })));
  return () => {
    host.removeEventListener('loadstart', onLoad, true);
    off.forEach((fn) => fn());
  };
}
