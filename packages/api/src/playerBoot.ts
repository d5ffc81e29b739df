// The data the server writes into the watch page and the embed page for the player (a JSON block)
// and the id of the `<video>` it renders there, which the player adopts. Read once: the block only
// describes the page as it was first loaded, never a video reached by navigating inside the app.
import type { Video, VideoFile } from './types.js';

export const PLAYER_BOOT_ELEMENT_ID = 'reel-player-boot';
export const PLAYER_BOOT_VIDEO_ID = 'reel-boot-video';
/** The poster `<img>` the server draws where the watch page's player will be, before the scripts. */
export const PLAYER_BOOT_POSTER_ID = 'reel-boot-poster';

export interface PlayerBootData {
  video: Video;
  files: VideoFile[];
}

// Structural, so this module needs no DOM types (the server shares the package): a page passes
// its `document`.
interface BootElement {
  readonly tagName: string;
  readonly textContent: string | null;
  remove(): void;
  removeAttribute(name: string): void;
}
interface BootDocument<E extends BootElement> {
  getElementById(id: string): E | null;
}

/** The page's boot data for `videoId`, taken out of the page (a second read answers null). */
export function takePlayerBoot(doc: BootDocument<BootElement>, videoId: number): PlayerBootData | null {
  const element = doc.getElementById(PLAYER_BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as PlayerBootData;
    return data?.video?.video_id === videoId && Array.isArray(data.files) ? data : null;
  } catch {
    return null;
  }
}

/** The server-rendered `<video>`, still in the document and not yet adopted, or null. */
export function bootVideo<E extends BootElement>(doc: BootDocument<E>): E | null {
  const element = doc.getElementById(PLAYER_BOOT_VIDEO_ID);
  if (element?.tagName !== 'VIDEO') return null;
  // Adopted once: a later player (another video of the same page) makes its own.
  element.removeAttribute('id');
  return element;
}
