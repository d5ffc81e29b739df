// Performers' consent records: one row per performer of an upload, its document's key in the
// private consent folder, kept whatever becomes of the video; a purge marks the row.
import type { ConsentDocumentType, ConsentRecord } from '@reel/api/moderation';
import type { Database } from '../db/client.js';

interface RecordRow {
  record_id: number;
  video_id: number;
  performer: string;
  mime: ConsentDocumentType;
  bytes: number;
  created_at: Date | string;
  purged_at: Date | string | null;
  purge_reason: string;
}

const COLUMNS = 'record_id, video_id, performer, mime, bytes, created_at, purged_at, purge_reason';
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const toRecord = (r: RecordRow): ConsentRecord => ({ ...r, created_at: new Date(r.created_at).toISOString(), purged_at: iso(r.purged_at) });

export interface NewConsentRecord {
  videoId: number;
  /** Null for a record made without a member (the tests' own). */
  uploaderId: number | null;
  performer: string;
  fileKey: string;
  mime: ConsentDocumentType;
  bytes: number;
  sha256: string;
}

export async function insertConsentRecord(database: Database, r: NewConsentRecord): Promise<void> {
  await database.query(
    `INSERT INTO consent_records (video_id, uploader_id, performer, file_key, mime, bytes, sha256) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [r.videoId, r.uploaderId, r.performer, r.fileKey, r.mime, r.bytes, r.sha256],
  );
}

/** A video's records, oldest first, purged ones included. */
export async function consentRecordsOf(database: Database, videoId: number): Promise<ConsentRecord[]> {
  const rows = await database.query<RecordRow>(`SELECT ${COLUMNS} FROM consent_records WHERE video_id = $1 ORDER BY record_id`, [videoId]);
  return rows.map(toRecord);
}

/** Whether at least one performer of the video has a record whose document is on file. */
export async function hasConsentOnFile(database: Database, videoId: number): Promise<boolean> {
  const rows = await database.query(`SELECT 1 FROM consent_records WHERE video_id = $1 AND purged_at IS NULL LIMIT 1`, [videoId]);
  return rows.length > 0;
}

/** One record with its document's key (null once purged); null for no such record. */
export async function consentDocument(
  database: Database,
  recordId: number,
): Promise<{ record: ConsentRecord; fileKey: string | null } | null> {
  const rows = await database.query<RecordRow & { file_key: string }>(
    `SELECT ${COLUMNS}, file_key FROM consent_records WHERE record_id = $1`,
    [recordId],
  );
  if (rows.length === 0) return null;
  const { file_key, ...row } = rows[0];
  return { record: toRecord(row), fileKey: row.purged_at === null ? file_key : null };
}

/** Marks the record purged; false when it was purged already. */
export async function markConsentPurged(database: Database, recordId: number, by: number, reason: string): Promise<boolean> {
  const rows = await database.query(
    `UPDATE consent_records SET purged_at = now(), purged_by = $2, purge_reason = $3 WHERE record_id = $1 AND purged_at IS NULL RETURNING record_id`,
    [recordId, by, reason],
  );
  return rows.length > 0;
}
