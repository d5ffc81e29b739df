// What reaches the logs: a request carrying an account token, a media signature and a session cookie
// is logged without any of them, through the same logger the server runs with.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createContext } from './compose/context.js';
import { createLogger, redactUrl } from './log.js';
import { openTestDatabase, type TestDatabase } from './testing/database.js';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString('utf8'));
    done();
  },
});

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: '/nonexistent/reel-log-test', SITE_DIST: '/nonexistent/site', EMBED_DIST: '/nonexistent/embed' });
  const ctx = await createContext(config, database);
  app = await buildApp(ctx, { loggerInstance: createLogger({ level: 'info', destination: sink }) });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

describe('the logs', () => {
  it('keep neither the token in the address nor the session cookie', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/signup/?act=confirm&tok=SECRET-TOKEN-1', headers: { cookie: 'sid=SECRET-COOKIE-1' } });
    await app.inject({ method: 'GET', url: '/api/videos2.php?Token=SECRET-TOKEN-2&page=1', headers: { cookie: 'sid=SECRET-COOKIE-2' } });
    const text = lines.join('');
    expect(text).toContain('/signup/?act=confirm&tok=[REDACTED]');
    expect(text).not.toMatch(/SECRET/);
  });

  it('keep no password reset token: the reset page address and the form posted to it', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/reset-password/?token=SECRET-RESET-TOKEN-1' });
    await app.inject({ method: 'GET', url: '/api/signup.php?act=reset&tok=SECRET-RESET-TOKEN-2' });
    await app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: { act: 'reset', tok: 'SECRET-RESET-TOKEN-3', pwd: 'SECRET-PASSWORD' },
    });
    const text = lines.join('');
    expect(text).toContain('/reset-password/?token=[REDACTED]');
    expect(text).not.toMatch(/SECRET/);
  });

  it('keep no media signature', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/get_file/1900000000/SECRETSIGNATURE/1/1_sd.mp4' });
    const text = lines.join('');
    expect(text).toContain('/get_file/1900000000/[REDACTED]/1/1_sd.mp4');
    expect(text).not.toContain('SECRETSIGNATURE');
  });

  it('keep the token of a refused request logged by a route', async () => {
    lines.length = 0;
    await app.inject({
      method: 'POST',
      url: '/api/input.php?tok=SECRET-TOKEN-3',
      headers: { origin: 'https://elsewhere.example', cookie: 'sid=SECRET-COOKIE-3' },
    });
    const text = lines.join('');
    expect(text).toContain('csrf refusal');
    expect(text).not.toMatch(/SECRET/);
  });

  it('redact cookies and addresses in objects logged by hand', () => {
    lines.length = 0;
    const log = createLogger({ destination: sink });
    log.info(
      {
        url: '/y?tok=SECRET',
        req: { method: 'GET', url: '/x?tok=SECRET' },
        res: { headers: { 'set-cookie': 'sid=SECRET' } },
        headers: { cookie: 'sid=SECRET' },
      },
      'by hand',
    );
    const text = lines.join('');
    expect(text).toContain('by hand');
    expect(text).not.toContain('SECRET');
  });
});

describe('the request log', () => {
  const LIST = '/api/json/categories/14400/str.toptn.en.json';
  const linesOf = (url: string) =>
    lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; req?: { url: string }; res?: { statusCode: number } })
      .filter((l) => l.req?.url === url);

  it('writes a miss at info with its request and answer, and a cache hit nothing at info', async () => {
    lines.length = 0;
    const miss = await app.inject({ method: 'GET', url: LIST });
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(linesOf(LIST)).toEqual([expect.objectContaining({ level: 30, msg: 'request completed', res: { statusCode: 200 } })]);
    lines.length = 0;
    for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'GET', url: LIST })).headers['x-cache']).toBe('HIT');
    expect(lines).toEqual([]);
  });

  it('writes a hit at debug when the level asks for it', async () => {
    app.log.level = 'debug';
    try {
      lines.length = 0;
      expect((await app.inject({ method: 'GET', url: LIST })).headers['x-cache']).toBe('HIT');
      expect(linesOf(LIST).map((l) => [l.level, l.msg])).toEqual([
        [20, 'incoming request'],
        [20, 'request completed'],
      ]);
    } finally {
      app.log.level = 'info';
    }
  });

  it('keeps refusals at info', async () => {
    lines.length = 0;
    const url = '/api/json/categories/14400/str.toptn.en.json?nonce=1';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
    expect(linesOf(url)).toEqual([expect.objectContaining({ level: 30, res: { statusCode: 400 } })]);
  });
});

describe('redactUrl', () => {
  it.each([
    ['/signup/?act=reset&tok=abc', '/signup/?act=reset&tok=[REDACTED]'],
    ['/x?%74ok=abc&a=1', '/x?%74ok=[REDACTED]&a=1'],
    ['/get_file/1/sig/a/b.mp4?x=1', '/get_file/1/[REDACTED]/a/b.mp4?x=1'],
    ['/api/videos2.php?page=2', '/api/videos2.php?page=2'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
