// hls.js, imported only when a stream must play through MediaSource (engine/choose.ts): the
// ~150 KB library is a chunk of its own that pages playing files never download.
import type { StreamAttachOptions, StreamHandle } from './stream.js';

/** Null when hls.js cannot run here (no usable MediaSource). hls.js starts loading at `startAt`. */
export async function attachHls(video: HTMLVideoElement, src: string, options: StreamAttachOptions): Promise<StreamHandle | null> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) return null;
  const hls = new Hls({ startPosition: options.startAt > 0 ? options.startAt : -1 });
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
