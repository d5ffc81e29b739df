// An S3-compatible server for tests (s3rver, on loopback, its objects in a temporary folder) with
// one bucket whose CORS rule is the one docs/operations.md gives: hls.js fetches segments with
// XHR, and the VR player draws the video into WebGL, so both need the bucket's CORS answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { addMultipartCalls } from './s3Multipart.js';

/** The bucket's CORS rule: any origin may GET and HEAD, with a Range header, and read the range answers. */
export const TEST_BUCKET_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Accept-Ranges</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** s3rver's built-in account. */
const KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The server's variables for MEDIA_STORAGE=s3 on this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'reel-media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'reel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [TEST_BUCKET_CORS] }],
  });
  addMultipartCalls(server, directory);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
