// Reads an upload's multipart body: the text fields into a map, the file streamed to disk under a
// temporary name while it is hashed, so no upload is ever held in memory whatever its size.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { CAPTIONS_FIELDS, UPLOAD_FIELDS, isAllowedUploadExtension, isValidUploadFilename, uploadExtension } from '@reel/api';
import type { FastifyRequest } from 'fastify';
import { isMalformedBody, malformedBody, storableText } from '../http/bodies.js';
import { readCaptionsPart, type ReceivedCaptions } from './captionsForm.js';

export interface ReceivedFile {
  /** The name the member's browser gave. */
  filename: string;
  /** Lower-case extension, '' when none. */
  extension: string;
  /** Where it was written; '' when it was not kept (refused by name or extension, or empty part). */
  path: string;
  size_bytes: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
  /** The size limit cut the file short. */
  truncated: boolean;
}

/** Busboy's limits for one body. */
export interface UploadPartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

export interface ReceivedUpload {
  fields: Map<string, string[]>;
  file: ReceivedFile | null;
  /** A captions file sent with the video (kept in memory: it is small), or null. */
  captions: ReceivedCaptions | null;
}

/** Counts and hashes the bytes passing through. */
function hasher(): Transform & { digest(): { sha256: string; size: number } } {
  const hash = createHash('sha256');
  let size = 0;
  const t = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(t, { digest: () => ({ sha256: hash.digest('hex'), size }) });
}

/** Drains a part nobody will keep, so the parser moves on to the next one. */
async function drain(part: Multipart & { type: 'file' }): Promise<void> {
  for await (const chunk of part.file) void chunk;
}

async function saveFile(part: Multipart & { type: 'file' }, uploadDir: string): Promise<ReceivedFile> {
  const filename = part.filename;
  const extension = uploadExtension(filename);
  const base: ReceivedFile = { filename, extension, path: '', size_bytes: 0, sha256: '', truncated: false };
  // A name or extension that will be refused anyway is not worth the disk.
  if (!isValidUploadFilename(filename) || !isAllowedUploadExtension(filename)) {
    await drain(part);
    return { ...base, truncated: part.file.truncated };
  }
  await mkdir(uploadDir, { recursive: true });
  const path = join(uploadDir, `incoming-${randomBytes(12).toString('hex')}.${extension}`);
  const h = hasher();
  try {
    await pipeline(part.file, h, createWriteStream(path));
  } catch (err) {
    await rm(path, { force: true });
    throw isMalformedBody(err) ? malformedBody() : err;
  }
  const { sha256, size } = h.digest();
  return { ...base, path, size_bytes: size, sha256, truncated: part.file.truncated };
}

/**
 * Consumes the whole body. The caller owns `file.path` from then on and must remove it on refusal;
 * if reading fails half-way, the partial file is removed here before the error is passed on, and a
 * body the parser finds malformed becomes a 400 `invalid_body`.
 */
export async function receiveUpload(req: FastifyRequest, uploadDir: string, limits: UploadPartLimits): Promise<ReceivedUpload> {
  const fields = new Map<string, string[]>();
  let file: ReceivedFile | null = null;
  let captions: ReceivedCaptions | null = null;
  try {
    for await (const part of req.parts({ limits })) {
      // A form with no captions file chosen still sends the part, with no name and no bytes.
      if (part.type === 'file' && part.fieldname === CAPTIONS_FIELDS.file && !captions && part.filename !== '') {
        captions = await readCaptionsPart(part);
        continue;
      }
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELDS.file || file) {
          await drain(part);
          continue;
        }
        file = await saveFile(part, uploadDir);
        continue;
      }
      const value = storableText(typeof part.value === 'string' ? part.value : String(part.value ?? ''));
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (err) {
    if (file?.path) await rm(file.path, { force: true });
    throw isMalformedBody(err) ? malformedBody() : err;
  }
  return { fields, file, captions };
}
