// Signed, expiring video addresses: `/get_file/{expires}/{signature}/{video_id}{format}`. The file
// name stays last so that the player can read the quality label from it. Captions files are signed
// the same way, their format being `.{srclang}.vtt`.
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_CHARS = 22;
/** A rendition (`_sd.mp4`…) or a captions file (`.{srclang}.vtt`, the language a BCP 47 tag). */
const FILE_RE = /^(\d{1,9})((?:_sd|_fhd|_tr)?\.mp4|\.[A-Za-z0-9-]{2,35}\.vtt)$/;

export interface SignedFile {
  videoId: number;
  format: string;
}

function signature(secret: string, videoId: number, format: string, expires: number): string {
  return createHmac('sha256', secret).update(`${videoId}|${format}|${expires}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

export function signVideoUrl(secret: string, videoId: number, format: string, expires: number): string {
  return `/get_file/${expires}/${signature(secret, videoId, format, expires)}/${videoId}${format}`;
}

/**
 * A segment of the HLS stream behind a signed rendition address: the same signature covers the
 * rendition and its stream, so a playlist hands out segment addresses that expire with it.
 */
export function signedSegmentUrl(signedUrl: string, segment: string): string {
  return `${signedUrl}/hls/${segment}`;
}

export type VerifyResult = { ok: true; file: SignedFile } | { ok: false; code: 'invalid_link' | 'link_expired' };

export function verifyVideoUrl(secret: string, expiresSeg: string, sig: string, file: string, nowS: number): VerifyResult {
  const match = FILE_RE.exec(file);
  if (!match || !/^\d{1,12}$/.test(expiresSeg)) return { ok: false, code: 'invalid_link' };
  const videoId = Number(match[1]);
  const format = match[2];
  const expires = Number(expiresSeg);
  const expected = Buffer.from(signature(secret, videoId, format, expires));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, code: 'invalid_link' };
  if (expires < nowS) return { ok: false, code: 'link_expired' };
  return { ok: true, file: { videoId, format } };
}
