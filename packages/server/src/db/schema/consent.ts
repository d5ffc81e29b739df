// Verified uploaders and performers' consent records.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { members } from './people.js';

/** One row per member verified as an uploader; revoking deletes it (the audit log keeps both acts). */
export const uploaderVerifications = pgTable(
  'uploader_verifications',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    /** `manual` (a moderator, named in verified_by) or `provider` (an identity provider). */
    method: text('method').notNull(),
    verified_by: integer('verified_by').references(() => members.user_id, { onDelete: 'set null' }),
    /** The identity provider's id for a `provider` verification; '' for a manual one. */
    provider: text('provider').notNull().default(''),
    verified_at: ts('verified_at').notNull().defaultNow(),
  },
  (t) => [check('uploader_verifications_method_ck', sql`${t.method} IN ('manual', 'provider')`)],
);

/** Each performer of an upload with their consent release, the document kept privately under
 * `file_key`. No foreign key to the video: the record outlives the video. A purge removes the
 * document and keeps the row. */
export const consentRecords = pgTable(
  'consent_records',
  {
    record_id: serial('record_id').primaryKey(),
    video_id: integer('video_id').notNull(),
    uploader_id: integer('uploader_id').references(() => members.user_id, { onDelete: 'set null' }),
    performer: text('performer').notNull(),
    file_key: text('file_key').notNull(),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    purged_at: ts('purged_at'),
    purged_by: integer('purged_by'),
    purge_reason: text('purge_reason').notNull().default(''),
  },
  (t) => [index('consent_records_video_idx').on(t.video_id)],
);
