// Which store keeps a server's resumable uploads while they arrive: the bucket with MEDIA_STORAGE=s3,
// the upload folder otherwise. The API nodes and the sweeper open the same one.
import type { MediaStorage, S3Settings } from '../config.js';
import { FolderResumableStore, type ResumableStore } from './resumableStore.js';

const HOUR_MS = 3600 * 1000;

export interface ResumableStoreConfig {
  uploadDir: string;
  uploadResumeHours: number;
  mediaStorage?: MediaStorage;
  s3?: S3Settings;
}

/** The bucket's store is loaded only when used: it brings the S3 client, which a server on the
 * upload folder (and every program that imports the server's modules) does without. */
export async function openResumableStore(config: ResumableStoreConfig): Promise<ResumableStore> {
  const expiryMs = config.uploadResumeHours * HOUR_MS;
  if (config.mediaStorage !== 's3' || !config.s3) return new FolderResumableStore(config.uploadDir, expiryMs);
  const { BucketResumableStore } = await import('./bucketResumableStore.js');
  return new BucketResumableStore(config.s3, expiryMs);
}
