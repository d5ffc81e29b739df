// A test server of a file's own plays real media for the seeded catalogue: the catalogue names
// files that do not exist, so one made clip stands in for every progressive file.
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { syntheticMedia } from '@reel/server/testing';

/** The seeded pictures are not on disk (only the played files are): the console's line for their 404s. */
export const SYNTHETIC_PICTURE_404 = /\/media\/synthetic-[\w-]+\/[\w./-]+\.jpg\)$/;

/** Copies `clip` to every progressive file of the seeded catalogue (HLS and VR records are left without). */
export async function placeClip(clip: string, mediaDir: string): Promise<void> {
  for (const media of syntheticMedia().filter((m) => !m.hls && !m.vr)) {
    for (const file of media.files) {
      const to = join(mediaDir, file.path);
      await mkdir(dirname(to), { recursive: true });
      await copyFile(clip, to);
    }
  }
}
