// fromVideoFiles: Reel's file list as the player's media. The rules (core/videoFiles.ts) are in the
// core: a page holding the list (the watch page, the embed) would otherwise wait for their chunk
// before the player could ask for the file.
import type { PlayerMedia } from './media.js';
import { mediaFromVideoFiles, type FromVideoFilesOptions } from './videoFiles.js';

/**
 * The file call's answer (or a promise of it) as media for `loadMedia`. Rejects on an error answer,
 * an answer that is not a list and a list with nothing playable: the player's setup error, with
 * the answer as the error's `cause`.
 */
export async function fromVideoFiles(answer: unknown, options: FromVideoFilesOptions = {}): Promise<PlayerMedia> {
  return mediaFromVideoFiles(await answer, options);
}
