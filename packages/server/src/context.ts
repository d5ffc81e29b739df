// What every route needs: configuration, the database, the response cache, the signing secret and
// the services; the type only, low enough for every feature to take it. compose/context.ts builds one.
import type { CaptchaVerifier } from './auth/captcha.js';
import { REPLICA_CATCH_UP_MS } from './constants.js';
import type { Database } from './db/client.js';
import type { ResponseCache } from './http/cache.js';
import type { MailDeliverer } from './mail/deliverer.js';
import type { Mailer } from './mail/mailer.js';
import type { MetricsPipeline } from './playerMetrics/pipeline.js';
import type { SearchTally } from './searchTally/tally.js';
import type { DataContext } from './queries/dataContext.js';

export interface AppContext extends DataContext {
  /** The replica of DATABASE_READ_URL, or `database` itself when none is set; read through
   * `catalogueReads`, never directly. */
  readDatabase: Database;
  cache: ResponseCache;
  /** Every e-mail the server sends: stored in mail_queue, then delivered by `mailDeliverer` through
   * the SMTP relay (SMTP_URL) or into the outbox folder. */
  mailer: Mailer;
  /** Hands queued mail to the relay or the outbox; the server starts and stops its timer. */
  mailDeliverer: MailDeliverer;
  /** The restore request's captcha check (reCAPTCHA when configured). */
  captcha: CaptchaVerifier;
  /** The player's metric records on their way to the raw table and the daily rollups; the server
   * starts its timers and flushes it on shutdown. */
  playerMetrics: MetricsPipeline;
  /** The first pages of searches, counted here and added to the top searches in batches; the server
   * starts its timer and writes what is left on shutdown. */
  searchTally: SearchTally;
  /** The key that signs age proofs (age/proof.ts): made by the server on its first start, shared
   * through the database, never configured. */
  ageProofKey: string;
}

/**
 * The context a shared catalogue answer is read with: the one rule of the read replica. An answer
 * that may be cached (lifetime above 0) is allowed to be that old everywhere, in this process, in
 * nginx and at the CDN, so it may come from a replica that is a moment behind; an uncached read
 * (lifetime 0, the `.jsond` form the site asks for a member's own lists and right after a change)
 * reads the primary, and so does every read for a short while after a change cleared the cache.
 * Writes always take `ctx.database`, never this context.
 */
export function catalogueReads(ctx: AppContext, lifetime: number): AppContext {
  if (lifetime <= 0 || ctx.readDatabase === ctx.database) return ctx;
  if (ctx.now() - ctx.cache.clearedAtMs < REPLICA_CATCH_UP_MS) return ctx;
  return { ...ctx, database: ctx.readDatabase };
}
