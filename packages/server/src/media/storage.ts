// Which store holds a configuration's finished media: the media root alone (MEDIA_STORAGE=local),
// or the bucket too (s3). One store per configuration, so every route and worker shares a client.
import type { MediaStorage, S3Settings } from '../config.js';
import { openObjectStore, type ObjectStore } from './objectStore.js';

/** What picks the store; narrower configurations (the sweeper's) may lack it and are local. */
export interface StorageConfig {
  mediaStorage?: MediaStorage;
  s3?: S3Settings;
  mediaBaseUrl?: string;
}

const stores = new WeakMap<StorageConfig, ObjectStore | null>();

/** The bucket of MEDIA_STORAGE=s3, or null when media stay on local disk. */
export function mediaObjects(config: StorageConfig): ObjectStore | null {
  if (stores.has(config)) return stores.get(config) ?? null;
  const store = config.mediaStorage === 's3' && config.s3 ? openObjectStore(config.s3, config.mediaBaseUrl ?? '') : null;
  stores.set(config, store);
  return store;
}

/** Where presigned addresses point, for the pages' Content-Security-Policy: the endpoint's origin
 * (and the bucket's own host name there unless in path style). AWS's own hosts are https, which the
 * policy already allows. */
export function bucketOrigins(config: StorageConfig): string[] {
  if (config.mediaStorage !== 's3' || !config.s3?.endpoint) return [];
  const endpoint = new URL(config.s3.endpoint);
  return config.s3.forcePathStyle ? [endpoint.origin] : [endpoint.origin, `${endpoint.protocol}//${config.s3.bucket}.${endpoint.host}`];
}
