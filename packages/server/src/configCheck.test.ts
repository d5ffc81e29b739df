// The start's configuration check: each bad value is named with what is expected, a public interface
// needs PUBLIC_URL outside development, and an unset captcha secret or a local mail sender behind a
// relay is said at start.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, checkConfig, inspectConfig, isLoopbackHost } from './configCheck.js';
import { REPO_ROOT, loadConfig, publicOrigin } from './config.js';
import { commandArgs } from './testing/serverCommand.js';

const errorsOf = (env: NodeJS.ProcessEnv) => inspectConfig(env).errors;

describe('checkConfig', () => {
  it('accepts the defaults: nothing set starts on 127.0.0.1', () => {
    expect(errorsOf({})).toEqual([]);
    expect(checkConfig({}).host).toBe('127.0.0.1');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['PORT', ''],
    ['HOST', ''],
    ['SIGNED_URL_TTL_S', '-1'],
    ['SIGNED_URL_TTL_S', '1e9'],
    ['UPLOAD_MAX_BYTES', '4GB'],
    ['UPLOAD_WORKERS', '-1'],
    ['UPLOAD_WORKERS', '1000'],
    ['UPLOAD_JOB_STALE_S', '1'],
    ['UPLOAD_JOB_STALE_S', '2m'],
    ['UPLOAD_CATEGORIES_MIN', 'x'],
    ['UPLOAD_FAILED_KEEP_DAYS', 'week'],
    ['UPLOAD_RESUME_HOURS', '0'],
    ['DATABASE_URL', 'mysql://x/y'],
    ['DATABASE_URL', 'not a url'],
    ['DATABASE_READ_URL', 'mysql://replica/reel'],
    ['PUBLIC_URL', 'example.com'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['PUBLIC_URL', 'https://example.com/?a=1'],
    ['RECAPTCHA_VERIFY_URL', 'javascript:alert(1)'],
    ['MEDIA_BASE_URL', 'cdn.example.com/'],
    ['MEDIA_BASE_URL', 'https://cdn.example.com'],
    ['MEDIA_ACCEL_REDIRECT', 'internal-media'],
    ['MEDIA_SECRET', 'short'],
    ['METRICS_TOKEN', 'x'.repeat(23)],
    ['METRICS_TOKEN', `${'x'.repeat(12)} ${'x'.repeat(12)}`],
    ['METRICS_PORT', '65536'],
    ['METRICS_PORT', 'off'],
    ['TIMELINES_TOKEN', 'timelines'],
    ['SEED_ON_START', 'yes'],
    ['GEO_HEADER', 'cf ipcountry'],
    ['GEO_REGION_HEADER', 'cf region'],
    ['AGE_PROVIDERS', '{}'],
    ['AGE_PROVIDERS', '[{"id":"a","name":"A","issuer":"http://idp.example/","clientId":"c","clientSecret":"s","claim":"age_over_18"}]'],
    ['AGE_PROVIDERS', '[{"id":"A B","name":"A","issuer":"https://idp.example/","clientId":"c","clientSecret":"s","claim":"age_over_18"}]'],
    [
      'AGE_PROVIDERS',
      '[{"id":"a","name":"A","issuer":"https://idp.example/","clientId":"c","clientSecret":"s","claim":"age_over_18","identityClaim":"identity verified"}]',
    ],
    ['TRUST_PROXY', '10.0.0.0/99'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['LOG_LEVEL', 'verbose'],
    ['FFMPEG_PATH', '/nonexistent/ffmpeg'],
    ['DATA_DIR', ' '],
    ['SMTP_URL', 'mail.example.com:587'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['MAIL_FROM', 'Reel'],
    ['MAIL_FROM', 'Reel <no-reply>'],
  ])('refuses %s=%j, naming it', (name, value) => {
    const errors = errorsOf({ [name]: value });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^${name}=.* is not usable: expected `));
  });

  it.each([
    ['PORT', '8080'],
    ['DATABASE_URL', 'postgresql://reel:pw@db:5432/reel'],
    ['PUBLIC_URL', 'https://example.com'],
    ['MEDIA_BASE_URL', 'https://cdn.example.com/media/'],
    ['MEDIA_ACCEL_REDIRECT', '/internal-media/'],
    ['MEDIA_SECRET', 'x'.repeat(32)],
    ['METRICS_TOKEN', ''],
    ['METRICS_TOKEN', 'x'.repeat(24)],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '9464'],
    ['TRUST_PROXY', '127.0.0.1,10.0.0.0/8,::1'],
    ['TRUST_PROXY', '2'],
    ['GEO_HEADER', ''],
    ['AGE_PROVIDERS', '[]'],
    [
      'AGE_PROVIDERS',
      '[{"id":"idp","name":"IdP","issuer":"https://idp.example/","clientId":"c","clientSecret":"s","claim":"age_over_18"}]',
    ],
    [
      'AGE_PROVIDERS',
      '[{"id":"idp","name":"IdP","issuer":"https://idp.example/","clientId":"c","clientSecret":"s","claim":"age_over_18","identityClaim":"identity_verified","identityScope":"openid identity"}]',
    ],
    ['SMTP_URL', ''],
    ['SMTP_URL', 'smtp://user:pass@mail.example.com:587'],
    ['SMTP_URL', 'smtps://mail.example.com'],
    ['MAIL_FROM', 'Reel <no-reply@example.com>'],
    ['MAIL_FROM', 'no-reply@example.com'],
  ])('accepts %s=%j', (name, value) => {
    expect(errorsOf({ [name]: value })).toEqual([]);
  });

  it('never repeats a secret it refuses', () => {
    const [providers] = errorsOf({ AGE_PROVIDERS: '[{"id":"x","clientSecret":"idp-secret"}]' });
    expect(providers).toMatch(/^AGE_PROVIDERS=.* is not usable/);
    expect(providers).not.toContain('idp-secret');
    const [error] = errorsOf({ MEDIA_SECRET: 'tooshort' });
    expect(error).not.toContain('tooshort');
    const [smtp] = errorsOf({ SMTP_URL: 'ftp://relay-user:relay-pass@mail.example.com' });
    expect(smtp).toMatch(/^SMTP_URL=.* is not usable/);
    expect(smtp).not.toContain('relay-pass');
    const [token] = errorsOf({ METRICS_TOKEN: 'short-metrics-token' });
    expect(token).toMatch(/^METRICS_TOKEN=.* is not usable/);
    expect(token).not.toContain('short-metrics-token');
  });

  it('warns when mail goes through a relay from the default local sender, outside development', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587', RECAPTCHA_SECRET: 's' };
    expect(inspectConfig(smtp).warnings.join('\n')).toMatch(/^MAIL_FROM \(no-reply@localhost\) is a local address/);
    expect(inspectConfig({ ...smtp, MAIL_FROM: 'Reel <no-reply@example.com>' }).warnings).toEqual([]);
    expect(inspectConfig({ ...smtp, NODE_ENV: 'development' }).warnings).toEqual([]);
    expect(inspectConfig({ RECAPTCHA_SECRET: 's' }).warnings).toEqual([]);
  });

  it('refuses more categories required than allowed', () => {
    expect(errorsOf({ UPLOAD_CATEGORIES_MIN: '4', UPLOAD_CATEGORIES_MAX: '3' })[0]).toMatch(
      /UPLOAD_CATEGORIES_MIN \(4\) must not be above UPLOAD_CATEGORIES_MAX \(3\)/,
    );
  });

  it('takes a read replica only beside a PostgreSQL primary', () => {
    const replica = 'postgres://reel:pw@replica:5432/reel';
    expect(errorsOf({ DATABASE_READ_URL: replica })).toEqual([
      'DATABASE_READ_URL is set but DATABASE_URL is not: a read replica is a copy of a PostgreSQL primary; set DATABASE_URL to it',
    ]);
    expect(errorsOf({ DATABASE_READ_URL: replica, DATABASE_URL: 'postgres://reel:pw@primary:5432/reel' })).toEqual([]);
    expect(errorsOf({ DATABASE_READ_URL: '' })).toEqual([]);
  });

  it('requires PUBLIC_URL on a public interface outside development', () => {
    expect(errorsOf({ HOST: '0.0.0.0' })[0]).toMatch(/^PUBLIC_URL is required when HOST \(0\.0\.0\.0\)/);
    expect(errorsOf({ HOST: '::' })).toHaveLength(1);
    expect(errorsOf({ HOST: '0.0.0.0', PUBLIC_URL: 'https://example.com' })).toEqual([]);
    expect(errorsOf({ HOST: '0.0.0.0', NODE_ENV: 'development' })).toEqual([]);
    expect(errorsOf({ HOST: 'localhost' })).toEqual([]);
    expect(() => checkConfig({ HOST: '192.168.1.5' })).toThrow(ConfigError);
  });

  it('gives mail links the address of this machine only when PUBLIC_URL is empty', () => {
    expect(publicOrigin(loadConfig({ PORT: '8123' }))).toBe('http://localhost:8123');
    expect(publicOrigin(loadConfig({ PUBLIC_URL: 'https://example.com/' }))).toBe('https://example.com');
  });

  it('knows the loopback interfaces', () => {
    for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(h)).toBe(true);
    for (const h of ['0.0.0.0', '::', '10.0.0.1', 'example.com', '127.example.com']) expect(isLoopbackHost(h)).toBe(false);
  });

  it('warns that the captcha accepts every token when its secret is unset, outside development', () => {
    const warnings: string[] = [];
    checkConfig({}, (w) => warnings.push(w));
    expect(warnings.join('\n')).toMatch(/RECAPTCHA_SECRET is not set: the password-restore captcha accepts every token/);
    expect(inspectConfig({ RECAPTCHA_SECRET: 's' }).warnings).toEqual([]);
    expect(inspectConfig({ NODE_ENV: 'development' }).warnings).toEqual([]);
  });
});

describe('the server with a bad configuration', () => {
  it('stops before it opens anything, naming every bad variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'reel-config-'));
    try {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATA_DIR: join(dataDir, 'data'),
        PORT: 'eighty',
        HOST: '0.0.0.0',
        SIGNED_URL_TTL_S: '0',
      };
      delete env.DATABASE_URL;
      delete env.NODE_ENV;
      delete env.PUBLIC_URL;
      const child = spawn(process.execPath, commandArgs('main'), {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (b: Buffer) => (out += b.toString()));
      child.stderr.on('data', (b: Buffer) => (out += b.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(out).toContain('PORT=\\"eighty\\" is not usable: expected a whole number from 1 to 65535');
      expect(out).toContain('SIGNED_URL_TTL_S=\\"0\\" is not usable');
      expect(existsSync(join(dataDir, 'data'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
