// Site videos (the wire shape of @reel/api) made from the generated media, for the thumbnails.
import { type Video, VideoStatus } from '@reel/api';
import type { MediaManifest, StoryMedia } from '../manifest';
import { mediaUrl, videoId } from '../media';

export type FormatChoice = 'SD only' | 'HD' | 'Full HD';

const FORMATS: Record<FormatChoice, string> = {
  'SD only': '_sd.mp4',
  HD: '_sd.mp4,.mp4',
  'Full HD': '_sd.mp4,.mp4,_fhd.mp4',
};

/** mm:ss, as the list answers carry it. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface CardFields {
  title: string;
  views: number;
  formats: FormatChoice;
  /** The channel shown under the title; empty for a member's upload. */
  channel: string;
  picture: boolean;
  /** A model of the video: named under the title when there is no channel. */
  model?: string;
  /** The muted preview clip that plays while the thumbnail is in view. */
  preview?: boolean;
}

/** The smallest rendition makes the preview clip, as the server's previews are small. */
function previewClip(media: StoryMedia): string {
  const file = media.files.find((f) => f.format === '_sd.mp4') ?? media.files[0];
  return file ? mediaUrl(file.path) : '';
}

export function siteVideo(m: MediaManifest, media: StoryMedia, fields: Partial<CardFields> = {}): Video {
  const id = videoId(m, media);
  const title = fields.title ?? media.title;
  const channel = fields.channel ?? 'Reel test patterns';
  return {
    video_id: id,
    id,
    dir: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    description: '',
    duration: clock(media.duration_s),
    duration_sec: media.duration_s,
    post_date: '2024-05-01 12:00:00',
    thumbsrc: mediaUrl(media.thumb),
    thumb: fields.picture === false ? '' : mediaUrl(media.thumb),
    scr: mediaUrl(media.scr),
    scr1: mediaUrl(media.scr),
    img: mediaUrl(media.scr),
    thumbs: [],
    preview: fields.preview ? previewClip(media) : '',
    file_formats: FORMATS[fields.formats ?? 'HD'],
    status_id: VideoStatus.Active,
    statistics: { viewed: fields.views ?? 12_345, likes: 40, dislikes: 2, comments: 3, favourites: 5 },
    video_viewed: fields.views ?? 12_345,
    rating: 95,
    channel: channel ? { channel_id: 1, dir: 'reel-test-patterns', title: channel, title2: '', url: '', videos: 4 } : 'UsersUpload',
    content_source: null,
    content_source_name: '',
    models: fields.model ? [{ dir: fields.model.toLowerCase().replace(/[^a-z0-9]+/g, '-'), title: fields.model }] : [],
    categories: [],
    user: channel ? null : { user_id: 7, username: 'pattern_maker' },
    sg_id: null,
    ex_tube: '',
    ex_id: '',
    avatar: '',
    toptn: 0,
    vr: media.vr,
    is_private: false,
    url: '',
  };
}
