// The consent releases in the media's bucket (MEDIA_STORAGE=s3), each the object
// `CONSENT_OBJECT_PREFIX{key}`: outside S3_PREFIX, without an extension (a bucket policy that makes
// pictures public names them by extension) and typed as bytes to download, so that only the console's
// checked route, which streams it through the API node, ever hands one out. The SDK is loaded on
// first use, as for the media.
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { CONSENT_OBJECT_PREFIX } from '../constants.js';
import { s3ClientConfig } from '../media/objectStore.js';
import { checkedKey, newDocument, type ConsentStore } from './documents.js';

export function bucketConsentStore(s3: S3Settings): ConsentStore {
  const sdk = () => import('@aws-sdk/client-s3');
  let client: Promise<S3Client> | null = null;
  const connect = (): Promise<S3Client> => (client ??= sdk().then(({ S3Client }) => new S3Client(s3ClientConfig(s3))));
  const objectKey = (fileKey: string) => `${CONSENT_OBJECT_PREFIX}${checkedKey(fileKey)}`;

  return {
    async put(bytes) {
      const [{ PutObjectCommand }, c] = await Promise.all([sdk(), connect()]);
      const stored = newDocument(bytes);
      await c.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: objectKey(stored.fileKey),
          Body: bytes,
          ContentType: 'application/octet-stream',
          CacheControl: 'private, no-store',
        }),
      );
      return stored;
    },
    async open(fileKey) {
      const [{ GetObjectCommand, NoSuchKey }, c] = await Promise.all([sdk(), connect()]);
      try {
        const answer = await c.send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(fileKey) }));
        return (answer.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    async remove(fileKey) {
      const [{ DeleteObjectCommand }, c] = await Promise.all([sdk(), connect()]);
      await c.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey(fileKey) }));
    },
  };
}
