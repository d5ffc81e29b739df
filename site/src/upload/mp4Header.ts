// Reads what the pre-check needs from an mp4/mov file's own header: only the top-level box headers
// and the moov box are read (Blob.slice), wherever moov sits — ffmpeg's default puts it at the end.
import inspector, { type InspectedBox } from 'mux.js/lib/tools/mp4-inspector';
import { BOX_HEADER_BYTES, MAX_MOOV_BYTES, MAX_TOP_BOXES } from './constants';

export interface TrackInfo {
  width: number;
  height: number;
  /** The 3×3 display matrix, row by row, as signed 32-bit values (a, b, c, d are 16.16 fixed point). */
  matrix: number[];
}

export interface Mp4Info {
  /** From the movie header; 0 when the header does not say (a fragmented file). */
  durationS: number;
  /** The visual tracks (those with a width and a height). */
  tracks: TrackInfo[];
}

/** Why a file could not be read: not boxes at all (`broken`), or a moov too large to read here. */
export type HeaderFailure = 'broken' | 'unreadable';

async function bytesOf(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(start, end).arrayBuffer());
}

interface BoxHeader {
  type: string;
  start: number;
  size: number;
}

/** The top-level box at `offset`, or null when the bytes there are not a box header. */
async function boxAt(blob: Blob, offset: number): Promise<BoxHeader | null> {
  const head = await bytesOf(blob, offset, offset + BOX_HEADER_BYTES);
  if (head.length < 8) return null;
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const type = String.fromCharCode(...head.subarray(4, 8));
  if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
  let size = view.getUint32(0);
  if (size === 1) {
    if (head.length < 16) return null;
    size = view.getUint32(8) * 2 ** 32 + view.getUint32(12);
  } else if (size === 0) {
    size = blob.size - offset;
  }
  if (size < 8 || offset + size > blob.size) return null;
  return { type, start: offset, size };
}

/** The moov box's bytes (header included), or why they could not be had. */
export async function readMoov(blob: Blob): Promise<Uint8Array | HeaderFailure> {
  let offset = 0;
  for (let n = 0; n < MAX_TOP_BOXES && offset < blob.size; n++) {
    const box = await boxAt(blob, offset);
    if (!box) return 'broken';
    if (box.type === 'moov') return box.size > MAX_MOOV_BYTES ? 'unreadable' : bytesOf(blob, box.start, box.start + box.size);
    offset += box.size;
  }
  return offset >= blob.size ? 'broken' : 'unreadable';
}

/** mux.js copies the matrix byte by byte into its array; the 9 big-endian values are rebuilt here. */
function matrixValues(raw: unknown): number[] {
  const bytes = raw instanceof Uint32Array || raw instanceof Uint8Array ? Array.from(raw) : [];
  if (bytes.length !== 36) return [0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000];
  return Array.from(
    { length: 9 },
    (_, i) => (bytes[4 * i] << 24) | (bytes[4 * i + 1] << 16) | (bytes[4 * i + 2] << 8) | bytes[4 * i + 3] | 0,
  );
}

function child(box: InspectedBox | undefined, type: string): InspectedBox | undefined {
  return box?.boxes?.find((b) => b.type === type);
}

/**
 * Duration and visual tracks of a moov box, read with mux.js. A box mux.js cannot parse is left to
 * the server's ffprobe (`unreadable`); a moov without a movie header is `broken`.
 */
export function parseMoov(moov: Uint8Array): Mp4Info | HeaderFailure {
  let top: InspectedBox[];
  try {
    top = inspector.inspect(moov);
  } catch {
    return 'unreadable';
  }
  const movie = top.find((b) => b.type === 'moov');
  const mvhd = child(movie, 'mvhd');
  if (!movie || !mvhd) return 'broken';
  const timescale = Number(mvhd.timescale);
  const duration = Number(mvhd.duration);
  const durationS = timescale > 0 && duration > 0 ? duration / timescale : 0;
  const tracks: TrackInfo[] = [];
  for (const trak of movie.boxes ?? []) {
    const tkhd = trak.type === 'trak' ? child(trak, 'tkhd') : undefined;
    const width = Number(tkhd?.width);
    const height = Number(tkhd?.height);
    if (tkhd && width > 0 && height > 0) tracks.push({ width, height, matrix: matrixValues(tkhd.matrix) });
  }
  return { durationS, tracks };
}

/** The file's header facts, or why they could not be read. */
export async function readMp4Info(blob: Blob): Promise<Mp4Info | HeaderFailure> {
  const moov = await readMoov(blob);
  if (typeof moov === 'string') return moov;
  return parseMoov(moov);
}
