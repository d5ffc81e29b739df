// The connection time limits on a real socket, shortened so the test runs in seconds: an idle
// connection, dripping headers, a form body that never finishes and a stalled upload are all cut;
// a slow upload that keeps sending is not.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_PATH } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createContext } from '../compose/context.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { signIn } from '../testing/members.js';
import { multipartBody } from '../upload/testForm.js';
import type { EdgeTimeouts } from './timeouts.js';
import { createUploader } from '../testing/uploaders.js';

const LIMITS: EdgeTimeouts = { socketIdleMs: 600, headersMs: 600, bodyMs: 800, keepAliveMs: 400, checkIntervalMs: 100 };
/** Room for a loaded machine between a limit and the socket actually closing. */
const SLACK_MS = 1500;

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
let port: number;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'reel-timeouts-'));
  database = await openTestDatabase();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_DIST: join(dataDir, 'no-site'),
    EMBED_DIST: join(dataDir, 'no-embed'),
    UPLOAD_WORKERS: '0',
  });
  app = await buildApp(await createContext(config, database), { timeouts: LIMITS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  const m = await createUploader(database);
  cookie = await signIn(app, m.username, m.password);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Exchange {
  /** Everything the server sent. */
  answer: string;
  /** When the server closed the connection, from the start; null if it was still open at `waitMs`. */
  closedAtMs: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `parts` with `gapMs` between them over one socket, then waits up to `waitMs` from the start. */
function exchange(parts: (string | Buffer)[], gapMs: number, waitMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let closedAtMs: number | null = null;
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedAtMs = Date.now() - start;
    });
    socket.on('connect', async () => {
      try {
        for (const part of parts) {
          if (closedAtMs !== null) break;
          socket.write(part);
          await sleep(gapMs);
        }
        while (closedAtMs === null && Date.now() - start < waitMs) await sleep(20);
        socket.destroy();
        resolve({ answer, closedAtMs });
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`;

describe('connection time limits', () => {
  it('closes a connection that sends nothing', async () => {
    const r = await exchange([], 0, LIMITS.socketIdleMs + SLACK_MS * 2);
    expect(r.closedAtMs).not.toBeNull();
  });

  it('answers 408 to headers dripped a byte at a time, each within the idle limit', async () => {
    const drip =
      'GET /api/json/stats/43200/top.json HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'.split('');
    const r = await exchange(drip, 100, LIMITS.headersMs + SLACK_MS * 2);
    expect(r.closedAtMs).not.toBeNull();
    expect(r.closedAtMs!).toBeLessThan(drip.length * 100);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 to a form body dripped within the idle limit but never finished in time', async () => {
    const body = 'act=view&section=video&object_id=1&padding=' + 'x'.repeat(60);
    const parts = [
      head([
        'POST /api/input.php HTTP/1.1',
        'Host: x',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${body.length}`,
      ]),
      ...body.split(''),
    ];
    const r = await exchange(parts, 100, LIMITS.bodyMs + SLACK_MS * 2);
    expect(r.closedAtMs).not.toBeNull();
    expect(r.closedAtMs!).toBeLessThan(parts.length * 100);
    expect(r.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(r.answer).toContain('{"error":true,"code":"timeout"}');
  });

  it('closes a keep-alive connection left idle after its answer', async () => {
    const r = await exchange([head(['GET /api/json/stats/43200/top.json HTTP/1.1', 'Host: x'])], 0, LIMITS.keepAliveMs + SLACK_MS * 2);
    expect(r.answer).toMatch(/^HTTP\/1\.1 \d{3}/);
    expect(r.closedAtMs).not.toBeNull();
  });

  it('cuts an upload that stalls half-way', async () => {
    const { payload, contentType } = multipartBody({ title: 'stalled' }, { filename: 'clip.mp4', data: Buffer.alloc(64 * 1024, 1) });
    const headers = head([
      `POST ${UPLOAD_PATH} HTTP/1.1`,
      'Host: x',
      'Origin: http://x',
      `Cookie: ${cookie}`,
      `Content-Type: ${contentType}`,
      `Content-Length: ${payload.length}`,
    ]);
    const r = await exchange([headers, payload.subarray(0, payload.length / 2)], 0, LIMITS.socketIdleMs + SLACK_MS * 2);
    expect(r.closedAtMs).not.toBeNull();
    expect(r.answer).toBe('');
  });

  it('keeps a slow upload that keeps sending, well past the body and idle limits, and answers it', async () => {
    const { payload, contentType } = multipartBody({ title: 'slow but live' }, { filename: 'clip.mp4', data: Buffer.alloc(64 * 1024, 1) });
    const headers = head([
      `POST ${UPLOAD_PATH} HTTP/1.1`,
      'Host: x',
      'Origin: http://x',
      `Cookie: ${cookie}`,
      `Content-Type: ${contentType}`,
      `Content-Length: ${payload.length}`,
      'Connection: close',
    ]);
    const pieces = 16;
    const size = Math.ceil(payload.length / pieces);
    const parts = [headers, ...Array.from({ length: pieces }, (_, i) => payload.subarray(i * size, (i + 1) * size))];
    const gapMs = LIMITS.socketIdleMs / 3;
    expect(parts.length * gapMs).toBeGreaterThan(LIMITS.bodyMs + LIMITS.socketIdleMs);
    const r = await exchange(parts, gapMs, parts.length * gapMs + SLACK_MS * 4);
    // Whatever the checks say of this file, the server read it all and answered.
    expect(r.answer).toMatch(/^HTTP\/1\.1 (200|4\d\d)/);
  });
});
