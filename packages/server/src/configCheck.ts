// The start's check of the configuration: every variable of the README's table is read here as the
// operator wrote it, and a value the server cannot use stops the start with the variable's name and
// what it expects. `loadConfig` stays a plain reader for tests; `main.ts` (server and worker) runs
// `checkConfig` first.
import { ageProviders } from './age/providers.js';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { loadConfig, type Config } from './config.js';
import { LOG_LEVELS } from './log.js';
import { STORAGE_RULES, storageChecks } from './media/storageConfig.js';
import {
  JOB_LOCK_STALE_MAX_S,
  JOB_LOCK_STALE_MIN_S,
  MEDIA_SECRET_MIN_CHARS,
  METRICS_TOKEN_MIN_CHARS,
  RESPONSE_CACHE_MIN_BYTES,
  SIGNED_URL_TTL_MAX_S,
  SIGNED_URL_TTL_MIN_S,
  UPLOAD_WORKERS_MAX,
} from './constants.js';

export interface ConfigReport {
  errors: string[];
  /** Settings that work but leave something open; said loudly at start. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly errors: string[]) {
    super(`the configuration cannot be used:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = NodeJS.ProcessEnv;
type Rule = (value: string) => string | undefined;

const isDevelopment = (env: Env): boolean => env.NODE_ENV === 'development';

/** Loopback interfaces: a server listening only there is reached through the machine itself. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || (isIP(h) === 4 && h.startsWith('127.'));
}

const integer =
  (min: number, max: number): Rule =>
  (v) => {
    const n = Number(v);
    return /^\d+$/.test(v.trim()) && Number.isSafeInteger(n) && n >= min && n <= max ? undefined : `a whole number from ${min} to ${max}`;
  };

function parseUrl(v: string, protocols: string[]): URL | undefined {
  try {
    const u = new URL(v);
    return protocols.includes(u.protocol) ? u : undefined;
  } catch {
    return undefined;
  }
}

const httpUrl: Rule = (v) => (parseUrl(v, ['http:', 'https:']) ? undefined : 'an http:// or https:// address');
const pathOrHttpUrl: Rule = (v) =>
  v.startsWith('/') || parseUrl(v, ['http:', 'https:']) ? undefined : 'a path starting with / or an http:// or https:// address';
const nonEmpty: Rule = (v) => (v.trim() ? undefined : 'a folder path');

function trustProxyRule(v: string): string | undefined {
  const t = v.trim().toLowerCase();
  if (t === '' || t === 'true' || t === 'false' || /^\d+$/.test(t)) return undefined;
  const bad = t
    .split(',')
    .map((s) => s.trim())
    .filter((entry) => {
      const [address, prefix, extra] = entry.split('/');
      if (extra !== undefined || !isIP(address)) return true;
      if (prefix === undefined) return false;
      const max = isIP(address) === 4 ? 32 : 128;
      return !/^\d+$/.test(prefix) || Number(prefix) > max;
    });
  return bad.length
    ? `true, false, a hop count, or IP addresses and CIDR ranges separated by commas (not understood: ${bad.join(', ')})`
    : undefined;
}

/** Each variable's rule, checked when the variable is set (an unset variable takes its default). */
const RULES: Record<string, Rule> = {
  PORT: integer(1, 65535),
  HOST: (v) => (v.trim() && !/\s/.test(v) ? undefined : 'an interface address or host name, e.g. 127.0.0.1 or 0.0.0.0'),
  DATA_DIR: nonEmpty,
  MEDIA_DIR: nonEmpty,
  SITE_DIST: nonEmpty,
  EMBED_DIST: nonEmpty,
  MAIL_OUTBOX_DIR: nonEmpty,
  UPLOAD_DIR: nonEmpty,
  CONSENT_DIR: nonEmpty,
  DATABASE_URL: (v) => (v === '' || parseUrl(v, ['postgres:', 'postgresql:']) ? undefined : 'empty (PGlite) or a postgres:// address'),
  DATABASE_READ_URL: (v) =>
    v === '' || parseUrl(v, ['postgres:', 'postgresql:'])
      ? undefined
      : 'empty (every read on DATABASE_URL) or a postgres:// address of a replica',
  MEDIA_BASE_URL: (v) => pathOrHttpUrl(v) ?? (v.endsWith('/') ? undefined : 'an address ending with /'),
  MEDIA_SECRET: (v) =>
    v === '' || v.length >= MEDIA_SECRET_MIN_CHARS
      ? undefined
      : `empty (one is made and kept in the database) or at least ${MEDIA_SECRET_MIN_CHARS} characters`,
  MEDIA_ACCEL_REDIRECT: (v) =>
    v === '' || (v.startsWith('/') && v.endsWith('/'))
      ? undefined
      : 'empty or an nginx location starting and ending with /, e.g. /internal-media/',
  METRICS_TOKEN: (v) =>
    v === '' || (v.length >= METRICS_TOKEN_MIN_CHARS && !/\s/.test(v))
      ? undefined
      : `empty (only this machine may read /metrics) or at least ${METRICS_TOKEN_MIN_CHARS} characters without spaces`,
  METRICS_PORT: integer(0, 65535),
  SIGNED_URL_TTL_S: integer(SIGNED_URL_TTL_MIN_S, SIGNED_URL_TTL_MAX_S),
  TIMELINES_TOKEN: pathOrHttpUrl,
  SEED_ON_START: (v) => (v === '0' || v === '1' ? undefined : '0 or 1'),
  GEO_HEADER: (v) => (v === '' || /^[A-Za-z0-9-]+$/.test(v) ? undefined : 'empty or a header name'),
  GEO_REGION_HEADER: (v) => (v === '' || /^[A-Za-z0-9-]+$/.test(v) ? undefined : 'empty or a header name'),
  AGE_PROVIDERS: (v) => {
    try {
      ageProviders({ ageProviders: v });
      return undefined;
    } catch (err) {
      return `a JSON list of {id, name, issuer, clientId, clientSecret, claim, scope} (${err instanceof Error ? err.message : String(err)})`;
    }
  },
  PUBLIC_URL: (v) => {
    if (v === '') return undefined;
    const u = parseUrl(v, ['http:', 'https:']);
    return u && !u.search && !u.hash && !u.username
      ? undefined
      : 'the public http:// or https:// origin of the site, e.g. https://example.com';
  },
  RECAPTCHA_VERIFY_URL: httpUrl,
  // X's rule for an account name: 1 to 15 letters, digits or underscores.
  X_HANDLE: (v) => (v.trim() === '' || /^@?\w{1,15}$/.test(v.trim()) ? undefined : 'empty or the site’s X account, e.g. @reel_example'),
  UPLOAD_MAX_BYTES: integer(1, Number.MAX_SAFE_INTEGER),
  UPLOAD_CATEGORIES_MIN: integer(0, 1000),
  UPLOAD_CATEGORIES_MAX: integer(1, 1000),
  UPLOAD_WORKERS: integer(0, UPLOAD_WORKERS_MAX),
  UPLOAD_JOB_STALE_S: integer(JOB_LOCK_STALE_MIN_S, JOB_LOCK_STALE_MAX_S),
  UPLOAD_FAILED_KEEP_DAYS: integer(0, 3650),
  UPLOAD_RESUME_HOURS: integer(1, 24 * 365),
  REJECTED_RETENTION_DAYS: integer(0, 3650),
  METRICS_RAW_DAYS: integer(1, 3650),
  MODERATION: (v) => (v === 'pre' || v === 'post' ? undefined : 'pre (review before publishing) or post (publish, then review)'),
  REPORT_HIDE_THRESHOLD: (v) =>
    /^[1-9]\d{0,3}(,[1-9]\d{0,3})?$/.test(v) ? undefined : 'a whole number of reporters, or two (members,visitors), e.g. 1,3',
  SMTP_URL: (v) => {
    if (v === '') return undefined;
    const u = parseUrl(v, ['smtp:', 'smtps:']);
    return u && u.hostname ? undefined : 'empty (the outbox folder) or smtp://user:pass@host:587 or smtps://user:pass@host:465';
  },
  // Without an address the relay would refuse every message, and that would show only in the logs.
  MAIL_FROM: (v) => (MAIL_SENDER.test(v.trim()) ? undefined : 'a sender with an address, e.g. Reel <no-reply@example.com>'),
  RESPONSE_CACHE_MAX_BYTES: integer(RESPONSE_CACHE_MIN_BYTES, Number.MAX_SAFE_INTEGER),
  TRUST_PROXY: trustProxyRule,
  LOG_LEVEL: (v) => (LOG_LEVELS.includes(v) ? undefined : `one of ${LOG_LEVELS.join(', ')}`),
  FFMPEG_PATH: (v) => (existsSync(v) ? undefined : 'the path of an ffmpeg binary that exists'),
  FFPROBE_PATH: (v) => (existsSync(v) ? undefined : 'the path of an ffprobe binary that exists'),
  ...STORAGE_RULES,
};

/** `name@domain` or `Name <name@domain>`: what a relay takes as the envelope's sender. */
const MAIL_SENDER = /^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/** A secret or a token, or an address with a password in it (SMTP_URL, DATABASE_URL), is not repeated in a log. */
function hidesValue(name: string, value: string): boolean {
  return (
    name.includes('SECRET') || name === 'METRICS_TOKEN' || name === 'AGE_PROVIDERS' || /^[a-z][a-z0-9+.-]*:\/\/[^/@]*:[^/@]*@/i.test(value)
  );
}

/** A server listening on a public interface, or announcing a public origin, which a proxy may front. */
function servesBeyondLoopback(config: Config): boolean {
  if (!isLoopbackHost(config.host)) return true;
  const publicUrl = config.publicUrl ? parseUrl(config.publicUrl, ['http:', 'https:']) : undefined;
  return publicUrl !== undefined && !isLoopbackHost(publicUrl.hostname);
}

/** Rules between variables, on the values as loaded. */
function crossChecks(env: Env, config: Config, errors: string[], warnings: string[]): void {
  if (config.uploadCategoriesMin > config.uploadCategoriesMax) {
    errors.push(
      `UPLOAD_CATEGORIES_MIN (${config.uploadCategoriesMin}) must not be above UPLOAD_CATEGORIES_MAX (${config.uploadCategoriesMax})`,
    );
  }
  storageChecks(config, errors, warnings);
  // A replica of PGlite cannot exist: the embedded database lives inside this one process.
  if (config.databaseReadUrl && !config.databaseUrl) {
    errors.push(
      'DATABASE_READ_URL is set but DATABASE_URL is not: a read replica is a copy of a PostgreSQL primary; set DATABASE_URL to it',
    );
  }
  if (isDevelopment(env)) return;
  // Links in e-mails come from PUBLIC_URL alone: on a public interface, the request's own Host would
  // let anyone point a reset link at their site.
  if (!config.publicUrl && !isLoopbackHost(config.host)) {
    errors.push(
      `PUBLIC_URL is required when HOST (${config.host}) is not a loopback address: set it to the site's public origin, e.g. https://example.com (or set NODE_ENV=development)`,
    );
  }
  if (config.trustProxy === false && servesBeyondLoopback(config)) {
    warnings.push(
      `TRUST_PROXY is empty while the server is reached from outside this machine (HOST ${config.host}${config.publicUrl ? `, PUBLIC_URL ${config.publicUrl}` : ''}): behind a proxy every request then comes from the proxy's address, which the per-address limits leave out, so they are all off. Set TRUST_PROXY to the proxy's address (e.g. 127.0.0.1), or leave it empty only when no proxy is in front.`,
    );
  }
  if (config.smtpUrl && /@localhost>?$/i.test(config.mailFrom.trim())) {
    warnings.push(
      `MAIL_FROM (${config.mailFrom}) is a local address while SMTP_URL sends through a relay: most relays refuse such a sender or the receiving side files the mail as spam. Set MAIL_FROM to an address of the site's domain.`,
    );
  }
  if (!config.recaptchaSecret) {
    warnings.push(
      'RECAPTCHA_SECRET is not set: the password-restore captcha accepts every token, so anyone can have restore e-mails sent in bulk. Set it before opening the site to the public.',
    );
  }
}

/** Every problem of the environment's configuration, without stopping. */
export function inspectConfig(env: Env = process.env): ConfigReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const [name, rule] of Object.entries(RULES)) {
    const value = env[name];
    if (value === undefined) continue;
    const expected = rule(value);
    if (expected) errors.push(`${name}="${hidesValue(name, value) ? '…' : value}" is not usable: expected ${expected}`);
  }
  if (errors.length === 0) crossChecks(env, loadConfig(env), errors, warnings);
  return { errors, warnings };
}

/** The configuration, or ConfigError listing every bad variable. Warnings go to `warn`. */
export function checkConfig(env: Env = process.env, warn: (message: string) => void = () => undefined): Config {
  const report = inspectConfig(env);
  if (report.errors.length) throw new ConfigError(report.errors);
  for (const w of report.warnings) warn(w);
  return loadConfig(env);
}
