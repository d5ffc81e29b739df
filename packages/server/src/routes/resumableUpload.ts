// The resumable upload at RESUMABLE_UPLOAD_PATH: the tus protocol through @tus/server, over the
// same checks as the single-request upload (routes/upload.ts) at the moment each can be made.
// Fastify answers who may upload before tus sees the request (the session and the same-origin
// guard run as for every write): a visitor 401, no affidavit 403, past the write limits 429, and
// another member's upload 404, as if it did not exist. The body is never parsed by Fastify: tus
// streams it to the store. Every refusal, tus's own included, answers in the upload's JSON shape.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Server as TusServer, type Upload } from '@tus/server';
import {
  RESUMABLE_UPLOAD_METADATA,
  RESUMABLE_UPLOAD_PATH,
  UPLOAD_FIELDS,
  UPLOAD_UNEXPECTED_CODE,
  uploadExtension,
  type ResumableErrorCode,
} from '@reel/api';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireMember, type SessionMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import { requireUploader } from '../consent/uploader.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, errorBody } from '../http/errors.js';
import { storableText } from '../http/bodies.js';
import { ERROR_REFERENCE_BYTES, INCOMING_PREFIX, RESUMABLE_OWNER_KEY } from '../upload/constants.js';
import { fileSha256 } from '../upload/hash.js';
import { wakeLocalWorkers } from '../upload/local.js';
import { databaseLocker, type DatabaseLocker } from '../upload/databaseLocker.js';
import { openResumableStore } from '../upload/openResumableStore.js';
import type { ResumableStore } from '../upload/resumableStore.js';
import { checkFileName, readForm, refuse, submitUpload } from '../upload/submit.js';
import { limitsOf } from './upload.js';

/** tus's own path option: the collection, without the trailing slash its Location adds. */
const TUS_PATH = RESUMABLE_UPLOAD_PATH.replace(/\/$/, '');
/** Upload ids are @tus/server's: 32 hex digits. Anything else names no upload. */
const UPLOAD_ID = /^[0-9a-f]{32}$/;
const OFFSET_CONTENT_TYPE = 'application/offset+octet-stream';
const HOUR_MS = 3600 * 1000;
const OPEN_BRACE = 0x7b;

/** tus's refusals (their statuses stay) under the codes RESUMABLE_ERROR_CODES names. */
const PROTOCOL_CODES: Readonly<Record<number, ResumableErrorCode>> = {
  400: 'invalid_header',
  403: 'invalid_header',
  404: 'upload_not_found',
  409: 'offset_mismatch',
  410: 'upload_expired',
  412: 'tus_version',
  415: 'invalid_content_type',
  501: 'invalid_header',
};

const protocolRefusal = (status: number, code: ResumableErrorCode) => new ApiHttpError(status, code);
const notFound = () => protocolRefusal(404, 'upload_not_found');

/** Who sent each request tus is handling, for its hooks (which see only the web Request). */
const senders = new WeakMap<Request, { member: SessionMember; log: FastifyRequest['log'] }>();

function senderOf(req: Request) {
  const sender = senders.get(req);
  if (!sender) throw notFound();
  return sender;
}

/** The form's text fields, which the metadata carries under their own names. */
const TEXT_FIELDS = Object.values(UPLOAD_FIELDS).filter((name) => name !== UPLOAD_FIELDS.file);

/** The metadata's form fields, as the multipart form's fields are read (receive.ts). */
function metadataFields(metadata: Upload['metadata']): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const name of TEXT_FIELDS) {
    const value = metadata?.[name];
    if (typeof value === 'string') fields.set(name, [storableText(value)]);
  }
  return fields;
}

function fileNameOf(metadata: Upload['metadata']): string {
  const name = metadata?.[RESUMABLE_UPLOAD_METADATA.filename];
  if (typeof name !== 'string' || name === '') throw refuse('required', UPLOAD_FIELDS.file);
  return name;
}

/** The upload's JSON answer for a tus refusal or failure; a failure is logged under a reference. */
function refusalBody(ctx: AppContext, status: number, log: FastifyBaseLogger, err?: unknown): { status: number; body: string } {
  if (err instanceof ApiHttpError) return { status: err.status, body: JSON.stringify(errorBody(err)) };
  if (status === 413) return refusalBody(ctx, status, log, refuse('too_large', UPLOAD_FIELDS.file, { max: limitsOf(ctx).maxBytes }, 413));
  const code = PROTOCOL_CODES[status];
  if (code) return { status, body: JSON.stringify({ error: true, code }) };
  const reference = randomBytes(ERROR_REFERENCE_BYTES).toString('hex');
  log.error({ err, status, reference }, 'resumable upload failed');
  return {
    status: 500,
    body: JSON.stringify({
      error: true,
      code: UPLOAD_UNEXPECTED_CODE,
      errors: [{ field: 'notify', code: UPLOAD_UNEXPECTED_CODE, info: { code: reference } }],
    }),
  };
}

function tusServer(ctx: AppContext, store: ResumableStore, locker: DatabaseLocker, log: FastifyBaseLogger): TusServer {
  const limits = limitsOf(ctx);
  return new TusServer({
    path: TUS_PATH,
    datastore: store,
    locker,
    maxSize: limits.maxBytes,
    relativeLocation: true,
    // Same origin only: no Access-Control-Allow-Origin for anyone.
    allowedOrigins: () => false,
    // Before any byte: the file's name and the form, by the single-request upload's rules.
    async onUploadCreate(req, upload) {
      const { member } = senderOf(req);
      checkFileName(fileNameOf(upload.metadata));
      await readForm(ctx.database, metadataFields(upload.metadata), limits);
      return { metadata: { ...upload.metadata, [RESUMABLE_OWNER_KEY]: String(member.user_id) } };
    },
    // The last byte is in: the upload leaves its store (the resumable folder or the bucket) for the
    // upload folder, under the name a single-request upload gets, where the same submission checks
    // it and writes its video and job (or removes it), and the worker reads it.
    async onUploadFinish(req, upload) {
      const { member } = senderOf(req);
      const filename = fileNameOf(upload.metadata);
      const extension = uploadExtension(filename);
      const path = join(ctx.config.uploadDir, `${INCOMING_PREFIX}${upload.id}.${extension}`);
      await mkdir(ctx.config.uploadDir, { recursive: true });
      // Hashed as it arrived when this node saw every byte of it, read again otherwise.
      const sha256 = (await store.takeFinished(upload.id, path)) ?? (await fileSha256(path));
      const file = { filename, extension, path, size_bytes: upload.offset, sha256, truncated: false };
      const answer = await submitUpload(
        ctx.database,
        { fields: metadataFields(upload.metadata), file, captions: null },
        member.user_id,
        limits,
        {
          mediaRoot: ctx.config.mediaRoot,
        },
      );
      wakeLocalWorkers();
      // A body is allowed with the creation's 201; a PATCH that finishes says 200 to carry it.
      return {
        status_code: req.method === 'PATCH' ? 200 : undefined,
        body: JSON.stringify(answer),
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      };
    },
    onResponseError(req, err) {
      const sender = senders.get(req);
      const status = err instanceof ApiHttpError ? err.status : ((err as { status_code?: number }).status_code ?? 500);
      const { status: status_code, body } = refusalBody(ctx, status, sender?.log ?? log, err);
      return { status_code, body };
    },
  });
}

/** The node request as the web Request tus reads; the body streams through untouched. */
function webRequest(req: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.raw.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method === 'POST' || req.method === 'PATCH';
  return new Request(`http://localhost${req.raw.url ?? '/'}`, {
    method: req.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Who may go on to tus: checked and answered by Fastify, before tus reads a byte. */
async function admit(ctx: AppContext, store: ResumableStore, req: FastifyRequest): Promise<SessionMember | null> {
  if (req.method === 'OPTIONS') return null;
  const member = requireMember(req);
  if (req.method === 'POST') {
    await requireUploader(ctx, member);
    await checkWrite(ctx, req, 'upload');
    return member;
  }
  const id = (req.params as { id?: string }).id ?? '';
  if (!UPLOAD_ID.test(id)) throw notFound();
  const upload = await store.getUpload(id).catch(() => null);
  // Another member's upload is answered as one that does not exist.
  if (!upload || upload.metadata?.[RESUMABLE_OWNER_KEY] !== String(member.user_id)) throw notFound();
  const created = upload.creation_date ? Date.parse(upload.creation_date) : Number.NaN;
  if (req.method !== 'DELETE' && !(ctx.now() <= created + ctx.config.uploadResumeHours * HOUR_MS))
    throw protocolRefusal(410, 'upload_expired');
  if (req.method === 'PATCH' && req.headers['content-type'] !== OFFSET_CONTENT_TYPE) throw protocolRefusal(415, 'invalid_content_type');
  return member;
}

async function handle(ctx: AppContext, store: ResumableStore, tus: TusServer, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const member = await admit(ctx, store, req);
  const request = webRequest(req);
  if (member) senders.set(request, { member, log: req.log });
  reply.hijack();
  try {
    await answer(ctx, req, reply, await tus.handleWeb(request));
  } catch (err) {
    // Past the hijack Fastify answers nothing: a failure is answered (or the connection ended) here.
    const refusal = refusalBody(ctx, 500, req.log, err);
    if (reply.raw.headersSent) reply.raw.destroy();
    else reply.raw.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' }).end(refusal.body);
  }
}

/** Writes tus's answer, its refusals in the upload's JSON shape, never cached. */
async function answer(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, res: Response): Promise<void> {
  // A hijacked reply is written raw: the headers the app's hooks set on it so far come along.
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.setHeader('cache-control', 'no-store');
  res.headers.forEach((value, name) => raw.setHeader(name, value));
  let body = res.body ? Buffer.from(await res.arrayBuffer()) : null;
  // The refusals tus writes itself (a missing Tus-Resumable, a malformed header) come as text; the
  // others went through onResponseError and are the upload's JSON already.
  if (res.status >= 400 && body?.[0] !== OPEN_BRACE) body = Buffer.from(refusalBody(ctx, res.status, req.log).body);
  if (body && res.status >= 400) raw.setHeader('content-type', 'application/json; charset=utf-8');
  if (body) raw.setHeader('content-length', String(body.length));
  // A refused body is not read to its end: the connection is closed rather than drained.
  if (res.status >= 400 && (req.method === 'POST' || req.method === 'PATCH')) raw.setHeader('connection', 'close');
  raw.writeHead(res.status);
  reply.raw.end(body ?? undefined);
}

export function resumableUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Made at the first resumable request: the store creates its folder, which a server that never
  // sees one does not need.
  let made: Promise<{ store: ResumableStore; tus: TusServer }> | undefined;
  const locker = databaseLocker(ctx.database);
  app.addHook('onClose', () => locker.close());
  const parts = () => (made ??= openResumableStore(ctx.config).then((store) => ({ store, tus: tusServer(ctx, store, locker, app.log) })));
  void app.register(async (scope) => {
    // tus reads the body itself, whatever its type: Fastify leaves the stream alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const { store, tus } = await parts();
      return handle(ctx, store, tus, req, reply);
    };
    scope.route({ method: ['POST', 'OPTIONS'], url: RESUMABLE_UPLOAD_PATH, handler });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url: `${RESUMABLE_UPLOAD_PATH}:id`, handler });
  });
}
