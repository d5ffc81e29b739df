// Verified uploaders and performers' consent records.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    verified_at: ts('verified_at').notNull().defaultNow(),
  },
  (t) => [check('uploader_verifications_method_ck', sql`${t.method} IN ('manual', 'provider')`)],
);
