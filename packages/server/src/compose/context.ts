// The app's context built from the configuration and the database: the composition of the parts
// every route takes (the type is context.ts's).
import { randomBytes } from 'node:crypto';
import { captchaFromConfig, type CaptchaVerifier } from '../auth/captcha.js';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { ResponseCache } from '../http/cache.js';
import type { Mailer } from '../mail/mailer.js';
import { createMailQueue } from '../mail/queue.js';
import { MetricsPipeline } from '../playerMetrics/pipeline.js';
import { keepAgeProofKey, keepMediaSecret } from '../queries/settings.js';
import { SearchTally } from '../searchTally/tally.js';

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
    // Never configured and never a default: made once, on the first start, and kept in the database.
    ageProofKey: await keepAgeProofKey(database, randomBytes(32).toString('base64url')),
    now,
    mailer: services.mailer ?? mail.mailer,
    mailDeliverer: mail.deliverer,
    captcha: services.captcha ?? captchaFromConfig(config),
    playerMetrics: new MetricsPipeline({ database, now, config }),
    searchTally: new SearchTally(database),
  };
}
