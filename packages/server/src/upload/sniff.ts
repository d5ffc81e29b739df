// What a file's first bytes say it is, as the container families of UPLOAD_EXTENSIONS: enough to
// refuse a file that cannot be a video after its first chunk, not after gigabytes. ffprobe still
// reads the whole file once it is in; this only turns away what it would refuse anyway.
import { UPLOAD_EXTENSIONS, type UploadErrorCode } from '@reel/api';

const MPEG_TS_PACKET_BYTES = 188;
const MPEG_TS_SYNC = 0x47;
/** The box types a QuickTime or ISO media file may begin with. */
const MP4_FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

/** The container family the bytes begin as, or null when they begin as none the site accepts. */
export function sniffContainer(head: Buffer): string | null {
  if (head.length >= 8 && MP4_FIRST_BOXES.has(head.toString('latin1', 4, 8))) return 'mp4';
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'matroska';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ') return 'avi';
  if (startsWith(head, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11])) return 'asf';
  if (head.toString('latin1', 0, 3) === 'FLV') return 'flv';
  if (startsWith(head, [0x00, 0x00, 0x01, 0xba])) return 'mpeg';
  const packets = Math.min(3, Math.ceil(head.length / MPEG_TS_PACKET_BYTES));
  if (packets > 0 && Array.from({ length: packets }, (_, i) => head[i * MPEG_TS_PACKET_BYTES]).every((b) => b === MPEG_TS_SYNC))
    return 'mpegts';
  return null;
}

/** The refusal the first bytes earn under this extension: `damaged` for no accepted container,
 * `extension` for another one than the name says; null when they may be what the name says. */
export function headRefusal(head: Buffer, extension: string): UploadErrorCode | null {
  const family = sniffContainer(head);
  if (family === null) return 'damaged';
  return (UPLOAD_EXTENSIONS[extension] ?? []).includes(family) ? null : 'extension';
}
