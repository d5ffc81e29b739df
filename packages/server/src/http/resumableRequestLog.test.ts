// The resumable upload writes its answers itself, past Fastify's reply: each of its requests must
// still reach the request log and the HTTP metrics once, with the status the client got and the
// route pattern, like every other request; a PATCH the client cuts mid-body is seen once too. Real HTTP on a real server with the production logger.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESUMABLE_UPLOAD_PATH } from '@reel/api';
import type { FastifyInstance } from 'fastify';
import { seedCatalogue, syntheticMedia } from '@reel/server/seed';
import { buildApp } from '../app.js';
import { CUT_ANSWER_STATUS } from '../constants.js';
import { loadConfig } from '../config.js';
import { createContext } from '../compose/context.js';
import { createLogger } from '../log.js';
import { resumableFolder } from '../upload/resumableStore.js';
import { signIn } from '../testing/members.js';
import { openTestDatabase, type TestDatabase } from '../testing/database.js';
import { createUploader } from '../testing/uploaders.js';

/** Fewer bytes than the store's check of a file's first bytes needs: no video is required. */
const CHUNK_BYTES = 300;
const UPLOAD_ROUTE = `${RESUMABLE_UPLOAD_PATH}:id`;
/** The part of the cut PATCH sent before the cut: past the store's check of the first bytes. */
const CUT_PART_BYTES = 256 * 1024;
const TUS_HEADERS = { 'Tus-Resumable': '1.0.0' };
const OFFSET_TYPE = 'application/offset+octet-stream';

interface LogLine {
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let work = '';
let database: TestDatabase;
let app: FastifyInstance;
let base = '';
let uploadDir = '';
let cookie = '';
let categories = '';

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database, { videos: 2, media: syntheticMedia(), seed: 7 });
  work = mkdtempSync(join(tmpdir(), 'reel-tus-log-'));
  const config = loadConfig({ DATA_DIR: work, SITE_DIST: join(work, 'no-site'), EMBED_DIST: join(work, 'no-embed') });
  uploadDir = config.uploadDir;
  const ctx = await createContext(config, database);
  app = await buildApp(ctx, { loggerInstance: createLogger({ level: 'info', destination: sink }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const member = await createUploader(database);
  cookie = await signIn(app, member.username, member.password);
  const cats = await database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 2');
  categories = cats.map((c) => c.category_id).join(',');
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  if (work) rmSync(work, { recursive: true, force: true });
});

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Response> {
  return fetch(base + path, {
    method,
    headers: { ...TUS_HEADERS, origin: base, cookie, ...headers },
    body: body ? new Uint8Array(body) : undefined,
  });
}

const patch = (location: string, offset: number) =>
  send('PATCH', location, { 'Upload-Offset': String(offset), 'Content-Type': OFFSET_TYPE }, Buffer.alloc(CHUNK_BYTES));

/** Bytes that begin as an MP4 (an `ftyp` box), which is all the store checks before the end. */
function mp4Start(bytes: number): Buffer {
  const head = Buffer.alloc(bytes);
  head.writeUInt32BE(16, 0);
  head.write('ftypisom', 4, 'latin1');
  return head;
}

/** A new upload's address. */
async function created(filename: string, length = 10 * CHUNK_BYTES): Promise<string> {
  const answer = await send('POST', RESUMABLE_UPLOAD_PATH, {
    'Upload-Length': String(length),
    'Upload-Metadata': metadata({ title: 'Logged upload', description: 'Seen by the log', categories, tags: 'a', filename }),
  });
  expect(answer.status).toBe(201);
  return answer.headers.get('location')!;
}

/** The request log's completion lines of one address. */
const completed = (method: string, url: string) =>
  lines.filter((l) => l.msg === 'request completed' && l.req?.method === method && l.req.url === url).map((l) => l.res?.statusCode);

/** The duration histogram's count for one method, route pattern and status. */
async function counted(method: string, route: string, status: number): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const series = `http_request_duration_seconds_count{method="${method}",route="${route}",status="${status}"}`;
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('requests of the resumable upload', () => {
  it('reach the request log and the metrics once each, with their status: a PATCH taken and one refused', async () => {
    const location = await created('log.mp4');
    const [taken, refused] = [await patch(location, 0), await patch(location, 0)];
    expect([taken.status, refused.status]).toEqual([204, 409]);
    await refused.text();
    expect(completed('PATCH', location)).toEqual([204, 409]);
    expect(await counted('PATCH', UPLOAD_ROUTE, 204)).toBe(1);
    expect(await counted('PATCH', UPLOAD_ROUTE, 409)).toBe(1);
  });

  it('reach them once when the client cuts a PATCH in the middle of its body, as cut (499)', async () => {
    const location = await created('cut.mp4', 3 * CUT_PART_BYTES);
    const req = request(base + location, {
      method: 'PATCH',
      headers: {
        ...TUS_HEADERS,
        origin: base,
        cookie,
        'Upload-Offset': '0',
        'Content-Type': OFFSET_TYPE,
        'Content-Length': String(2 * CUT_PART_BYTES),
      },
    });
    req.on('error', () => {});
    req.write(mp4Start(CUT_PART_BYTES));
    // Cut once bytes are on the server's disk. Watched on disk: a HEAD would take the upload's lock,
    // which asks the PATCH to end where it is (a client coming back).
    const onDisk = () => statSync(join(resumableFolder(uploadDir), location.slice(location.lastIndexOf('/') + 1))).size;
    await vi.waitFor(() => expect(onDisk()).toBeGreaterThan(0), { timeout: 10_000 });
    req.destroy();
    const patches = () => lines.filter((l) => l.req?.method === 'PATCH' && l.req.url === location);
    await vi.waitFor(() => expect(patches()).toHaveLength(1), { timeout: 10_000 });
    expect(patches().map((l) => [l.msg, l.res?.statusCode])).toEqual([['request cut', CUT_ANSWER_STATUS]]);
    expect(await counted('PATCH', UPLOAD_ROUTE, CUT_ANSWER_STATUS)).toBe(1);
    // What arrived before the cut is kept: the upload goes on from there (not to its end: these
    // bytes are no video).
    const kept = Number((await send('HEAD', location, {})).headers.get('upload-offset'));
    expect(kept).toBe(onDisk());
    const rest = await send(
      'PATCH',
      location,
      { 'Upload-Offset': String(kept), 'Content-Type': OFFSET_TYPE },
      Buffer.alloc(CUT_PART_BYTES),
    );
    expect(rest.status).toBe(204);
  });
});
