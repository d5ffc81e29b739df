// Reads a captions file out of a multipart body into memory: it is small (CAPTIONS_MAX_BYTES), so
// the bytes are kept up to the cap and the rest is drained unread, leaving `truncated` to refuse.
import type { Multipart } from '@fastify/multipart';
import { CAPTIONS_FIELDS, CAPTIONS_MAX_BYTES } from '@reel/api';
import type { FastifyRequest } from 'fastify';
import { isMalformedBody, malformedBody, storableText } from '../http/bodies.js';
import type { CaptionsInput } from './captionsCheck.js';

export interface ReceivedCaptions {
  bytes: Buffer;
  truncated: boolean;
}

/** The part's bytes up to the cap; past it, nothing more is kept. */
export async function readCaptionsPart(part: Multipart & { type: 'file' }): Promise<ReceivedCaptions> {
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    if (truncated) continue;
    size += chunk.length;
    if (size > CAPTIONS_MAX_BYTES) truncated = true;
    else chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks), truncated: truncated || part.file.truncated };
}

/** What CaptionsInput needs from the fields and the received file. */
export function captionsInput(fields: Map<string, string[]>, file: ReceivedCaptions | null): CaptionsInput {
  return {
    bytes: file?.bytes ?? null,
    truncated: file?.truncated ?? false,
    srclang: fields.get(CAPTIONS_FIELDS.srclang)?.[0],
    label: fields.get(CAPTIONS_FIELDS.label)?.[0],
  };
}

/** Text fields at most this long, and this many; one file. */
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 8;

/** A body holding a captions file and its fields only (the console's call, the member's own). */
export async function receiveCaptionsForm(req: FastifyRequest): Promise<{ fields: Map<string, string[]>; file: ReceivedCaptions | null }> {
  const fields = new Map<string, string[]>();
  let file: ReceivedCaptions | null = null;
  try {
    const limits = { fileSize: CAPTIONS_MAX_BYTES + 1, files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES };
    // The plugin reads throwFileSizeLimit per call but its types leave it out: a file past the cap
    // is kept short and refused by its own code, not thrown as the upload's too_large.
    const options = { limits, throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of req.parts(options)) {
      if (part.type === 'file') {
        const received = await readCaptionsPart(part);
        if (part.fieldname === CAPTIONS_FIELDS.file && !file) file = received;
        continue;
      }
      const value = storableText(typeof part.value === 'string' ? part.value : String(part.value ?? ''));
      fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
    }
  } catch (err) {
    throw isMalformedBody(err) ? malformedBody() : err;
  }
  return { fields, file };
}
