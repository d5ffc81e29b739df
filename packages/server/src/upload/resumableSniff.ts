// The early "is it a video" check of a resumable upload, whichever store keeps its bytes: a write
// that brings the first UPLOAD_SNIFF_BYTES of the file (or the whole file, if smaller) holds them
// back until they are checked, with those written before, against the file's name. A refused chunk
// ends there for the store, without a byte of it stored (the rest of it is read and dropped); the
// upload is removed with whatever its store kept and the refusal is thrown. Nothing is thrown into
// the store's own streams: @tus/s3-store waits forever on a source that fails behind a chunk's tail.
import { Transform, pipeline, type Readable } from 'node:stream';
import { RESUMABLE_UPLOAD_METADATA, UPLOAD_FIELDS, uploadExtension, type UploadErrorCode } from '@reel/api';
import type { Upload } from '@tus/server';
import type { ApiHttpError } from '../http/errors.js';
import { UPLOAD_SNIFF_BYTES } from './constants.js';
import { headRefusal } from './sniff.js';
import { refuse } from './submit.js';

export interface SniffedStore {
  getUpload(id: string): Promise<Upload>;
  remove(id: string): Promise<void>;
  /** The upload's first `bytes` bytes, all of them already written (fewer than UPLOAD_SNIFF_BYTES). */
  readStart(id: string, bytes: number): Promise<Buffer>;
}

/** Writes `readable` at `offset` through `write`, checking the file's first bytes before the store sees them. */
export async function sniffedWrite(
  store: SniffedStore,
  readable: Readable,
  id: string,
  offset: number,
  write: (readable: Readable) => Promise<number>,
): Promise<number> {
  if (offset >= UPLOAD_SNIFF_BYTES) return write(readable);
  const upload = await store.getUpload(id);
  const needed = Math.min(UPLOAD_SNIFF_BYTES, upload.size ?? UPLOAD_SNIFF_BYTES);
  const extension = uploadExtension(upload.metadata?.[RESUMABLE_UPLOAD_METADATA.filename] ?? '');
  const held: Buffer[] = [];
  let heldBytes = 0;
  let state: 'holding' | 'passing' | 'refused' = 'holding';
  let refusal: ApiHttpError | null = null;
  const check = async (): Promise<UploadErrorCode | null> => {
    const before = offset > 0 ? await store.readStart(id, offset) : Buffer.alloc(0);
    return headRefusal(Buffer.concat([before, ...held]).subarray(0, needed), extension);
  };
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (state === 'passing') return done(null, chunk);
      if (state === 'refused') return done();
      held.push(chunk);
      heldBytes += chunk.length;
      if (offset + heldBytes < needed) return done();
      check().then((code) => {
        if (code === null) {
          state = 'passing';
          return done(null, Buffer.concat(held));
        }
        state = 'refused';
        refusal = refuse(code, UPLOAD_FIELDS.file, undefined, 415);
        this.push(null);
        done();
      }, done);
    },
    flush(done) {
      done(null, state === 'holding' ? Buffer.concat(held) : undefined);
    },
  });
  const written = await write(pipeline(readable, watch, () => undefined));
  if (!refusal) return written;
  await store.remove(id);
  throw refusal;
}
