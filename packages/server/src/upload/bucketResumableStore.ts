// Resumable uploads straight into the bucket (MEDIA_STORAGE=s3) with @tus/s3-store: each upload is
// an S3 multipart upload under its id, its state the object `<id>.info`, and a chunk's tail shorter
// than a part the object `<id>.part` — all in the bucket, so any API node continues an upload any
// other started. Nothing is cached per node (a node that kept an upload's state would take one
// another node removed for finished). The objects sit at the bucket's root, outside S3_PREFIX: the
// store names each by the upload's id alone.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { S3Store, type Options } from '@tus/s3-store';
import type { S3Settings } from '../config.js';
import { s3ClientConfig } from '../media/objectStore.js';
import { RESUMABLE_PART_BYTES, RESUMABLE_PART_UPLOADS_MAX } from './constants.js';
import { RESUMABLE_EXTENSIONS, type ResumableStore } from './resumableStore.js';
import { HeaderDurations } from './resumableDuration.js';
import { RunningHashes } from './runningHash.js';
import { sniffedWrite } from './resumableSniff.js';

/** The 32 hex digits of @tus/server's ids: the only multipart uploads this store may abort. */
const UPLOAD_KEY = /^[0-9a-f]{32}$/;

const NO_CACHE: NonNullable<Options['cache']> = {
  get: () => Promise.resolve(undefined),
  set: () => Promise.resolve(),
  delete: () => Promise.resolve(),
  list: () => Promise.resolve([]),
};

export class BucketResumableStore extends S3Store implements ResumableStore {
  private readonly hashes: RunningHashes;
  private readonly durations = new HeaderDurations();

  constructor(s3: S3Settings, expiryMs: number) {
    super({
      partSize: RESUMABLE_PART_BYTES,
      maxConcurrentPartUploads: RESUMABLE_PART_UPLOADS_MAX,
      expirationPeriodInMilliseconds: expiryMs,
      // Expiry is the sweeper's (removeCreatedBefore), not a bucket lifecycle rule on tags.
      useTags: false,
      cache: NO_CACHE,
      s3ClientConfig: { bucket: s3.bucket, ...s3ClientConfig(s3) },
    });
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

  /** Bytes written before the first UPLOAD_SNIFF_BYTES are all in: fewer than a part, so in `<id>.part`. */
  private readStart = async (id: string, bytes: number): Promise<Buffer> => {
    const answer = await this.client.getObject({ Bucket: this.bucket, Key: this.partKey(id, true), Range: `bytes=0-${bytes - 1}` });
    return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
  };

  /** Aborts the multipart upload and removes its state and any tail (the store's own leaves the tail). */
  override async remove(id: string): Promise<void> {
    this.hashes.forget(id);
    this.durations.forget(id);
    await super.remove(id);
    await this.client.deleteObject({ Bucket: this.bucket, Key: this.partKey(id, true) });
  }

  async takeFinished(id: string, path: string): Promise<string | null> {
    this.durations.forget(id);
    const answer = await this.client.getObject({ Bucket: this.bucket, Key: id });
    const size = answer.ContentLength ?? Number.NaN;
    await pipeline(answer.Body as Readable, createWriteStream(path));
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }, { Key: this.partKey(id, true) }], Quiet: true },
    });
    return this.hashes.take(id, size);
  }

  async removeCreatedBefore(beforeMs: number): Promise<number> {
    let removed = 0;
    let marker: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await this.client.listMultipartUploads({ Bucket: this.bucket, ...marker });
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !UPLOAD_KEY.test(upload.Key) || !(upload.Initiated && upload.Initiated.getTime() < beforeMs)) continue;
        this.hashes.forget(upload.Key);
        this.durations.forget(upload.Key);
        await this.client.abortMultipartUpload({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId });
        await this.client.deleteObjects({
          Bucket: this.bucket,
          Delete: { Objects: [{ Key: this.infoKey(upload.Key) }, { Key: this.partKey(upload.Key, true) }], Quiet: true },
        });
        removed++;
      }
      if (!page.IsTruncated) return removed;
      marker = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }
}
