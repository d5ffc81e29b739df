// Trust and safety: reports from visitors and members, the staff's append-only audit log, and the
// outgoing mail queue that survives a relay's refusal and a restart.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';
import { members } from './people.js';

/** One report of one target; a copyright notice naming several addresses is one row per target,
 * each carrying the notice. `reporter` is `u:{user_id}` or a hash of the visitor's network. */
export const reports = pgTable(
  'reports',
  {
    report_id: serial('report_id').primaryKey(),
    target_type: text('target_type').notNull(),
    target_id: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    email: text('email').notNull().default(''),
    reporter_user_id: integer('reporter_user_id').references(() => members.user_id, { onDelete: 'set null' }),
    reporter: text('reporter').notNull(),
    /** A keyed hash of the network the report came from (IPv4 address, IPv6 /64); '' on older rows. */
    network: text('network').notNull().default(''),
    notice: jsonb('notice'),
    state: text('state').notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    /** When it is to be decided: set once, as it came in, by the due days then in force. */
    due_at: ts('due_at').notNull(),
    resolved_at: ts('resolved_at'),
    resolved_by: integer('resolved_by'),
  },
  (t) => [
    index('reports_open_due_idx')
      .on(t.due_at)
      .where(sql`${t.state} = 'open'`),
    index('reports_open_idx')
      .on(t.target_type, t.target_id)
      .where(sql`${t.state} = 'open'`),
    index('reports_reporter_idx').on(t.reporter, t.created_at),
    index('reports_reporter_state_idx').on(t.reporter, t.state),
  ],
);

/** An uploader's one appeal against the rejection or takedown of their video: decided by staff
 * other than `decided_by`, who made the decision appealed; the appeal's decision is final. */
export const appeals = pgTable(
  'appeals',
  {
    appeal_id: serial('appeal_id').primaryKey(),
    video_id: integer('video_id').notNull().unique(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The decision appealed: `reject` or `takedown`, and the staff account that made it (null when unknown). */
    decision: text('decision').notNull(),
    decided_by: integer('decided_by'),
    state: text('state').notNull().default('open'),
    created_at: ts('created_at').notNull().defaultNow(),
    due_at: ts('due_at').notNull(),
    resolved_at: ts('resolved_at'),
    resolved_by: integer('resolved_by'),
  },
  (t) => [
    index('appeals_open_due_idx')
      .on(t.due_at)
      .where(sql`${t.state} = 'open'`),
  ],
);

/** Every staff action, one row each. A trigger refuses UPDATE and DELETE: nothing rewrites history. */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actor_id: integer('actor_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: integer('target_id').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_target_idx').on(t.target_type, t.target_id)],
);

/** Outgoing e-mail, kept until a relay accepts it; failures are retried with a growing delay. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    mail_id: serial('mail_id').primaryKey(),
    to_addr: text('to_addr').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    next_at: ts('next_at').notNull().defaultNow(),
    locked_at: ts('locked_at'),
    last_error: text('last_error').notNull().default(''),
    sent_at: ts('sent_at'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.next_at)
      .where(sql`${t.sent_at} IS NULL`),
  ],
);
