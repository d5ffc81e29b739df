// What every route needs: configuration, the database, the response cache and the signing secret.
import { randomBytes } from 'node:crypto';
import { captchaFromConfig, type CaptchaVerifier } from './auth/captcha.js';
import type { Config } from './config.js';
import { REPLICA_CATCH_UP_MS } from './constants.js';
import type { Database } from './db/client.js';
import { ResponseCache } from './http/cache.js';
import type { MailDeliverer } from './mail/deliverer.js';
import type { Mailer } from './mail/mailer.js';
import { createMailQueue } from './mail/queue.js';
import { MetricsPipeline } from './playerMetrics/pipeline.js';
import { keepMediaSecret } from './queries/settings.js';

export interface AppContext {
  config: Config;
  /** The primary: every write, and every read that must see the latest write. */
  database: Database;
  /** The replica of DATABASE_READ_URL, or `database` itself when none is set; read through
   * `catalogueReads`, never directly. */
  readDatabase: Database;
  cache: ResponseCache;
  mediaSecret: string;
  /** Milliseconds since the epoch; injectable so expiry can be tested. */
  now: () => number;
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
}

/** Replacements for the outside services, e.g. a mail relay. */
export interface ContextServices {
  /** Takes every message in place of the queue (tests capturing mail). */
  mailer?: Mailer;
  captcha?: CaptchaVerifier;
  /** The read replica (`openReadReplica(config.databaseReadUrl)`), opened and closed by the caller. */
  readDatabase?: Database;
}

/** The secret is shared through the database so that every API node signs alike. */
async function resolveSecret(config: Config, database: Database): Promise<string> {
  if (config.mediaSecret) return config.mediaSecret;
  const fresh = randomBytes(32).toString('base64url');
  return keepMediaSecret(database, fresh);
}

export async function createContext(
  config: Config,
  database: Database,
  now: () => number = Date.now,
  services: ContextServices = {},
): Promise<AppContext> {
  const mail = createMailQueue(config, database, now);
  return {
    config,
    database,
    readDatabase: services.readDatabase ?? database,
    cache: new ResponseCache(config.responseCacheMaxBytes, now),
    mediaSecret: await resolveSecret(config, database),
    now,
    mailer: services.mailer ?? mail.mailer,
    mailDeliverer: mail.deliverer,
    captcha: services.captcha ?? captchaFromConfig(config),
    playerMetrics: new MetricsPipeline({ database, now, config }),
  };
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
