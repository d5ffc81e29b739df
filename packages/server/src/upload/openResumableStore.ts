// Which store keeps a server's resumable uploads while they arrive: the bucket with MEDIA_STORAGE=s3,
// the upload folder otherwise. The API nodes and the sweeper open the same one.
import type { MediaStorage, S3Settings } from '../config.js';
import { BucketResumableStore } from './bucketResumableStore.js';
import { FolderResumableStore, type ResumableStore } from './resumableStore.js';

const HOUR_MS = 3600 * 1000;

export interface ResumableStoreConfig {
  uploadDir: string;
  uploadResumeHours: number;
  mediaStorage?: MediaStorage;
  s3?: S3Settings;
}

export function openResumableStore(config: ResumableStoreConfig): ResumableStore {
  const expiryMs = config.uploadResumeHours * HOUR_MS;
  return config.mediaStorage === 's3' && config.s3
    ? new BucketResumableStore(config.s3, expiryMs)
    : new FolderResumableStore(config.uploadDir, expiryMs);
}
