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
 * The playable file whose width is nearest the player's (less scaling, no wasted bandwidth); on a
 * tie the higher bitrate. Null when nothing is playable (VAST error 403).
 */
export function pickMediaFile(files: readonly MediaFileLike[], canPlayType: CanPlayType, playerWidth: number): MediaFileLike | null {
  let best: MediaFileLike | null = null;
  let bestDistance = Infinity;
  for (const file of files) {
    if (!isPlayable(file, canPlayType)) continue;
    // A file without a width is usable but ranks after every file that states one.
    const distance = file.width ? Math.abs(file.width - playerWidth) : Number.MAX_SAFE_INTEGER;
    const better = distance < bestDistance || (distance === bestDistance && (file.bitrate ?? 0) > (best?.bitrate ?? 0));
    if (better) {
      best = file;
      bestDistance = distance;
    }
  }
  return best;
}

/** The first linear creative (in response order) with a playable file, and that file. */
export function pickLinear<A extends AdLike>(
  ads: readonly A[],
  canPlayType: CanPlayType,
  playerWidth: number,
): { ad: A; creative: NonNullable<A['creatives']>[number]; file: MediaFileLike } | null {
  for (const ad of ads) {
    for (const creative of ad.creatives ?? []) {
      if (creative.type !== 'linear') continue;
      const file = pickMediaFile(creative.mediaFiles ?? [], canPlayType, playerWidth);
      if (file) return { ad, creative, file };
    }
  }
  return null;
}
