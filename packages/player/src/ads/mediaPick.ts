// Choosing what the player can play from a VAST response. Pure: the browser's canPlayType and the
// player's width are passed in, so the rules are tested in Node.

/** The MediaFile fields we read (vast-client's parsed object has more). */
export interface MediaFileLike {
  fileURL: string | null;
  mimeType: string | null;
  deliveryType?: string | null;
  apiFramework?: string | null;
  width?: number;
  bitrate?: number;
}

export interface LinearCreativeLike {
  type: string;
  mediaFiles?: MediaFileLike[];
}

export interface AdLike {
  creatives?: LinearCreativeLike[];
}

/** Progressive files only: no VPAID/SIMID scripts, no streaming manifests (spec: mp4 or webm). */
const PLAYABLE_TYPES = new Set(['video/mp4', 'video/webm']);

export type CanPlayType = (mime: string) => string;

export function isPlayable(file: MediaFileLike, canPlayType: CanPlayType): boolean {
  if (!file.fileURL || !/^(https?:)?\/\//i.test(file.fileURL.trim())) return false;
  const mime = (file.mimeType ?? '').trim().toLowerCase();
  if (!PLAYABLE_TYPES.has(mime)) return false;
  if (file.apiFramework) return false;
  if (file.deliveryType && file.deliveryType.trim().toLowerCase() !== 'progressive') return false;
  try {
    return canPlayType(mime) !== '';
  } catch {
    return false;
  }
}

/**
 * The playable files, best first: the width nearest the player's (less scaling, no wasted
 * bandwidth), on a tie the higher bitrate; a file without a width after every file that states one.
 * The engine tries them in this order until one plays. Empty when nothing is playable (VAST 403).
 */
export function rankMediaFiles<F extends MediaFileLike>(files: readonly F[], canPlayType: CanPlayType, playerWidth: number): F[] {
  const distance = (file: F) => (file.width ? Math.abs(file.width - playerWidth) : Number.MAX_SAFE_INTEGER);
  return files
    .filter((file) => isPlayable(file, canPlayType))
    .map((file, index) => ({ file, index }))
    .sort((a, b) => distance(a.file) - distance(b.file) || (b.file.bitrate ?? 0) - (a.file.bitrate ?? 0) || a.index - b.index)
    .map(({ file }) => file);
}

/** The best playable file (the first of rankMediaFiles), or null when nothing is playable. */
export function pickMediaFile(files: readonly MediaFileLike[], canPlayType: CanPlayType, playerWidth: number): MediaFileLike | null {
  return rankMediaFiles(files, canPlayType, playerWidth)[0] ?? null;
}

/** The first linear creative (in response order) with a playable file, and its files best first. */
export function pickLinear<A extends AdLike>(
  ads: readonly A[],
  canPlayType: CanPlayType,
  playerWidth: number,
): { ad: A; creative: NonNullable<A['creatives']>[number]; files: MediaFileLike[] } | null {
  for (const ad of ads) {
    for (const creative of ad.creatives ?? []) {
      if (creative.type !== 'linear') continue;
      const files = rankMediaFiles(creative.mediaFiles ?? [], canPlayType, playerWidth);
      if (files.length > 0) return { ad, creative, files };
    }
  }
  return null;
}
