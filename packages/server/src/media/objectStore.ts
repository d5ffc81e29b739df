// Media in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) through the AWS SDK: a finished
// media folder is copied in under its key, removed with its video, read back (HLS playlists) and
// handed to browsers as presigned, expiring GET addresses. The SDK is loaded on first use, so a
// server on local disk never pays for it.
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { extname, join, relative as relativePath, sep } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { MEDIA_MAX_AGE_S } from '../constants.js';
import { OBJECT_DELETE_BATCH, OBJECT_PRESIGN_MAX_S, OBJECT_SIGN_STEP_S, OBJECT_UPLOAD_CONCURRENCY } from './constants.js';
import { isPublicPicture, isSafeMediaPath } from './layout.js';

export interface ObjectStore {
  /** Copies every file under `localDir` to `{key}/…` in the bucket; answers the number of files. */
  putFolder(localDir: string, key: string, signal?: AbortSignal): Promise<number>;
  /** Copies one file to its media path (`K/chosen/scr-2.jpg`). */
  putFile(localFile: string, mediaPath: string): Promise<void>;
  /** Media paths of the objects under `{key}/`. */
  list(key: string): Promise<string[]>;
  /** Removes every object under `{key}/`; answers how many went. */
  removeFolder(key: string): Promise<number>;
  /** An object's text, or null when there is none. */
  readText(mediaPath: string): Promise<string | null>;
  /**
   * A presigned GET of the object that works until `expiresS` (at most a week: SigV4's limit). The
   * signing time is rounded down to OBJECT_SIGN_STEP_S, so every request in that window gets the
   * same address and browsers and CDNs can reuse what they fetched. `cacheControl` is what the
   * bucket answers with.
   */
  signedUrl(mediaPath: string, expiresS: number, nowS: number, cacheControl?: string): Promise<string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
};

/** The path at which the bucket's service serves its objects: `/{bucket}/{prefix}` in path style, `/{prefix}` otherwise. */
export function objectBasePath(s3: Pick<S3Settings, 'bucket' | 'prefix' | 'forcePathStyle'>): string {
  return s3.forcePathStyle ? `/${s3.bucket}/${s3.prefix}` : `/${s3.prefix}`;
}

/** An absolute MEDIA_BASE_URL is a CDN in front of the bucket: presigned addresses go through it. */
function cdnOrigin(mediaBaseUrl: string): string | null {
  return /^https?:\/\//.test(mediaBaseUrl) ? new URL(mediaBaseUrl).origin : null;
}

/** Runs `job` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await job(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath ?? e.path, e.name));
}

/** How every S3 client of the server reaches the bucket: the media's and the resumable uploads'. */
export function s3ClientConfig(s3: S3Settings) {
  return {
    region: s3.region,
    endpoint: s3.endpoint || undefined,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: R2 and older MinIO refuse the SDK's default ones,
    // and presigned addresses stay free of a checksum parameter.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
}

export function openObjectStore(s3: S3Settings, mediaBaseUrl: string): ObjectStore {
  const cdn = cdnOrigin(mediaBaseUrl);
  const objectKey = (mediaPath: string) => {
    if (!isSafeMediaPath(mediaPath)) throw new Error(`not a media path: ${JSON.stringify(mediaPath)}`);
    return `${s3.prefix}${mediaPath}`;
  };
  let client: Promise<S3Client> | null = null;
  const sdk = () => import('@aws-sdk/client-s3');
  const connect = (): Promise<S3Client> => (client ??= sdk().then(({ S3Client }) => new S3Client(s3ClientConfig(s3))));

  async function putFile(localFile: string, mediaPath: string, signal?: AbortSignal): Promise<void> {
    const [{ Upload }, c] = await Promise.all([import('@aws-sdk/lib-storage'), connect()]);
    const ext = extname(mediaPath).toLowerCase();
    const upload = new Upload({
      client: c,
      params: {
        Bucket: s3.bucket,
        Key: objectKey(mediaPath),
        Body: createReadStream(localFile),
        ContentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
        // Pictures are as public as under /media/; everything else gets its header from the signed address.
        CacheControl: isPublicPicture(mediaPath) ? `public, max-age=${MEDIA_MAX_AGE_S}` : undefined,
      },
    });
    const abort = () => void upload.abort();
    signal?.addEventListener('abort', abort, { once: true });
    try {
      await upload.done();
    } finally {
      signal?.removeEventListener('abort', abort);
    }
  }

  async function list(key: string): Promise<string[]> {
    const [{ ListObjectsV2Command }, c] = await Promise.all([sdk(), connect()]);
    const prefix = `${objectKey(key)}/`;
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await c.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) found.push(o.Key.slice(s3.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  return {
    putFile: (localFile, mediaPath) => putFile(localFile, mediaPath),
    async putFolder(localDir, key, signal) {
      const files = await filesUnder(localDir);
      await eachLimited(files, OBJECT_UPLOAD_CONCURRENCY, async (file) => {
        signal?.throwIfAborted();
        const inside = relativePath(localDir, file).split(sep).join('/');
        await putFile(file, `${key}/${inside}`, signal);
      });
      return files.length;
    },
    list,
    async removeFolder(key) {
      const [{ DeleteObjectsCommand }, c] = await Promise.all([sdk(), connect()]);
      const paths = await list(key);
      for (let i = 0; i < paths.length; i += OBJECT_DELETE_BATCH) {
        const batch = paths.slice(i, i + OBJECT_DELETE_BATCH).map((p) => ({ Key: `${s3.prefix}${p}` }));
        const answer = await c.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: batch, Quiet: true } }));
        if (answer.Errors?.length)
          throw new Error(`the bucket kept ${answer.Errors.length} object(s) of ${key}: ${answer.Errors[0].Message ?? ''}`);
      }
      return paths.length;
    },
    async readText(mediaPath) {
      const [{ GetObjectCommand, NoSuchKey }, c] = await Promise.all([sdk(), connect()]);
      try {
        const answer = await c.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(mediaPath) }));
        return (await answer.Body?.transformToString('utf8')) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async signedUrl(mediaPath, expiresS, nowS, cacheControl) {
      const [{ GetObjectCommand }, { getSignedUrl }, c] = await Promise.all([sdk(), import('@aws-sdk/s3-request-presigner'), connect()]);
      const signedAtS = Math.floor(nowS / OBJECT_SIGN_STEP_S) * OBJECT_SIGN_STEP_S;
      const expiresIn = Math.min(OBJECT_PRESIGN_MAX_S, expiresS - signedAtS);
      if (!(expiresIn > 0)) throw new RangeError('a presigned address must expire after it is signed');
      const command = new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(mediaPath), ResponseCacheControl: cacheControl });
      const url = await getSignedUrl(c, command, { expiresIn, signingDate: new Date(signedAtS * 1000) });
      if (!cdn) return url;
      // The signature covers the bucket's host; a CDN that forwards path and query to the bucket with
      // the bucket's Host header lets the bucket check it. The path is kept as signed.
      const signed = new URL(url);
      return `${cdn}${signed.pathname}${signed.search}`;
    },
  };
}
