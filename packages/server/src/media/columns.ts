// How a media record is written into a video's columns, the same for seeded and uploaded videos.
import type { MediaInfo } from './types.js';

/** The `media` column: where the pictures, preview, HLS playlist and timeline sprites of the media
 * live (the server builds thumbnails, HLS and timeline answers from it). */
export function videoMediaJson(m: MediaInfo): string {
  const { thumbs, thumb, scr, scr1, img, preview, hls, timeline_sprites, timeline_tile } = m;
  return JSON.stringify({ thumbs, thumb, scr, scr1, img, preview, hls, timeline_sprites, timeline_tile });
}

/** The `file_formats` column: the formats of the media's files, comma-separated. */
export function fileFormats(m: MediaInfo): string {
  return m.files.map((f) => f.format).join(',');
}
