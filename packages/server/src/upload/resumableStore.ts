// Where resumable uploads live while they arrive: @tus/file-store in UPLOAD_DIR/resumable, each
// upload's bytes under its id and its state (size, metadata with the owner, creation time) in
// `<id>.json` beside them, so every API node that shares the folder reads the same upload. The
// store also checks the first bytes as soon as they are in and deletes an upload that cannot be a
// video before the rest is sent.
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { RESUMABLE_UPLOAD_METADATA, UPLOAD_FIELDS, uploadExtension } from '@reel/api';
import { RESUMABLE_FOLDER, UPLOAD_SNIFF_BYTES } from './constants.js';
import { headRefusal } from './sniff.js';
import { refuse } from './submit.js';

/** The extensions offered: no deferred length, so the size limit is checked before any byte. */
const EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'];

export const resumableFolder = (uploadDir: string) => join(uploadDir, RESUMABLE_FOLDER);

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

export class ResumableStore extends FileStore {
  constructor(uploadDir: string, resumeHours: number) {
    super({ directory: resumableFolder(uploadDir), expirationPeriodInMilliseconds: resumeHours * 3600 * 1000 });
    this.extensions = EXTENSIONS;
  }

  /** Where the upload's bytes are. */
  pathOf(id: string): string {
    return join(this.directory, id);
  }

  /** Drops the upload's state once its bytes have moved on (a finished upload is no longer resumable). */
  async forget(id: string): Promise<void> {
    await this.configstore.delete(id);
  }

  /** Writes a chunk; the write that completes the first UPLOAD_SNIFF_BYTES (or the whole file)
   * also checks them against the file's name, and a refused upload is removed at once. */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const written = await super.write(readable, id, offset);
    if (offset >= UPLOAD_SNIFF_BYTES) return written;
    const upload = await this.getUpload(id);
    const needed = Math.min(UPLOAD_SNIFF_BYTES, upload.size ?? UPLOAD_SNIFF_BYTES);
    if (written < needed) return written;
    const extension = uploadExtension(upload.metadata?.[RESUMABLE_UPLOAD_METADATA.filename] ?? '');
    const code = headRefusal(await readHead(this.pathOf(id), needed), extension);
    if (code === null) return written;
    await this.remove(id);
    throw refuse(code, UPLOAD_FIELDS.file, undefined, 415);
  }
}
