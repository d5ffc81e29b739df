// A consent record's document, to staff only: a download (never shown inline in the console's own
// origin), of the type its bytes were sniffed as, that no browser or shared cache keeps, streamed
// from whichever store holds it (the private folder or the bucket) through this route alone.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { consentDocument } from '../queries/consentRecords.js';
import { consentStore } from './consentStore.js';

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export async function sendConsentDocument(ctx: AppContext, reply: FastifyReply, recordId: number): Promise<FastifyReply> {
  const found = await consentDocument(ctx.database, recordId);
  // A purged document is gone: answered as one that never was.
  if (!found?.fileKey) throw notFound('not_found');
  const stream = await consentStore(ctx.config).open(found.fileKey);
  // The row says the document is on file, the store does not have it (a node on local disk that does
  // not share CONSENT_DIR): the record is there, its document is not reachable from here.
  if (!stream) throw notFound('not_found');
  // Stored whole and never rewritten under its key: the record's size is the stream's length.
  return reply
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="consent-${recordId}.${EXTENSIONS[found.record.mime]}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Length', found.record.bytes)
    .type(found.record.mime)
    .send(stream);
}
