// fromVideoFiles: Reel's file list as the player's media. The rules (core/videoFiles.ts) are a lazy
// chunk, so a page that plays its own sources never downloads them; given the file call's promise
// rather than its answer, the chunk loads while the call is under way.
import type { PlayerMedia } from './media.js';
import type { FromVideoFilesOptions } from './videoFiles.js';

/**
 * The file call's answer (or a promise of it) as media for `loadMedia`. Rejects on an error answer,
 * an answer that is not a list and a list with nothing playable: the player's setup error, with
 * the answer as the error's `cause`.
 */
export async function fromVideoFiles(answer: unknown, options: FromVideoFilesOptions = {}): Promise<PlayerMedia> {
  const [rules, list] = await Promise.all([import('./videoFiles.js'), answer]);
  return rules.mediaFromVideoFiles(list, options);
}
