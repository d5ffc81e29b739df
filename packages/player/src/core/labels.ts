// Every text the controls show or announce, in one table a page can replace (`labels` option):
// a page in another language passes its own words for any of these and keeps the rest.
import { DELETED_TEXT } from '../constants.js';

/** The English texts of the controls, by key; the `labels` option replaces any of them. */
export const DEFAULT_LABELS = {
  player: 'Video player',
  play: 'Play',
  pause: 'Pause',
  playPause: 'Play or pause',
  back: 'Back 10 seconds',
  forward: 'Forward 10 seconds',
  seek: 'Seek',
  /** The seek bar's spoken value; the times are spelt in the page's language (its lang). */
  seekTime: '{time} of {duration}',
  seekPercent: 'Jump to 0–90%',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  volumeUp: 'Volume up',
  volumeDown: 'Volume down',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  quality: 'Quality',
  qualityAuto: 'Auto',
  captions: 'Captions',
  captionsOff: 'Off',
  chapters: 'Chapters',
  speed: 'Playback speed',
  speedNormal: 'Normal',
  speedUp: 'Faster',
  speedDown: 'Slower',
  pip: 'Picture-in-picture',
  exitPip: 'Exit picture-in-picture',
  airplay: 'AirPlay',
  /** The Remote Playback button (a cast device) in its three states. */
  cast: 'Cast',
  castConnecting: 'Connecting',
  castConnected: 'Casting',
  download: 'Download',
  share: 'Share',
  shareAddress: 'Video address',
  copyLink: 'Copy link',
  embed: 'Embed',
  embedCode: 'Embed code',
  copyCode: 'Copy code',
  copied: 'Copied',
  related: 'Related videos',
  relatedPrevious: 'Previous related videos',
  relatedNext: 'Next related videos',
  relatedClose: 'Close related videos',
  relatedEmpty: 'No result found',
  upNext: 'Up next',
  upNextIn: 'Up next in ',
  upNextCancel: 'Cancel',
  upNextPlay: 'Play now',
  skipAdIn: 'Skip in ',
  skipAd: 'Skip ad',
  /** The advert's own label, shown while it plays. */
  advert: 'Advertisement',
  /** The advert's remaining time, `{time}` as 0:12. */
  advertLeft: '{time} left',
  /** The advert's picture: a click opens the advertiser's page in a new tab. */
  advertVisit: 'Visit advertiser',
  /** The advert paused while the advertiser's page is open: a click goes on with it. */
  advertResume: 'Resume advert',
  shortcuts: 'Keyboard shortcuts',
  keySpace: 'Space',
  close: 'Close',
  vrView: 'VR video: drag to look around',
  deleted: DELETED_TEXT,
  /** Under the deleted notice: a search of the site for the video's title. */
  searchSimilar: 'Search for similar videos',
} as const;

/** One text of the controls. */
export type LabelKey = keyof typeof DEFAULT_LABELS;
/**
 * The texts of the share panel's embed choices. Their English defaults live with the panel, a lazy
 * chunk (share/labels.ts); the `labels` option replaces them as it does the others.
 */
export type ShareLabelKey = 'embedSize' | 'embedResponsive' | 'embedStartAt';
/** Every text of the controls; the `labels` option takes any part of it. */
export type PlayerLabels = { [K in LabelKey]: string } & { [K in ShareLabelKey]?: string };

/** The page's words over the defaults; a key the page leaves out, or gives as a non-string, keeps its default. */
export function resolveLabels(given: Partial<PlayerLabels> | undefined): PlayerLabels {
  const labels: PlayerLabels = { ...DEFAULT_LABELS };
  if (!given || typeof given !== 'object') return labels;
  for (const key of Object.keys(DEFAULT_LABELS) as LabelKey[]) {
    const text = given[key];
    if (typeof text === 'string') labels[key] = text;
  }
  return labels;
}
