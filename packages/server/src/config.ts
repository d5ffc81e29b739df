// Configuration from the environment: every variable, with its default, is listed in the README.
import { join, resolve } from 'node:path';
import {
  UPLOAD_CATEGORIES_MAX_DEFAULT,
  UPLOAD_CATEGORIES_MIN_DEFAULT,
  UPLOAD_MAX_BYTES_DEFAULT,
  UPLOAD_RESUME_HOURS_DEFAULT,
} from '@reel/api';
import { REPORT_HIDE_THRESHOLD_MEMBER_DEFAULT, REPORT_HIDE_THRESHOLD_VISITOR_DEFAULT, type ModerationMode } from '@reel/api/moderation';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  JOB_LOCK_STALE_S,
  MAIL_FROM_DEFAULT,
  METRICS_PORT_DEFAULT,
  METRICS_RAW_DAYS_DEFAULT,
  RECAPTCHA_VERIFY_URL,
  REJECTED_RETENTION_DAYS_DEFAULT,
  RESPONSE_CACHE_MAX_BYTES,
  S3_REGION_DEFAULT,
  SIGNED_URL_TTL_S,
  UPLOAD_FAILED_KEEP_DAYS_DEFAULT,
} from './constants.js';
import { REPO_ROOT } from './packageRoot.js';

export { REPO_ROOT };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite folder, used when databaseUrl is empty. */
  pgliteDir: string;
  databaseUrl: string;
  /** A streaming replica of DATABASE_URL's database for the shared catalogue's reads; empty reads
   * everything from DATABASE_URL. */
  databaseReadUrl: string;
  mediaRoot: string;
  /** Public base of media addresses: `/media/` by default, a CDN address when media moves there. */
  mediaBaseUrl: string;
  /** Secret for signed video addresses; when empty one is made and kept in the database. */
  mediaSecret: string;
  signedUrlTtlS: number;
  /** Base of timeline files. */
  timelinesToken: string;
  siteDist: string;
  embedDist: string;
  /** Generate the demo catalogue on first start. */
  seedOnStart: boolean;
  logLevel: string;
  /** Request header naming the visitor's country (set by a CDN or proxy); empty turns it off. */
  geoHeader: string;
  /** Request header naming the visitor's region inside their country (a US state: `TX`, or `US-TX`),
   * for an age policy that differs by region; empty: regions are not told apart. */
  geoRegionHeader: string;
  /** The age-assurance providers, as JSON (age/providers.ts): kept out of the settings so that a
   * client secret is never in the database, the audit log or the console. */
  ageProviders: string;
  /** The site's public origin (`https://example.com`) for links in e-mails. Required at start outside
   * development when HOST is not a loopback address; see `publicOrigin` for the empty case. */
  publicUrl: string;
  /** The site's X (Twitter) account for the cards' `twitter:site`, without the @; empty names none. */
  xHandle: string;
  /** Folder the default mailer writes each outgoing e-mail into, as a JSON file. */
  outboxDir: string;
  /** reCAPTCHA secret for the restore request; empty accepts every captcha token. */
  recaptchaSecret: string;
  recaptchaVerifyUrl: string;
  /** Where uploads are written while checked and kept until transcoded. */
  uploadDir: string;
  /** Where performers' consent releases are kept: private, never served but through the console. */
  consentDir: string;
  uploadMaxBytes: number;
  uploadCategoriesMin: number;
  uploadCategoriesMax: number;
  /** Hours an unfinished resumable upload is kept after its creation; the sweeper removes it after. */
  uploadResumeHours: number;
  /** Transcoding workers inside the server process; 0 when workers run elsewhere (`worker` command). */
  uploadWorkers: number;
  /** Seconds after which a processing job's lock counts as its dead worker's, and the job is taken again. */
  uploadJobStaleS: number;
  /** Which proxies' X-Forwarded-For/-Proto/-Host to believe (Fastify's `trustProxy`): none by default. */
  trustProxy: TrustProxy;
  /** Bytes the in-process response cache may hold. */
  responseCacheMaxBytes: number;
  /** CSP_EXTRA_SOURCES as written: more script sources (an ad server's host) for the pages' policy. */
  cspExtraSources: string;
  /** nginx internal location prefix (e.g. `/internal-media/`) answering renditions by
   * X-Accel-Redirect; empty streams them from this process. */
  mediaAccelRedirect: string;
  /** Days a failed upload's source is kept before the sweeper removes it. */
  uploadFailedKeepDays: number;
  /** `smtp://user:pass@host:587` or `smtps://…`: mail goes through this relay; empty writes the outbox folder. */
  smtpUrl: string;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** `pre`: every upload is reviewed before it is public; `post`: published at once, still reviewed. */
  moderation: ModerationMode;
  /** Distinct reporters that hide a video reported as underage or non-consensual, pending review. */
  reportHideThresholdMember: number;
  reportHideThresholdVisitor: number;
  /** Days a rejected upload's files are kept before the sweeper removes them. */
  rejectedRetentionDays: number;
  /** Bearer token `/metrics` asks for; empty answers only requests made on this machine. */
  metricsToken: string;
  /** The standalone worker's metrics port; 0 serves none. */
  metricsPort: number;
  /** Days the player's raw metric records are kept before the hourly sweeper removes them. */
  metricsRawDays: number;
  /** Where finished media live: `local` (the media root) or `s3` (the bucket of `s3`). */
  mediaStorage: MediaStorage;
  s3: S3Settings;
}

export type MediaStorage = 'local' | 's3';

/** The S3-compatible bucket of MEDIA_STORAGE=s3 (AWS S3, Cloudflare R2, MinIO…). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Empty for AWS itself; the service's address otherwise (R2, MinIO). */
  endpoint: string;
  /** Both empty: the SDK's own credential chain (AWS_* variables, instance role). */
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`host/bucket/key`) rather than the host name: MinIO and most self-hosted servers. */
  forcePathStyle: boolean;
  /** Folder inside the bucket for every media key, `''` or ending with `/`. */
  prefix: string;
}

/** `true` (every proxy), the proxies' addresses and CIDR ranges (comma-separated), or which hops
 * to trust (Fastify's own reading of a hop count, which its types do not take as a number). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY`: empty, `0` or `false` trusts no proxy (the default: a visitor could otherwise name
 * any address and protocol); `true` trusts every one; a whole number the nearest N hops; anything
 * else is the list of the proxies' addresses, e.g. `127.0.0.1,10.0.0.0/8`.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

/** The origin links in e-mails use: PUBLIC_URL, or this machine's own address when the server
 * listens on loopback only (the start refuses an empty PUBLIC_URL anywhere else). Never the
 * request's Host, which the visitor writes. */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  if (!config.publicUrl) return `http://localhost:${config.port}`;
  let url: URL;
  try {
    url = new URL(config.publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address, not ${JSON.stringify(config.publicUrl)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must be an http(s) address, not ${JSON.stringify(config.publicUrl)}`);
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  return {
    port: Number(env.PORT ?? DEFAULT_PORT),
    host: env.HOST ?? DEFAULT_HOST,
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    databaseUrl: env.DATABASE_URL ?? '',
    databaseReadUrl: env.DATABASE_READ_URL ?? '',
    mediaRoot: resolve(env.MEDIA_DIR ?? join(dataDir, 'media')),
    mediaBaseUrl: env.MEDIA_BASE_URL ?? '/media/',
    mediaSecret: env.MEDIA_SECRET ?? '',
    signedUrlTtlS: Number(env.SIGNED_URL_TTL_S ?? SIGNED_URL_TTL_S),
    timelinesToken: env.TIMELINES_TOKEN ?? '/api/timelines/',
    siteDist: resolve(env.SITE_DIST ?? join(REPO_ROOT, 'site', 'dist')),
    embedDist: resolve(env.EMBED_DIST ?? join(REPO_ROOT, 'embed', 'dist')),
    seedOnStart: (env.SEED_ON_START ?? '1') !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    geoHeader: env.GEO_HEADER ?? 'cf-ipcountry',
    // Cloudflare's visitor location headers name the region's ISO 3166-2 code without its country.
    geoRegionHeader: env.GEO_REGION_HEADER ?? 'cf-region-code',
    ageProviders: env.AGE_PROVIDERS ?? '[]',
    publicUrl: (env.PUBLIC_URL ?? '').replace(/\/+$/, ''),
    xHandle: (env.X_HANDLE ?? '').trim().replace(/^@/, ''),
    outboxDir: resolve(env.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox')),
    recaptchaSecret: env.RECAPTCHA_SECRET ?? '',
    recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL ?? RECAPTCHA_VERIFY_URL,
    uploadDir: resolve(env.UPLOAD_DIR ?? join(dataDir, 'uploads')),
    consentDir: resolve(env.CONSENT_DIR ?? join(dataDir, 'private', 'consent')),
    uploadMaxBytes: Number(env.UPLOAD_MAX_BYTES ?? UPLOAD_MAX_BYTES_DEFAULT),
    uploadCategoriesMin: Number(env.UPLOAD_CATEGORIES_MIN ?? UPLOAD_CATEGORIES_MIN_DEFAULT),
    uploadCategoriesMax: Number(env.UPLOAD_CATEGORIES_MAX ?? UPLOAD_CATEGORIES_MAX_DEFAULT),
    uploadResumeHours: Number(env.UPLOAD_RESUME_HOURS ?? UPLOAD_RESUME_HOURS_DEFAULT),
    uploadWorkers: Number(env.UPLOAD_WORKERS ?? 1),
    uploadJobStaleS: Number(env.UPLOAD_JOB_STALE_S ?? JOB_LOCK_STALE_S),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cspExtraSources: env.CSP_EXTRA_SOURCES ?? '',
    responseCacheMaxBytes: Number(env.RESPONSE_CACHE_MAX_BYTES ?? RESPONSE_CACHE_MAX_BYTES),
    mediaAccelRedirect: env.MEDIA_ACCEL_REDIRECT ?? '',
    uploadFailedKeepDays: Number(env.UPLOAD_FAILED_KEEP_DAYS ?? UPLOAD_FAILED_KEEP_DAYS_DEFAULT),
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? MAIL_FROM_DEFAULT,
    moderation: env.MODERATION === 'post' ? 'post' : 'pre',
    ...reportThresholds(env.REPORT_HIDE_THRESHOLD),
    rejectedRetentionDays: Number(env.REJECTED_RETENTION_DAYS ?? REJECTED_RETENTION_DAYS_DEFAULT),
    metricsToken: env.METRICS_TOKEN ?? '',
    metricsPort: Number(env.METRICS_PORT ?? METRICS_PORT_DEFAULT),
    metricsRawDays: Number(env.METRICS_RAW_DAYS ?? METRICS_RAW_DAYS_DEFAULT),
    mediaStorage: env.MEDIA_STORAGE === 's3' ? 's3' : 'local',
    s3: {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION || S3_REGION_DEFAULT,
      endpoint: env.S3_ENDPOINT ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

/** `REPORT_HIDE_THRESHOLD`: one number for everyone, or `MEMBERS,VISITORS` (default `1,3`). */
export function reportThresholds(value: string | undefined): Pick<Config, 'reportHideThresholdMember' | 'reportHideThresholdVisitor'> {
  const parts = (value ?? '').split(',').map((x) => x.trim());
  const member = parts[0] ? Number(parts[0]) : REPORT_HIDE_THRESHOLD_MEMBER_DEFAULT;
  const visitor = parts[1] ? Number(parts[1]) : parts[0] ? member : REPORT_HIDE_THRESHOLD_VISITOR_DEFAULT;
  return { reportHideThresholdMember: member, reportHideThresholdVisitor: visitor };
}
