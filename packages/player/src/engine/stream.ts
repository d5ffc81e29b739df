// The engines a stream plays through, each attached to the one <video>: hls.js (engine/hls.ts,
// a lazy chunk) and a DASH engine the page brings (`engines.dash`), both behind one shape.

export interface StreamAttachOptions {
  /** Seconds to start from. */
  startAt: number;
  /** A fatal error: the engine cannot go on with this stream (the player falls back to a file). */
  onFatal(detail: unknown): void;
}

export interface StreamHandle {
  /** Detaches from the element and frees what the engine holds. */
  destroy(): void;
}

/** A DASH player the page brings (dash.js, Shaka…), wrapped to attach a manifest to the <video>. */
export interface DashEngine {
  attach(video: HTMLVideoElement, src: string, options: StreamAttachOptions): StreamHandle | Promise<StreamHandle>;
}
