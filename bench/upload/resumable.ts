// `node --import tsx bench/upload/resumable.ts`: the resumable upload (tus) measured against the
// single-request upload on loopback, with the built server in its own process. Three parts, each
// written to RESULTS.md: throughput of one file (default 1 GiB) sent both ways in alternating
// rounds; the server's memory during one large resumable upload (default 4 GiB) against idle; and
// the bytes sent twice when a PATCH is cut at 40 % and the upload resumes from the server's offset.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { RESUMABLE_CHUNK_BYTES } from '@reel/api';
import { makeClip } from '@reel/server/testing';
import { WORK_DIR } from '../harness.js';
import { machineLine, readResults, replaceSection, table, today, writeResults } from '../results.js';
import { median, ratio } from '../stats.js';
import {
  dropLargeFiles,
  PaddedVideo,
  prepareData,
  rssBytes,
  signIn,
  singleUpload,
  startBuiltServer,
  tusUpload,
  type Member,
  type RunningServer,
} from './clients.js';

const MIB = 2 ** 20;
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SIZE = arg('size-mib', 1024) * MIB;
const BIG = arg('memory-mib', 4096) * MIB;
const ROUNDS = arg('rounds', 3);
/** PATCHes as large as the site's page sends them, unless told otherwise. */
const CHUNK = arg('chunk-mib', RESUMABLE_CHUNK_BYTES / MIB) * MIB;
const SAMPLE_MS = 100;
const IDLE_MS = 3000;
const CUT_SHARE = 0.4;
/** Files this large in the data folder are the uploads the server kept; removed between rounds. */
const KEPT_MIN_BYTES = 64 * MIB;

const log = (line: string) => console.log(`[bench] ${line}`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const mibs = (bytes: number, ms: number) => bytes / MIB / (ms / 1000);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

interface Context {
  server: RunningServer;
  cookie: string;
  member: Member;
  clip: Buffer;
  dataDir: string;
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await fn();
  return { ms: performance.now() - start, value };
}

/** One unmeasured upload each way: the server's lazily made parts and the JIT are warm after it. */
async function warmUp(c: Context): Promise<void> {
  log(`warm-up: 64 MiB each way; load ${load()}`);
  await singleUpload(c.server.base, c.cookie, c.member, new PaddedVideo(c.clip, 64 * MIB));
  await tusUpload(c.server.base, c.cookie, c.member, new PaddedVideo(c.clip, 64 * MIB), CHUNK);
  dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
}

async function throughput(c: Context) {
  const pairs: { single: number; tus: number; first: string; patchMs: number; lastMs: number; tusTailMs: number; singleTailMs: number }[] =
    [];
  for (let i = 0; i < ROUNDS; i++) {
    dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
    let singleTailMs = 0;
    const runSingle = async () => {
      const { ms, value } = await timed(() => singleUpload(c.server.base, c.cookie, c.member, new PaddedVideo(c.clip, SIZE)));
      singleTailMs = value.tailMs;
      return ms;
    };
    let detail = { patchMs: 0, lastMs: 0, tusTailMs: 0 };
    const runTus = async () => {
      const { ms, value } = await timed(() => tusUpload(c.server.base, c.cookie, c.member, new PaddedVideo(c.clip, SIZE), CHUNK));
      detail = { patchMs: median(value.patchMs), lastMs: value.lastMs, tusTailMs: value.tailMs };
      return ms;
    };
    // Alternating which goes first, so a drift of the machine falls on both alike.
    const first = i % 2 === 0 ? 'single' : 'tus';
    let single: number, tus: number;
    if (first === 'single') {
      single = await runSingle();
      dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
      tus = await runTus();
    } else {
      tus = await runTus();
      dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
      single = await runSingle();
    }
    pairs.push({ single: mibs(SIZE, single), tus: mibs(SIZE, tus), first, singleTailMs, ...detail });
    log(`round ${i + 1}: single ${mibs(SIZE, single).toFixed(0)} MiB/s, tus ${mibs(SIZE, tus).toFixed(0)} MiB/s; load ${load()}`);
  }
  dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
  return pairs;
}

async function memory(c: Context) {
  const sample = (into: number[]) => {
    const timer = setInterval(() => into.push(rssBytes(c.server.pid)), SAMPLE_MS);
    return () => clearInterval(timer);
  };
  const idle: number[] = [];
  const stopIdle = sample(idle);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  stopIdle();
  const during: number[] = [];
  const stop = sample(during);
  const { ms } = await timed(() => tusUpload(c.server.base, c.cookie, c.member, new PaddedVideo(c.clip, BIG), CHUNK));
  stop();
  dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
  const idleMedian = median(idle);
  const peak = Math.max(...during);
  log(`memory: idle ${mb(idleMedian)} MB, peak ${mb(peak)} MB during ${(ms / 1000).toFixed(0)} s; load ${load()}`);
  return { idleMedian, idleMax: Math.max(...idle), peak, duringMedian: median(during), samples: during.length, ms };
}

async function cutAndResume(c: Context) {
  const video = new PaddedVideo(c.clip, SIZE);
  const cutAt = Math.round(SIZE * CUT_SHARE);
  const result = await tusUpload(c.server.base, c.cookie, c.member, video, CHUNK, cutAt);
  dropLargeFiles(c.dataDir, KEPT_MIN_BYTES);
  log(`cut at ${mb(cutAt)} MB: server kept ${mb(result.cutOffset ?? 0)} MB, ${mb(result.sent - SIZE)} MB sent twice`);
  return { cutAt, ...result };
}

type Pairs = Awaited<ReturnType<typeof throughput>>;
type Memory = Awaited<ReturnType<typeof memory>>;
type Cut = Awaited<ReturnType<typeof cutAndResume>>;

/** What the throughput table says: the ratio against its target, and where the two uploads' times
 * differ (per PATCH, and after the last byte). */
function reading(pairs: Pairs): string {
  const ratios = pairs.map((p) => p.tus / p.single);
  const perPatch = median(pairs.map((p) => p.patchMs - (CHUNK / MIB / p.single) * 1000));
  const med = (pick: (p: Pairs[number]) => number) => median(pairs.map(pick)).toFixed(0);
  const verdict = median(ratios) >= 0.9 ? 'meets the 0.90× target' : 'misses the 0.90× target';
  return [
    `**Reading.** The resumable upload ${verdict} (median ${ratio(median(ratios))}, spread ${ratio(Math.min(...ratios))}–${ratio(Math.max(...ratios))}).`,
    `Its full ${CHUNK / MIB} MiB PATCHes took ${perPatch.toFixed(0)} ms a PATCH against the same bytes inside the single request (median difference, negative when faster; ${Math.ceil(SIZE / CHUNK)} PATCHes):`,
    `what each request costs on its own (the upload's state read twice, its lock in the database, the body turned into a web stream and back) does not show at this size.`,
    `After its last byte the single request answered in ${med((p) => p.singleTailMs)} ms and the resumable upload's last PATCH in ${med((p) => p.tusTailMs)} ms (medians; both then run the same checks, ffprobe and the rows):`,
    `neither reads the file again for its hash, which both compute while the bytes arrive (the resumable upload PATCH by PATCH, the running hash kept in the node's memory).`,
  ].join(' ');
}

function report(pairs: Pairs, mem: Memory, cut: Cut, loads: string[], wallMs: number): string {
  const ratios = pairs.map((p) => p.tus / p.single);
  const atSingleRate = (p: Pairs[number]) => (CHUNK / MIB / p.single) * 1000;
  const rows = pairs.map((p, i) => [
    String(i + 1),
    p.first,
    p.single.toFixed(0),
    p.tus.toFixed(0),
    ratio(ratios[i]),
    p.patchMs.toFixed(0),
    atSingleRate(p).toFixed(0),
    p.singleTailMs.toFixed(0),
    p.tusTailMs.toFixed(0),
  ]);
  const med = (pick: (p: Pairs[number]) => number) => median(pairs.map(pick)).toFixed(0);
  rows.push([
    '**median**',
    '',
    med((p) => p.single),
    med((p) => p.tus),
    `**${ratio(median(ratios))}**`,
    med((p) => p.patchMs),
    med(atSingleRate),
    med((p) => p.singleTailMs),
    med((p) => p.tusTailMs),
  ]);
  const twice = cut.sent - SIZE;
  return [
    '## Uploads: resumable (tus) against single-request (`bench/upload`)',
    '',
    `- Date: ${today()}`,
    `- Machine: ${machineLine()}; shared and noisy, so read ratios rather than absolute numbers`,
    `- Load average (1, 5, 15 min) at the start, after the memory run, after the throughput rounds and at the end: ${loads.join(' → ')}`,
    `- Command: \`node --import tsx bench/upload/resumable.ts${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}\` (wall time ${(wallMs / 1000).toFixed(0)} s)`,
    '',
    `The built server (\`packages/server/dist/main.js\`, as \`npm start\` runs it) in its own process on PGlite, no transcoding worker, the client in the benchmark's process over loopback. The body is a real 181 s MP4 clip followed by one \`free\` box padding it to size, with random bytes in the box so no upload is a duplicate: the server checks it as any video (first bytes, hash, ffprobe, duration) and writes its video and job. Bytes are made on the fly, not read from a disk file. Resumable: PATCHes of ${CHUNK / MIB} MiB (${CHUNK === RESUMABLE_CHUNK_BYTES ? "the site's own chunk size, `RESUMABLE_CHUNK_BYTES` in `@reel/api`" : `the site sends ${RESUMABLE_CHUNK_BYTES / MIB} MiB`}), each a request on one keep-alive connection. Between uploads the kept files are deleted and \`sync\` waits for the disk, so no upload pays for the previous one's writeback. Times run from the first request to the answer that carries the video, so they include the server's work after the last byte (both hash the file as it arrives; the resumable upload reads it again only when a node did not see every PATCH of it).`,
    '',
    `### Throughput of one ${SIZE / MIB} MiB file (MiB/s)`,
    '',
    table(
      [
        'round',
        'first',
        'single request',
        'resumable',
        'resumable / single',
        'ms per PATCH',
        'ms for its bytes at single rate',
        'ms after the last byte: single',
        'resumable',
      ],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Ratio of each round's pair; median **${ratio(median(ratios))}**, spread ${ratio(Math.min(...ratios))}–${ratio(Math.max(...ratios))} (target ≥ 0.90×). "ms per PATCH" is the median time of a full ${CHUNK / MIB} MiB PATCH, beside the time the same bytes took inside the single request of that round; "ms after the last byte" runs from the client's last body byte to the answer: the server's work once the file is in.`,
    '',
    reading(pairs),
    '',
    `### Server memory during one ${BIG / MIB} MiB resumable upload`,
    '',
    `VmRSS of the server process from \`/proc/<pid>/status\`, every ${SAMPLE_MS} ms: idle (${IDLE_MS / 1000} s just before, after one warm-up upload each way) median ${mb(mem.idleMedian)} MB (max ${mb(mem.idleMax)} MB); during the upload (${(mem.ms / 1000).toFixed(0)} s, ${mem.samples} samples) median ${mb(mem.duringMedian)} MB, peak **${mb(mem.peak)} MB**, **${mb(mem.peak - mem.idleMedian)} MB above idle** (target: within 64 MB).`,
    '',
    `### Bytes sent twice after a cut at ${CUT_SHARE * 100} %`,
    '',
    `A ${SIZE / MIB} MiB resumable upload whose PATCH is cut (the client destroys its connection) once ${mb(cut.cutAt)} MB are written; the client then asks the offset (HEAD) and goes on from it. The client wrote ${mb(cut.cutSent ?? 0)} MB before the cut, the server had kept ${mb(cut.cutOffset ?? 0)} MB, and over the whole upload the client wrote ${mb(cut.sent)} MB for a ${mb(SIZE)} MB file: **${mb(twice)} MB sent twice** (${((twice / CHUNK) * 100).toFixed(1)} % of a chunk; target ≤ one chunk). The difference is what was still in the sockets' buffers when the connection went; the server's file store keeps every byte it wrote before the cut. PATCHes after the cut refused with 409 and resumed after another HEAD: ${cut.conflicts}.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const wall = performance.now();
  const loads = [load()];
  mkdirSync(WORK_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(WORK_DIR, 'upload-'));
  let server: RunningServer | undefined;
  try {
    const clip = await readFile(await makeClip(dataDir, 'clip.mp4', { seconds: 181 }));
    const member = await prepareData(dataDir);
    server = await startBuiltServer(dataDir);
    const c: Context = { server, cookie: await signIn(server.base, member), member, clip, dataDir };
    await warmUp(c);
    const mem = await memory(c);
    loads.push(load());
    const pairs = await throughput(c);
    loads.push(load());
    const cut = await cutAndResume(c);
    loads.push(load());
    const markdown = report(pairs, mem, cut, loads, performance.now() - wall);
    console.log(markdown);
    if (!process.argv.includes('--no-write')) writeResults(replaceSection(readResults(), 'upload/resumable', markdown));
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[bench] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
