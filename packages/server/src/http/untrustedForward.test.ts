// Without TRUST_PROXY behind a proxy, the per-address limits are silently off: the start-up check
// says so when the server is reached from outside this machine, and the first forwarded request
// from a peer that is not trusted is logged once, naming the variable, through the server's logger.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { inspectConfig } from '../configCheck.js';
import { createContext } from '../compose/context.js';
import { createLogger } from '../log.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';

const SET = { RECAPTCHA_SECRET: 's' };

describe('the start-up check', () => {
  it('warns, naming TRUST_PROXY, when a server reached from outside trusts no proxy', () => {
    const trustWarnings = (env: Record<string, string>) =>
      inspectConfig({ ...SET, ...env }).warnings.filter((w) => w.includes('TRUST_PROXY'));
    expect(trustWarnings({ PUBLIC_URL: 'https://reel.example' })[0]).toMatch(/^TRUST_PROXY is empty .*per-address limits/);
    expect(trustWarnings({ HOST: '0.0.0.0', PUBLIC_URL: 'https://reel.example' })).toHaveLength(1);
    expect(trustWarnings({ PUBLIC_URL: 'https://reel.example', TRUST_PROXY: '127.0.0.1' })).toEqual([]);
    expect(trustWarnings({ PUBLIC_URL: 'http://localhost:8080' })).toEqual([]);
    expect(trustWarnings({})).toEqual([]);
  });
});

describe('a forwarded request from a peer that is not trusted', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string>) => {
    const config = loadConfig({
      DATA_DIR: '/nonexistent/reel-forward-test',
      SITE_DIST: '/nonexistent/site',
      EMBED_DIST: '/nonexistent/embed',
      ...env,
    });
    const app = await buildApp(await createContext(config, database), {
      loggerInstance: createLogger({ level: 'info', destination: sink }),
    });
    apps.push(app);
    return app;
  };
  const warnings = () => lines.filter((l) => l.includes('X-Forwarded-For') && l.includes('TRUST_PROXY'));
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
  });

  it('is logged once, naming TRUST_PROXY', async () => {
    const app = await appWith({});
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(warnings()).toEqual([]);
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expect(warnings()).toHaveLength(1);
    expect(JSON.parse(warnings()[0])).toMatchObject({ level: expect.anything(), peer: '127.0.0.1' });
  });

  it('is not logged when the peer is the trusted proxy', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' });
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings()).toEqual([]);
  });
});
