// The object-storage variables of the start's check (MEDIA_STORAGE and S3_*): each value's own rule,
// and the rules between them, said with the variable's name and what it expects.
import type { Config } from '../config.js';
import { CONSENT_OBJECT_PREFIX } from '../constants.js';
import { objectBasePath } from './objectStore.js';

type Rule = (value: string) => string | undefined;

/** S3's bucket naming rules: 3–63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash;
  } catch {
    return false;
  }
}

export const STORAGE_RULES: Record<string, Rule> = {
  MEDIA_STORAGE: (v) => (v === 'local' || v === 's3' ? undefined : 'local (the media folder) or s3 (an S3-compatible bucket)'),
  S3_BUCKET: (v) => (v === '' || BUCKET_NAME.test(v) ? undefined : 'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens'),
  S3_REGION: (v) => (v === '' || /^[a-z0-9-]{1,40}$/.test(v) ? undefined : 'a region name such as us-east-1 (auto for Cloudflare R2)'),
  S3_ENDPOINT: (v) =>
    v === '' || isHttpUrl(v)
      ? undefined
      : 'empty (AWS) or the http:// or https:// address of the S3 service, e.g. https://minio.internal:9000',
  S3_ACCESS_KEY_ID: (v) => (/\s/.test(v) ? 'a key id without spaces' : undefined),
  S3_FORCE_PATH_STYLE: (v) => (v === '0' || v === '1' ? undefined : '0 (bucket in the host name) or 1 (bucket in the path, e.g. MinIO)'),
  S3_PREFIX: (v) =>
    v === '' || /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)+$/.test(v) ? undefined : 'empty or a folder path ending with /, e.g. media/',
};

/** Rules between the storage variables, on the values as loaded. */
export function storageChecks(config: Config, errors: string[], warnings: string[]): void {
  const { s3 } = config;
  if (config.mediaStorage !== 's3') return;
  if (!s3.bucket) errors.push('S3_BUCKET is required when MEDIA_STORAGE=s3: name the bucket the media go to');
  if (Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    errors.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the SDK credential chain (AWS_* variables, instance role)',
    );
  }
  // The consent releases lie under their own prefix, which the media's must not contain: a rule or
  // a CDN that opens the media prefix to the public would open the releases with it.
  if (s3.prefix && CONSENT_OBJECT_PREFIX.startsWith(s3.prefix)) {
    errors.push(
      `S3_PREFIX (${s3.prefix}) must not contain ${CONSENT_OBJECT_PREFIX}, where the performers' consent releases are kept apart from the media: choose another folder, e.g. media/`,
    );
  }
  if (config.mediaAccelRedirect) {
    warnings.push('MEDIA_ACCEL_REDIRECT only serves media still on local disk: media in the bucket are answered with a redirect to it.');
  }
  // A CDN in front must reach each object at MEDIA_BASE_URL + its media path: the signed bucket
  // address keeps its path when its origin is swapped for the CDN's, so the two paths must agree.
  if (/^https?:\/\//.test(config.mediaBaseUrl) && s3.bucket) {
    const expected = objectBasePath(s3);
    const given = new URL(config.mediaBaseUrl).pathname;
    if (given !== expected) {
      errors.push(
        `MEDIA_BASE_URL (${config.mediaBaseUrl}) must end in the path the bucket serves its objects at, ${expected}, when MEDIA_STORAGE=s3: the CDN passes each address to the bucket as it is`,
      );
    }
  }
}
