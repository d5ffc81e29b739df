// The controls every player story shares, and how they become createPlayer's options.
import { VideoStatus } from '@reel/api';
import { fromVideoFiles, THEME_DEFAULTS, usesHls, type HlsMode, type PlayerOptions } from '@reel/player';
import type { ArgTypes } from '@storybook/react-vite';
import type { MediaManifest } from '../manifest';
import { fileList, fetchText, findMedia, MEDIA_KEYS, playerVideo, relatedTo, type MediaKey } from '../media';
import { PREROLL_KINDS, type PrerollKind } from '../vast';
import { SCENARIOS, type ScenarioName } from './scenarios';
import { metricsSink, type StatusUpdate } from './status';

export interface PlayerStoryArgs {
  media: MediaKey;
  scenario: ScenarioName;
  /** The player's width in px (its height follows the 16:9 aspect). */
  width: number;
  embed: boolean;
  specialMode: boolean;
  hls: HlsMode;
  forceHls: boolean;
  startTime: number;
  /** Play again from the start at the end, so a playing story keeps playing. */
  loop: boolean;
  /** Status 5: recently deleted. */
  deleted: boolean;
  /** What the file call answers. */
  files: 'list' | 'error';
  /** Seconds before each file's first byte arrives. */
  stallSeconds: number;
  /** Related videos (and the up-next card, which shows the first of them). */
  related: boolean;
  customButtons: boolean;
  preroll: PrerollKind;
  siteName: string;
  accent: string;
  navigate: (url: string, how: { newTab: boolean }) => void;
  onCustomButton: (id: string) => void;
}

// Each control's description is what the docs page's table says about it (autodocs).
export const PLAYER_ARG_TYPES: Partial<ArgTypes<PlayerStoryArgs>> = {
  media: { control: 'select', options: MEDIA_KEYS, description: 'Which generated test video plays' },
  scenario: { control: 'select', options: SCENARIOS, description: 'What the story does with the player once it is set up' },
  width: {
    control: { type: 'range', min: 240, max: 1280, step: 10 },
    description: "The player's width in px; its height follows the 16:9 aspect. At 420 px or less the related carousel stays shut",
  },
  embed: { description: 'Embed mode: links open in a new tab, the related list opens on pause, no download button' },
  specialMode: { description: 'Special mode: the related list also opens at the end' },
  hls: {
    control: 'inline-radio',
    options: ['auto', 'force', 'off'],
    description: 'How a stream plays: the browser where it can (auto), always hls.js (force), or never (off)',
  },
  forceHls: { description: 'Treat the video as longer than 1800 s, so its HLS stream plays instead of the mp4' },
  startTime: { description: 'Seconds into the video where playback starts' },
  loop: { description: 'Play again from the start at the end, so a playing story keeps playing' },
  deleted: { description: 'Status 5, recently deleted: the notice instead of a player, and no file list is asked for' },
  files: {
    control: 'inline-radio',
    options: ['list', 'error'],
    description: 'What the file call answers: the file list, or `{ error }` (no player is made)',
  },
  stallSeconds: {
    control: { type: 'range', min: 0, max: 240, step: 5 },
    description: 'A stalled network: the first byte of each file arrives this late',
  },
  related: { description: 'Related videos, and the up-next card at the end, which offers the first of them' },
  customButtons: { description: 'Two custom control-bar buttons: Share with an SVG icon, Report with its label only' },
  preroll: {
    control: 'select',
    options: PREROLL_KINDS,
    description:
      'The preroll advert: none, a skippable one, a primary tag with no advert then the backup (failover), or a missing primary tag (failover-404)',
  },
  siteName: { description: 'The logo text (there is no logo image here) and the generic channel title' },
  accent: { control: 'color', description: 'The theme colour, `--reel-accent`: seek bar, big play button, focus rings, Play now' },
  navigate: { table: { category: 'actions' }, description: 'Called when the player opens a link (a related video, the title)' },
  onCustomButton: { table: { category: 'actions' }, description: 'Called with the id of the custom button clicked' },
};

export const DEFAULT_ARGS: Omit<PlayerStoryArgs, 'navigate' | 'onCustomButton'> = {
  media: 'test-fhd',
  scenario: 'idle',
  width: 640,
  embed: false,
  specialMode: false,
  hls: 'auto',
  forceHls: false,
  startTime: 0,
  loop: false,
  deleted: false,
  files: 'list',
  stallSeconds: 0,
  related: false,
  customButtons: false,
  preroll: 'none',
  siteName: 'Reel',
  accent: THEME_DEFAULTS['--reel-accent'],
};

const SHARE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="white"><path d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"/></svg>';

function customButtons(args: PlayerStoryArgs, update: StatusUpdate): PlayerOptions['customButtons'] {
  if (!args.customButtons) return undefined;
  const clicked = (id: string) => () => {
    args.onCustomButton(id);
    update((s) => ({ customClicks: [...s.customClicks, id] }));
  };
  return [
    { id: 'share', label: 'Share', icon: SHARE_ICON, onClick: clicked('share') },
    { id: 'report', label: 'Report', onClick: clicked('report') },
  ];
}

/** The service worker is needed for a stalled network and for the HLS redirect. */
export function needsServiceWorker(args: PlayerStoryArgs, manifest: MediaManifest): boolean {
  return args.stallSeconds > 0 || args.forceHls || usesHls(findMedia(manifest, args.media).duration_s);
}

export function playerOptions(args: PlayerStoryArgs, manifest: MediaManifest, update: StatusUpdate, tags: string[] | null): PlayerOptions {
  const media = findMedia(manifest, args.media);
  const related = relatedTo(manifest, media);
  const files = fileList(media, { stallS: args.stallSeconds });
  const video = playerVideo(manifest, media, args.deleted ? VideoStatus.Deleted : VideoStatus.Active);
  return {
    video,
    async loadMedia() {
      update((s) => ({ fileRequests: s.fileRequests + 1 }));
      const answer = args.files === 'error' ? { error: 'video_not_found' } : files;
      return fromVideoFiles(answer, { durationS: video.duration, forceHls: args.forceHls });
    },
    fetchText,
    loadRelated: args.related ? async () => related : undefined,
    embed: args.embed,
    specialMode: args.specialMode,
    hls: args.hls,
    startTime: args.startTime,
    loop: args.loop,
    siteUrl: '#',
    siteName: args.siteName,
    customButtons: customButtons(args, update),
    storage: null,
    metrics: metricsSink(update),
    navigate(url, how) {
      args.navigate(url, how);
      update((s) => ({ navigations: [...s.navigations, url] }));
    },
    ads: tags ? { getTag: () => tags } : undefined,
  };
}
