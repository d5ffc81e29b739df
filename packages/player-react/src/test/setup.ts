// jsdom has no media playback: HTMLMediaElement's play/pause/load only report "not implemented".
// Fill in exactly those browser methods (not our code) so the core player can run its real logic.
import { fromVideoFiles, type PlayerMedia } from '@reel/player';

export function fillMediaElement(): void {
  if (typeof HTMLMediaElement === 'undefined') return;
  const proto = HTMLMediaElement.prototype;
  Object.defineProperty(proto, 'play', { configurable: true, writable: true, value: () => Promise.resolve() });
  Object.defineProperty(proto, 'pause', { configurable: true, writable: true, value: () => undefined });
  Object.defineProperty(proto, 'load', { configurable: true, writable: true, value: () => undefined });
}

/** Test data: a file list as GET /api/videofile.php answers it (one 480p mp4). */
export function fileList(videoId: number | string): unknown[] {
  return [
    {
      video_url: `https://cdn.example.test/videos/${videoId}/${videoId}.mp4`,
      format: '.mp4',
      vr: '',
      timelines_count: 0,
      timelines_interval: 0,
      timelines_url: '',
      duration: 95,
    },
  ];
}

/** The player's media from that file list, as the site and the embed make it. */
export const loadMedia = (): Promise<PlayerMedia> => fromVideoFiles(fileList(1));
