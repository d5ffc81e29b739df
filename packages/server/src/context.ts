// What every route needs: configuration, the database, the response cache and the signing secret.
import { randomBytes } from 'node:crypto';
import { captchaFromConfig, type CaptchaVerifier } from './auth/captcha.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { ResponseCache } from './http/cache.js';
import type { MailDeliverer } from './mail/deliverer.js';
import type { Mailer } from './mail/mailer.js';
import { createMailQueue } from './mail/queue.js';
import { MetricsPipeline } from './playerMetrics/pipeline.js';
import { keepMediaSecret } from './queries/settings.js';

export interface AppContext {
  config: Config;
  database: Database;
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
    cache: new ResponseCache(config.responseCacheMaxBytes, now),
    mediaSecret: await resolveSecret(config, database),
    now,
    mailer: services.mailer ?? mail.mailer,
    mailDeliverer: mail.deliverer,
    captcha: services.captcha ?? captchaFromConfig(config),
    playerMetrics: new MetricsPipeline({ database, now, config }),
  };
}
