// The multipart calls s3rver 3.7 lacks, answered from the parts it keeps: it creates a multipart
// upload, takes its parts and completes it, but answers ListParts and AbortMultipartUpload with 405
// and ListMultipartUploads with 501 — and resumable uploads into the bucket (@tus/s3-store) read an
// upload's offset from ListParts and abort it on termination and expiry. The answers follow S3's
// API reference; s3rver keeps each upload in `{bucket}/._S3rver_uploads/{uploadId}/` (the object's
// key in `key`, each part under its number with its MD5 beside it).
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type S3rver from 's3rver';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (root: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;

function answer(ctx: KoaContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = body;
}

const noSuchUpload = (ctx: KoaContext) =>
  answer(ctx, 404, xml('Error', '<Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message>'));

async function listParts(ctx: KoaContext, bucket: string, key: string, dir: string, uploadId: string): Promise<void> {
  // Parts are kept as files named by their number, each beside its `<n>.md5`.
  const names = (await readdir(dir)).filter((n) => String(Number.parseInt(n, 10)) === n).sort((a, b) => Number(a) - Number(b));
  const parts = await Promise.all(
    names.map(async (n) => {
      const [info, md5] = await Promise.all([stat(join(dir, n)), readFile(join(dir, `${n}.md5`), 'utf8')]);
      return `<Part><PartNumber>${n}</PartNumber><ETag>"${md5}"</ETag><Size>${info.size}</Size><LastModified>${info.mtime.toISOString()}</LastModified></Part>`;
    }),
  );
  const head = `<Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId>`;
  answer(ctx, 200, xml('ListPartsResult', `${head}<IsTruncated>false</IsTruncated>${parts.join('')}`));
}

async function listUploads(ctx: KoaContext, bucket: string, uploadsDir: string): Promise<void> {
  const ids = await readdir(uploadsDir).catch(() => [] as string[]);
  const uploads = await Promise.all(
    ids.map(async (id) => {
      const dir = join(uploadsDir, id);
      const [key, info] = await Promise.all([readFile(join(dir, 'key'), 'utf8'), stat(dir)]);
      return `<Upload><Key>${escapeXml(key)}</Key><UploadId>${id}</UploadId><Initiated>${info.birthtime.toISOString()}</Initiated></Upload>`;
    }),
  );
  answer(
    ctx,
    200,
    xml('ListMultipartUploadsResult', `<Bucket>${escapeXml(bucket)}</Bucket><IsTruncated>false</IsTruncated>${uploads.join('')}`),
  );
}

/** Adds ListParts, AbortMultipartUpload and ListMultipartUploads to a path-style s3rver not yet running. */
export function addMultipartCalls(server: S3rver, directory: string): void {
  const handle: Middleware = async (ctx, next) => {
    const [, bucket = '', ...rest] = ctx.path.split('/').map(decodeURIComponent);
    const key = rest.join('/');
    const uploadsDir = join(directory, bucket, '._S3rver_uploads');
    const uploadId = typeof ctx.query.uploadId === 'string' ? ctx.query.uploadId : '';
    if (!key && ctx.method === 'GET' && 'uploads' in ctx.query) return listUploads(ctx, bucket, uploadsDir);
    if (!key || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const dir = join(uploadsDir, uploadId);
    const stored = await readFile(join(dir, 'key'), 'utf8').catch(() => null);
    if (stored !== key) return noSuchUpload(ctx);
    if (ctx.method === 'GET') return listParts(ctx, bucket, key, dir, uploadId);
    await rm(dir, { recursive: true, force: true });
    ctx.status = 204;
  };
  // Before s3rver's router (its last middleware), which would refuse these calls.
  const stack = (server as unknown as { middleware: Middleware[] }).middleware;
  stack.splice(stack.length - 1, 0, handle);
}
