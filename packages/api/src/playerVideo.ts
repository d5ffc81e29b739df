// A Video record as the player takes it, for every page that shows the player (the watch page and
// the embed page). The player does not depend on this package: these are plain objects that its
// PlayerVideo and RelatedVideo option types accept as they are (a site test checks the fit).
import { channelPagePath } from './addresses.js';
import type { Video } from './types.js';

export interface PlayerVideoFields {
  video_id: number;
  title: string;
  dir: string;
  /** Seconds when known, otherwise the listed `hh:mm:ss` text. */
  duration: number | string;
  status_id: number;
  /** The poster: the larger screenshot. */
  thumbsrc: string;
  /** The channel link in the player's top bar; null for a member's upload (no channel). */
  channel?: { url: string; title: string } | null;
}

export interface RelatedVideoFields {
  video_id: number;
  dir: string;
  title: string;
  duration: string;
  scr: string;
}

export interface PlayerVideoOptions {
  /**
   * Whether the top bar links the channel. The watch page does; the embed page does not: there the
   * title, linking the watch page (the player's default title link), is the way to the site.
   */
  channelLink: boolean;
}

export function toPlayerVideo(video: Video, { channelLink }: PlayerVideoOptions): PlayerVideoFields {
  // No url: the player's default title link is the watch page, the address the video's url holds.
  const fields: PlayerVideoFields = {
    video_id: video.video_id,
    title: video.title,
    dir: video.dir,
    duration: video.duration_sec || video.duration,
    status_id: video.status_id,
    thumbsrc: video.scr || video.thumbsrc,
  };
  if (!channelLink) return fields;
  return {
    ...fields,
    channel: video.channel === 'UsersUpload' ? null : { url: channelPagePath(video.channel.dir), title: video.channel.title },
  };
}

/** A related or up-next entry; the larger screenshot is its picture. */
export function toRelatedVideo(video: Video): RelatedVideoFields {
  return { video_id: video.video_id, dir: video.dir, title: video.title, duration: video.duration, scr: video.scr || video.thumbsrc };
}

/** Who is looking at a list of videos to go to next. */
export interface ListViewer {
  /** Signed in (the site's readable sign-in hint: only what to offer, never who may watch). */
  member: boolean;
}

/**
 * The videos of a related or up-next list worth offering to `viewer`: a visitor is not led to a
 * members-only video (it would only ask them to log in), a member gets them all. The list itself is
 * one shared cached answer for everyone, so each page leaves them out for its own viewer.
 */
export function offeredTo<T extends Pick<Video, 'is_private'>>(videos: readonly T[], viewer: ListViewer): T[] {
  return viewer.member ? [...videos] : videos.filter((v) => !v.is_private);
}
