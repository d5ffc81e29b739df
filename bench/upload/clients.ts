// The two ways a member uploads, as a client on the same machine does them, plus the server they
// talk to: the built server started as `npm start` runs it (its own process, so its memory is its
// own), a body made on the fly (a real clip padded to size), the single-request multipart upload,
// and a resumable upload in tus PATCHes that can be cut at a byte and resumed from the server's offset.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { RESUMABLE_UPLOAD_PATH, UPLOAD_PATH } from '@reel/api';
import { LOGIN_PATH } from '@reel/api/endpoints';
import { cookieHeader, freePort, openDatabase, seedCatalogue, syntheticMedia, createUploader } from '@reel/server/testing';
import { BENCH_DIR } from '../harness.js';

const ROOT = join(BENCH_DIR, '..');
const SERVER_ENTRY = join(ROOT, 'packages', 'server', 'dist', 'main.js');
const PIECE_BYTES = 1024 * 1024;
const ZEROS = Buffer.alloc(PIECE_BYTES);
/** A 64-bit `free` box header: size field 1, type, then the real size. */
const FREE_HEADER_BYTES = 16;
const NONCE_BYTES = 16;
const START_TIMEOUT_MS = 120_000;
/** Above the default limit, so a 4 GiB body is taken. */
const BENCH_MAX_BYTES = 8 * 2 ** 30;

export interface Member {
  username: string;
  password: string;
  categories: string;
}

/** A data folder with a catalogue's categories and one verified member. */
export async function prepareData(dataDir: string): Promise<Member> {
  const database = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    await seedCatalogue(database, { videos: 2, media: syntheticMedia(), seed: 1 });
    const member = await createUploader(database);
    const cats = await database.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 1');
    return { username: member.username, password: member.password, categories: String(cats[0].category_id) };
  } finally {
    await database.close();
  }
}

export interface RunningServer {
  base: string;
  pid: number;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** The built server on the data folder, without transcoding workers (an upload's job stays queued). */
export async function startBuiltServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_ON_START: '0' };
  Object.assign(env, { UPLOAD_WORKERS: '0', UPLOAD_MAX_BYTES: String(BENCH_MAX_BYTES), LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  delete env.DATABASE_URL;
  const proc = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  proc.stderr!.on('data', (b: Buffer) => (errors = (errors + b.toString()).slice(-4000)));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the server exited:\n${errors}`);
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > until) throw new Error(`no /healthz 200 in ${START_TIMEOUT_MS} ms:\n${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: proc.pid!,
    proc,
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

export async function signIn(base: string, member: Member): Promise<string> {
  const res = await fetch(base + LOGIN_PATH, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ usr: member.username, pwd: member.password }).toString(),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return cookieHeader(res.headers.getSetCookie());
}

/** The server's resident memory now, bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) * 1024;
}

/** Removes the files of at least `minBytes` under `dir` (the uploads the server kept), then waits
 * for the disk to take every other write, so that no upload pays for the last one's writeback. */
export function dropLargeFiles(dir: string, minBytes: number): void {
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && statSync(path).size >= minBytes) rmSync(path);
    }
  };
  walk(dir);
  execFileSync('sync');
}

/** A real clip followed by one `free` box that pads it to `size` bytes: a valid MP4 of the clip's
 * duration whose bytes differ at every call (a random nonce), so no upload is a duplicate. */
export class PaddedVideo {
  private readonly tail: Buffer;
  constructor(
    private readonly clip: Buffer,
    readonly size: number,
  ) {
    const header = Buffer.alloc(FREE_HEADER_BYTES);
    header.writeUInt32BE(1, 0);
    header.write('free', 4, 'latin1');
    header.writeBigUInt64BE(BigInt(size - clip.length), 8);
    this.tail = Buffer.concat([header, randomBytes(NONCE_BYTES)]);
  }

  /** Bytes [from, to) as a stream of pieces of at most a MiB. */
  slice(from: number, to: number): Readable {
    const { clip, tail } = this;
    function* pieces() {
      for (let at = from; at < to;) {
        const end = Math.min(to, at + PIECE_BYTES);
        let piece: Buffer;
        if (at < clip.length) piece = clip.subarray(at, Math.min(end, clip.length));
        else if (at < clip.length + tail.length) piece = tail.subarray(at - clip.length, Math.min(end - clip.length, tail.length));
        else piece = ZEROS.subarray(0, Math.min(end, to) - at);
        at += piece.length;
        yield piece;
      }
    }
    return Readable.from(pieces(), { objectMode: false });
  }
}

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Body bytes the client wrote to the socket. */
  sent: number;
  /** From the body's last byte handed to the socket to the answer's end: the server's work after it. */
  tailMs: number;
  cut: boolean;
}

/** One keep-alive connection per upload, as a browser's: made fresh for each upload, since an idle
 * one may have been closed by the server between uploads. */
const connection = () => new Agent({ keepAlive: true, maxSockets: 1 });

/** One request with a streamed body; with `cutAfter`, the connection is destroyed once that many
 * body bytes are written (a dropped connection mid-body). */
function send(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Readable | null,
  cutAfter = Infinity,
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let cut = false;
    let bodyEnd = performance.now();
    const req = request(url, { method, headers, agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => {
        const tailMs = performance.now() - bodyEnd;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString(), sent, cut, tailMs });
      });
    });
    req.on('error', (err) => (cut ? resolve({ status: 0, headers: {}, text: '', sent, cut, tailMs: 0 }) : reject(err)));
    if (!body) return void req.end();
    body.on('data', (piece: Buffer) => {
      const room = cutAfter - sent;
      const part = piece.length > room ? piece.subarray(0, room) : piece;
      sent += part.length;
      if (!req.write(part)) body.pause();
      if (sent >= cutAfter) {
        cut = true;
        body.destroy();
        // The last piece reaches the socket before it goes.
        setImmediate(() => req.destroy());
      }
    });
    req.on('drain', () => body.resume());
    body.on('end', () => {
      bodyEnd = performance.now();
      req.end();
    });
  });
}

function okAnswer(res: Sent, what: string): void {
  const answer = JSON.parse(res.text || '{}') as { ok?: boolean };
  if (res.status !== 200 || answer.ok !== true) throw new Error(`${what} answered ${res.status}: ${res.text.slice(0, 500)}`);
}

/** The single-request upload: one multipart POST with the form and the file. */
export async function singleUpload(base: string, cookie: string, member: Member, video: PaddedVideo): Promise<Sent> {
  const boundary = `----reelbench${randomBytes(8).toString('hex')}`;
  const fields = { title: 'Bench upload', description: 'Throughput', categories: member.categories, tags: 'bench' };
  const head =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = Readable.from(
    (async function* () {
      yield Buffer.from(head);
      yield* video.slice(0, video.size);
      yield Buffer.from(tail);
    })(),
    { objectMode: false },
  );
  const length = Buffer.byteLength(head) + video.size + Buffer.byteLength(tail);
  const agent = connection();
  const res = await send(
    agent,
    base + UPLOAD_PATH,
    'POST',
    {
      origin: base,
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    body,
  );
  agent.destroy();
  okAnswer(res, 'the single-request upload');
  return res;
}

export interface TusResult {
  /** Body bytes written by the client over all PATCHes. */
  sent: number;
  patches: number;
  /** Time of each full-size PATCH, and of the last one (its bytes and the server's finishing work). */
  patchMs: number[];
  lastMs: number;
  /** The last PATCH's time after its last byte. */
  tailMs: number;
  /** PATCHes after a cut refused for their offset (409), each followed by a HEAD. */
  conflicts: number;
  /** Bytes written before the cut, and the offset the server gave after it. */
  cutSent?: number;
  cutOffset?: number;
}

const metadataOf = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A resumable upload in PATCHes of `chunk` bytes; with `cutAt`, the PATCH that carries that byte
 * is cut there, and the upload goes on from the offset a HEAD answers, as a tus client does. */
export async function tusUpload(
  base: string,
  cookie: string,
  member: Member,
  video: PaddedVideo,
  chunk: number,
  cutAt = -1,
): Promise<TusResult> {
  const tus = { 'tus-resumable': '1.0.0', origin: base, cookie };
  const fields = { title: 'Bench upload', description: 'Throughput', categories: member.categories, tags: 'bench', filename: 'bench.mp4' };
  const agent = connection();
  const created = await send(
    agent,
    base + RESUMABLE_UPLOAD_PATH,
    'POST',
    { ...tus, 'upload-length': String(video.size), 'upload-metadata': metadataOf(fields) },
    null,
  );
  if (created.status !== 201) throw new Error(`tus creation answered ${created.status}: ${created.text}`);
  const url = base + String(created.headers.location);
  const result: TusResult = { sent: 0, patches: 0, patchMs: [], lastMs: 0, tailMs: 0, conflicts: 0 };
  for (let offset = 0; offset < video.size;) {
    const end = Math.min(video.size, offset + chunk);
    const cutAfter = result.cutSent === undefined && cutAt > offset && cutAt < end ? cutAt - offset : Infinity;
    const headers = {
      ...tus,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': String(offset),
      'content-length': String(end - offset),
    };
    const started = performance.now();
    const res = await send(agent, url, 'PATCH', headers, video.slice(offset, end), cutAfter);
    const ms = performance.now() - started;
    result.sent += res.sent;
    result.patches++;
    if (res.cut) {
      result.cutSent = offset + res.sent;
      const head = await send(agent, url, 'HEAD', tus, null);
      offset = result.cutOffset = Number(head.headers['upload-offset']);
      continue;
    }
    // After a cut, a PATCH at the offset a HEAD gave can still meet the cut request's last writes:
    // a tus client asks the offset again and goes on, and so does this one (counted).
    if (res.status === 409 && result.cutSent !== undefined) {
      result.conflicts++;
      offset = Number((await send(agent, url, 'HEAD', tus, null)).headers['upload-offset']);
      continue;
    }
    if (end === video.size) {
      okAnswer(res, 'the last PATCH');
      result.lastMs = ms;
      result.tailMs = res.tailMs;
    } else if (res.status !== 204) throw new Error(`a PATCH answered ${res.status}: ${res.text}`);
    else if (end - offset === chunk) result.patchMs.push(ms);
    offset = end;
  }
  agent.destroy();
  return result;
}
