// hls.js, imported only when a stream must play through MediaSource (engine/choose.ts): a chunk of
// its own that pages playing files never download. It is hls.js's light build (its package's
// `hls.js/light` export): the player uses none of what light leaves out (subtitle and caption
// renditions, alternate audio, EME/DRM, CMCD, content steering, interstitials, variable
// substitution), since captions are the player's own <track> elements and the streams are one
// rendition of H.264/AAC in fragmented MP4. Light has no type declarations of its own: its API is
// the full build's, whose types are used (hlsLight.d.ts).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration reaches every project that compiles this file only this way
/// <reference path="./hlsLight.d.ts" />
import type * as HlsModule from 'hls.js';
import type { StreamAttachOptions, StreamHandle } from './stream.js';

/** Starts fetching the hls.js chunk; the module is fetched and run once, whoever asks first. */
export function loadHls(): Promise<typeof HlsModule> {
  return import('hls.js/light');
}

/** The playlist, asked for while hls.js loads: its answer may be cached (a signed playlist is), and
 * hls.js's own request then finds it there instead of starting only once the library runs. */
function warmPlaylist(video: HTMLVideoElement, src: string): void {
  const win = video.ownerDocument?.defaultView;
  if (typeof win?.fetch !== 'function') return;
  win
    .fetch(src)
    .then((answer) => answer.text())
    .catch(() => undefined);
}

/** Null when hls.js cannot run here (no usable MediaSource). hls.js starts loading at `startAt`. */
export async function attachHls(video: HTMLVideoElement, src: string, options: StreamAttachOptions): Promise<StreamHandle | null> {
  const loading = loadHls();
  warmPlaylist(video, src);
  const { default: Hls } = await loading;
  if (!Hls.isSupported()) return null;
  // startFragPrefetch: the first fragment is asked for as soon as the playlist is read, not once the
  // MediaSource has opened and the stream controller's next tick comes (up to 100 ms later).
  const hls = new Hls({ startPosition: options.startAt > 0 ? options.startAt : -1, startFragPrefetch: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) options.onFatal(data);
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return {
    destroy() {
      // destroy() also detaches the media: the MediaSource is closed and its blob address revoked.
      hls.destroy();
    },
  };
}
