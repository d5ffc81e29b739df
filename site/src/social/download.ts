// A member's download link (social.ts DOWNLOAD_FILE_PATH): the best rendition the video has.
import { downloadFilePath, FORMAT_FHD, FORMAT_HD, FORMAT_SD, type Video } from '@reel/api';
import { formatList } from '../format';

const BEST_FIRST = [FORMAT_FHD, FORMAT_HD, FORMAT_SD];

export function downloadHref(video: Pick<Video, 'video_id' | 'file_formats'>): string {
  const formats = formatList(video.file_formats);
  const format = BEST_FIRST.find((f) => formats.includes(f)) ?? FORMAT_HD;
  return downloadFilePath(video.video_id, format);
}
