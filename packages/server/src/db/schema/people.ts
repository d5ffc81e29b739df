// Members and their sessions.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, counter } from './columns.js';

export const members = pgTable(
  'members',
  {
    user_id: serial('user_id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    email_confirmed: boolean('email_confirmed').notNull().default(false),
    /** Set by accepting the creator-verification affidavit. */
    verified: boolean('verified').notNull().default(false),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    gender: smallint('gender'),
    birth_date: date('birth_date', { mode: 'string' }),
    relationship: smallint('relationship'),
    orientation: smallint('orientation'),
    education: text('education').notNull().default(''),
    website: text('website').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    interests: text('interests').notNull().default(''),
    about_me: text('about_me').notNull().default(''),
    description: text('description').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    cover: text('cover').notNull().default(''),
    total_videos: counter('total_videos'),
    viewed: counter('viewed'),
    subscribers: counter('subscribers'),
    added_date: ts('added_date').notNull().defaultNow(),
    last_login: ts('last_login'),
    /** member, moderator or admin (ROLES in @reel/api); staff rights are checked on every console call. */
    role: text('role').notNull().default('member'),
    /** Set while the member is banned: no sign-in, no session, uploads and comments hidden. */
    banned_at: ts('banned_at'),
    ban_reason: text('ban_reason').notNull().default(''),
    /** When the creator-verification affidavit was accepted. */
    verified_at: ts('verified_at'),
    /** Staff hid the profile's texts and pictures. */
    profile_hidden: boolean('profile_hidden').notNull().default(false),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('members_email_uq').on(sql`lower(${t.email})`),
    index('members_added_idx').on(t.added_date),
    index('members_username_idx').on(t.username),
    index('members_subscribers_idx').on(t.subscribers),
    index('members_staff_idx')
      .on(t.role)
      .where(sql`${t.role} <> 'member'`),
    check('members_role_ck', sql`${t.role} IN ('member', 'moderator', 'admin')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    session_id: text('session_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  // The sweeper deletes by expiry (compose/sweeper.ts).
  (t) => [index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/** A member's passed age check, so that one check holds on every device: how, with which provider,
 * when and until when. Never a name, a birth date or a document: the provider keeps those. */
export const ageProofs = pgTable('age_proofs', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => members.user_id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  provider: text('provider').notNull(),
  verified_at: ts('verified_at').notNull(),
  expires_at: ts('expires_at').notNull(),
});

/**
 * Password reset links (routes/accountRestore.ts): only the SHA-256 of the mailed token is kept, so
 * a copy of the table opens no account. A row works once (`used_at`), until `expires_at`; a newer
 * request deletes the member's older rows, and the sweeper the expired ones (compose/sweeper.ts).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => members.user_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    used_at: ts('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id), index('password_reset_tokens_expires_idx').on(t.expires_at)],
);

/**
 * Attempt counters of the account limits (auth/limits.ts), shared by every API node: `hits` in the
 * window that ends at `reset_at`, per limiter `name` and `key` (an account, an address, an e-mail).
 */
export const limitCounts = pgTable(
  'limit_counts',
  {
    name: text('name').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    reset_at: ts('reset_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.key] }), index('limit_counts_reset_idx').on(t.reset_at)],
);

/** One vote per user per object. */
