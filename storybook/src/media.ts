// The generated media as the player and the site see it: file lists in the shape of
// /api/videofile.php, related videos, and addresses resolved against the Storybook page, so the
// stories work under `storybook dev` and from any folder the static build is served from.
import { type VideoFile, VideoStatus } from '@reel/api';
import type { PlayerVideo, RelatedVideo } from '@reel/player';
import type { MediaManifest, StoryMedia } from './manifest';

export type MediaKey = 'test-hd' | 'test-fhd' | 'test-vr' | 'test-hls';
export const MEDIA_KEYS: readonly MediaKey[] = ['test-hd', 'test-fhd', 'test-vr', 'test-hls'];

/** Read by the service worker (static/reel-sw.js): the file's first byte comes this late. */
export const STALL_PARAM = 'reel_stall_s';
/** Video ids of the generated media, in manifest order (any stable numbers do). */
const FIRST_VIDEO_ID = 1001;

let manifest: Promise<MediaManifest> | null = null;

/** The manifest, fetched once per page; a missing one says how to make it. */
export function loadManifest(): Promise<MediaManifest> {
  manifest ??= fetch(mediaUrl('manifest.json')).then((res) => {
    if (!res.ok) throw new Error(`media/manifest.json answered ${res.status}: run \`pnpm --filter @reel/storybook media\``);
    return res.json() as Promise<MediaManifest>;
  });
  return manifest;
}

export function mediaUrl(path: string): string {
  return new URL(`media/${path}`, document.baseURI).href;
}

export function findMedia(m: MediaManifest, key: string): StoryMedia {
  const found = m.videos.find((v) => v.key === key);
  if (!found) throw new Error(`media/manifest.json has no ${key}: remove storybook/media and run the stories again`);
  return found;
}

export function videoId(m: MediaManifest, media: StoryMedia): number {
  return FIRST_VIDEO_ID + m.videos.indexOf(media);
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The video as a watch page knows it. */
export function playerVideo(m: MediaManifest, media: StoryMedia, statusId: number = VideoStatus.Active): PlayerVideo {
  return {
    video_id: videoId(m, media),
    title: media.title,
    dir: slug(media.title),
    duration: media.duration_s,
    status_id: statusId,
    thumbsrc: mediaUrl(media.scr),
    channel: { title: 'Reel test patterns' },
  };
}

export interface FileListOptions {
  /** Seconds before each file's first byte arrives (0: at once). */
  stallS?: number;
}

/** The file list /api/videofile.php would answer, trailer included (the player drops it). */
export function fileList(media: StoryMedia, options: FileListOptions = {}): VideoFile[] {
  const timelines = media.timelines.vtt ? mediaUrl(media.timelines.vtt) : '';
  return media.files.map((file) => {
    const url = new URL(mediaUrl(file.path));
    if (options.stallS) url.searchParams.set(STALL_PARAM, String(options.stallS));
    return {
      video_url: url.href,
      format: file.format,
      vr: media.vr,
      timelines_count: timelines ? media.timelines.count : 0,
      timelines_interval: timelines ? media.timelines.interval : 0,
      timelines_url: timelines,
      duration: media.duration_s,
    };
  });
}

/** Enough related videos for the carousel to scroll: the other generated videos, in turn. */
const RELATED_COUNT = 12;
const RELATED_FIRST_ID = 2001;

/** The related list (and up-next card) of `media`: every other generated video, repeated. */
export function relatedTo(m: MediaManifest, media: StoryMedia): RelatedVideo[] {
  const others = m.videos.filter((v) => v !== media);
  return Array.from({ length: others.length === 0 ? 0 : RELATED_COUNT }, (_, i) => {
    const v = others[i % others.length];
    const round = Math.floor(i / others.length);
    const title = round === 0 ? v.title : `${v.title}, part ${round + 1}`;
    return { video_id: RELATED_FIRST_ID + i, dir: slug(title), title, duration: v.duration_s, scr: mediaUrl(v.scr) };
  });
}

/**
 * The VR text_redirect answer, as the server gives it: the address of the file itself. Anything
 * else is read from the network (the timeline VTT).
 */
export async function fetchText(url: string): Promise<string> {
  const address = new URL(url, document.baseURI);
  if (address.searchParams.get('text_redirect') === 'yes') {
    address.searchParams.delete('text_redirect');
    return address.href;
  }
  const res = await fetch(address);
  if (!res.ok) throw new Error(`${address.pathname} answered ${res.status}`);
  return res.text();
}
