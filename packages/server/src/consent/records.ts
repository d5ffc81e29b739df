// Performers' consent records: the uploader names each performer of their own upload with a signed
// release; staff read the records and their documents; an admin purges a document with a reason;
// a video without a record on file cannot be approved.
import {
  CONSENT_DOCUMENT_MAX_BYTES,
  CONSENT_FIELDS,
  CONSENT_MISSING_CODE,
  PERFORMER_NAME_MAX_CHARS,
  type ConsentRecord,
} from '@reel/api/moderation';
import { parseId } from '@reel/api';
import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../auth/session.js';
import type { StaffMember } from '../auth/staff.js';
import type { AppContext } from '../context.js';
import { ApiHttpError, notFound } from '../http/errors.js';
import { appendAudit } from '../queries/audit.js';
import { consentDocument, consentRecordsOf, hasConsentOnFile, insertConsentRecord, markConsentPurged } from '../queries/consentRecords.js';
import { uploadTarget } from '../queries/uploads.js';
import { consentStore } from './consentStore.js';
import { sniffConsentDocument } from './documents.js';

const refuse = (code: string, field: string, status = 400) => new ApiHttpError(status, code, [{ field, code }]);
// One line of text, no control characters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

interface ConsentForm {
  videoId: string;
  performer: string;
  document: Buffer | null;
}

/** Reads the multipart form whole: a release is small, so it is held in memory up to its limit. */
async function readForm(req: FastifyRequest): Promise<ConsentForm> {
  const form: ConsentForm = { videoId: '', performer: '', document: null };
  try {
    for await (const part of req.parts({ limits: { fileSize: CONSENT_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024 } })) {
      if (part.type === 'field') {
        if (part.fieldname === CONSENT_FIELDS.video_id) form.videoId = String(part.value);
        if (part.fieldname === CONSENT_FIELDS.performer) form.performer = String(part.value);
      } else if (part.fieldname === CONSENT_FIELDS.document) {
        form.document = await part.toBuffer();
      } else {
        await part.toBuffer();
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('too_large', CONSENT_FIELDS.document, 413);
    throw err;
  }
  return form;
}

function performerName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw refuse('required', CONSENT_FIELDS.performer);
  if (name.length > PERFORMER_NAME_MAX_CHARS || CONTROL.test(name)) throw refuse('invalid_performer', CONSENT_FIELDS.performer);
  return name;
}

/** Adds one performer's record to the member's own upload; answers the upload's records. */
export async function attachConsent(ctx: AppContext, req: FastifyRequest, member: SessionMember): Promise<ConsentRecord[]> {
  const form = await readForm(req);
  const videoId = parseId(form.videoId) ?? 0;
  const video = videoId ? await uploadTarget(ctx.database, videoId) : null;
  // Another member's video is answered as one that does not exist.
  if (!video || video.user_id !== member.user_id) throw refuse('video_not_found', CONSENT_FIELDS.video_id, 404);
  const performer = performerName(form.performer);
  if (!form.document || form.document.length === 0) throw refuse('required', CONSENT_FIELDS.document);
  const mime = sniffConsentDocument(form.document);
  if (!mime) throw refuse('consent_document_type', CONSENT_FIELDS.document);
  const stored = await consentStore(ctx.config).put(form.document);
  await insertConsentRecord(ctx.database, { videoId, uploaderId: member.user_id, performer, mime, bytes: form.document.length, ...stored });
  return consentRecordsOf(ctx.database, videoId);
}

/** Refuses approving a video while no performer of it has a record on file. */
export async function requireConsentOnFile(ctx: Pick<AppContext, 'database'>, videoId: number): Promise<void> {
  if (!(await hasConsentOnFile(ctx.database, videoId))) throw new ApiHttpError(409, CONSENT_MISSING_CODE);
}

/** An admin removes a record's document for good; the row stays with who, when and why. */
export async function purgeConsent(ctx: AppContext, admin: StaffMember, recordId: number, reason: string): Promise<ConsentRecord> {
  const found = await consentDocument(ctx.database, recordId);
  if (!found) throw notFound('not_found');
  if (!found.fileKey || !(await markConsentPurged(ctx.database, recordId, admin.user_id, reason)))
    throw new ApiHttpError(409, 'invalid_state');
  await consentStore(ctx.config).remove(found.fileKey);
  await appendAudit(ctx.database, {
    actorId: admin.user_id,
    actor: admin.username,
    action: 'purge_consent',
    targetType: 'consent_record',
    targetId: recordId,
    reason,
    before: { video_id: found.record.video_id, performer: found.record.performer },
  });
  const after = await consentDocument(ctx.database, recordId);
  return after!.record;
}
