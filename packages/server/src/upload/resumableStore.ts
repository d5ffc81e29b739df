// Where resumable uploads live while they arrive. On local disk (MEDIA_STORAGE=local):
// @tus/file-store in UPLOAD_DIR/resumable, each upload's bytes under its id and its state (size,
// metadata with the owner, creation time) in `<id>.json` beside them, so every API node that shares
// the folder reads the same upload. In the bucket (MEDIA_STORAGE=s3): bucketResumableStore.ts. Both
// check the first bytes as they arrive (resumableSniff.ts) and hand a finished upload over as a
// local file, where the single-request upload's checks and the worker read it. Which one a
// server uses: openResumableStore.ts.
import { open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/server';
import { RESUMABLE_FOLDER } from './constants.js';
import { HeaderDurations } from './resumableDuration.js';
import { RunningHashes } from './runningHash.js';
import { sniffedWrite } from './resumableSniff.js';

/** The extensions offered: no deferred length, so the size limit is checked before any byte. */
export const RESUMABLE_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'];

export const resumableFolder = (uploadDir: string) => join(uploadDir, RESUMABLE_FOLDER);

/** What the resumable upload and the sweeper ask of either store besides tus's own calls. */
export interface ResumableStore extends DataStore {
  /** Moves a finished upload's bytes to `path` on this machine and forgets the upload (a finished
   * upload is no longer resumable); answers their SHA-256 (hex) when this node hashed them all as
   * they arrived (runningHash.ts), else null. */
  takeFinished(id: string, path: string): Promise<string | null>;
  /** Removes every unfinished upload created before `beforeMs`, with its bytes; answers how many. */
  removeCreatedBefore(beforeMs: number): Promise<number>;
}

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(bytes);
    const { bytesRead } = await file.read(head, 0, bytes, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

export class FolderResumableStore extends FileStore implements ResumableStore {
  private readonly hashes: RunningHashes;
  private readonly durations = new HeaderDurations();

  constructor(uploadDir: string, expiryMs: number) {
    super({ directory: resumableFolder(uploadDir), expirationPeriodInMilliseconds: expiryMs });
    this.extensions = RESUMABLE_EXTENSIONS;
    this.hashes = new RunningHashes(expiryMs);
  }

  override write(readable: Readable, id: string, offset: number): Promise<number> {
    const store = { getUpload: (i: string) => this.getUpload(i), remove: (i: string) => this.remove(i), readStart: this.readStart };
    // The first bytes are checked, then the header read, then the bytes hashed, then stored.
    return sniffedWrite(store, readable, id, offset, (r) =>
      this.durations.write(store, r, id, offset, (d) => this.hashes.write(d, id, offset, (h) => super.write(h, id, offset))),
    );
  }

  private readStart = (id: string, bytes: number) => readHead(join(this.directory, id), bytes);

  override async remove(id: string): Promise<void> {
    this.hashes.forget(id);
    this.durations.forget(id);
    await super.remove(id);
  }

  async takeFinished(id: string, path: string): Promise<string | null> {
    this.durations.forget(id);
    const { size } = await this.getUpload(id);
    await rename(join(this.directory, id), path);
    await this.configstore.delete(id);
    return this.hashes.take(id, size ?? Number.NaN);
  }

  /** An upload's state (`<id>.json`) says when it was created, whichever node it was sent to. */
  async removeCreatedBefore(beforeMs: number): Promise<number> {
    let removed = 0;
    for (const name of (await readdir(this.directory).catch(() => [] as string[])).filter((n) => n.endsWith('.json'))) {
      const state = await readFile(join(this.directory, name), 'utf8').then(
        (text) => JSON.parse(text) as { creation_date?: string },
        () => null,
      );
      const created = state?.creation_date ? Date.parse(state.creation_date) : Number.NaN;
      if (!(created < beforeMs)) continue;
      const id = name.slice(0, -'.json'.length);
      this.hashes.forget(id);
      this.durations.forget(id);
      await rm(join(this.directory, id), { force: true });
      await rm(join(this.directory, name), { force: true });
      removed++;
    }
    return removed;
  }
}
