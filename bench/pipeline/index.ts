// `npm run bench -- pipeline`: one upload job through the real worker (claim, media/transcode.ts,
// progress writes, file rows) against plain ffmpeg commands making the same outputs
// (plain.ts), side by side in interleaved rounds on one generated source. Writes the "Upload
// pipeline" section of bench/RESULTS.md.
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from '../args.js';
import { WORK_DIR } from '../harness.js';
import { commandLine, machineLine, readResults, replaceSection, table, today, writeResults } from '../results.js';
import { median, ratio, seconds } from '../stats.js';
import { openDatabase, type Database } from '../../packages/server/src/db/client.js';
import { PRESET_UPLOAD } from '../../packages/server/src/media/constants.js';
import { generateTestPattern } from '../../packages/server/src/media/testPattern.js';
import { checkVideoFile } from '../../packages/server/src/upload/checks.js';
import { UploadWorker } from '../../packages/server/src/upload/worker.js';
import { plainTranscode } from './plain.js';

export const PIPELINE_BENCHMARKS = ['pipeline/transcode'] as const;
export type PipelineBenchmark = (typeof PIPELINE_BENCHMARKS)[number];

interface Round {
  round: number;
  pipelineMs: number;
  plainMs: number;
  first: 'pipeline' | 'plain';
}

interface Setup {
  durationS: number;
  height: number;
  fps: number;
  preset: string;
}

/** Queues one job for `source` as an accepted upload would, with a copy the worker may delete. */
async function queueJob(database: Database, source: string, round: number, setup: Setup): Promise<void> {
  const copy = `${source}.round${round}.mp4`;
  await copyFile(source, copy);
  const key = `bench-${round}`;
  const [{ video_id }] = await database.query<{ video_id: number }>(
    `INSERT INTO videos (dir, title, duration_sec, status_id, media_key, width, height) VALUES ($1, $1, $2, 2, $1, $3, $4) RETURNING video_id`,
    [key, setup.durationS, Math.round((setup.height * 16) / 9), setup.height],
  );
  await database.query(`INSERT INTO upload_jobs (video_id, source_path, content_hash) VALUES ($1, $2, $3)`, [video_id, copy, key]);
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export async function runPipeline(_which: PipelineBenchmark[], opt: Options, argv: readonly string[]): Promise<Round[]> {
  const setup: Setup = {
    durationS: opt.number('source-seconds', 30, 5),
    height: opt.number('source-height', 720, 120),
    fps: opt.number('source-fps', 30, 1),
    preset: PRESET_UPLOAD,
  };
  const rounds = opt.number('rounds', 3, 1);
  const write = !opt.flag('no-write');
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);
  const log = (line: string) => console.log(`[bench] ${line}`);
  const started = performance.now();
  const dir = join(WORK_DIR, `pipeline-${process.pid}`);
  const mediaRoot = join(dir, 'media');
  await mkdir(mediaRoot, { recursive: true });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const source = join(dir, 'source.mp4');
    log(`generating a ${setup.durationS} s ${setup.height}p${setup.fps} source`);
    const width = Math.round((setup.height * 16) / 9 / 2) * 2;
    await generateTestPattern({ out: source, duration_s: setup.durationS, width, height: setup.height, fps: setup.fps, pattern: 'bars-motion', preset: 'ultrafast' });
    const checkMs = await timed(() => checkVideoFile(source, 'mp4'));
    const worker = new UploadWorker({ database, mediaRoot, id: 'bench', preset: setup.preset });
    const results: Round[] = [];
    let plainRuns = 0;
    for (let round = 1; round <= rounds; round++) {
      const first = round % 2 === 1 ? 'pipeline' : 'plain';
      await queueJob(database, source, round, setup);
      const runPipelineSide = () => timed(async () => {
        const outcome = await worker.runOnce();
        if (outcome !== 'done') throw new Error(`pipeline job ended ${outcome}`);
      });
      const runPlainSide = () => timed(async () => {
        plainRuns = await plainTranscode({ path: source, durationS: setup.durationS, height: setup.height, preset: setup.preset }, join(dir, `plain-${round}`));
      });
      const a = first === 'pipeline' ? await runPipelineSide() : await runPlainSide();
      const b = first === 'pipeline' ? await runPlainSide() : await runPipelineSide();
      const r: Round = { round, first, pipelineMs: first === 'pipeline' ? a : b, plainMs: first === 'pipeline' ? b : a };
      log(`round ${round}: pipeline ${seconds(r.pipelineMs)}, plain ffmpeg ${seconds(r.plainMs)}`);
      results.push(r);
    }
    const markdown = pipelineMarkdown(results, setup, checkMs, plainRuns, commandLine(argv), performance.now() - started);
    if (write) {
      writeResults(replaceSection(readResults(), 'pipeline', markdown));
      log('wrote bench/RESULTS.md');
    } else {
      console.log(markdown);
    }
    return results;
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

export function pipelineMarkdown(results: Round[], setup: Setup, checkMs: number, plainRuns: number, command: string, wallMs: number): string {
  const rows = results.map((r) => [String(r.round), r.first, seconds(r.pipelineMs), seconds(r.plainMs), ratio(r.pipelineMs / r.plainMs)]);
  const medP = median(results.map((r) => r.pipelineMs));
  const medB = median(results.map((r) => r.plainMs));
  const medR = median(results.map((r) => r.pipelineMs / r.plainMs));
  rows.push(['**median**', '', `**${seconds(medP)}**`, `**${seconds(medB)}**`, `**${ratio(medR)}**`]);
  return `## Upload pipeline (\`bench/pipeline\`)

- Date: ${today()}
- Machine: ${machineLine()}; shared and noisy, so read ratios rather than absolute numbers
- Command: \`${command}\` (wall time ${seconds(wallMs)})

Source: a generated ${setup.durationS} s ${setup.height}p ${setup.fps} fps H.264/AAC test pattern with motion. A =
one upload job through the real worker (\`UploadWorker.runOnce\` on in-process PGlite: claim with
\`FOR UPDATE SKIP LOCKED\`, \`media/transcode.ts\` with preset \`${setup.preset}\`, progress writes, file
rows), which makes the renditions in one ffmpeg run (one decode, split and scaled), copies the
trailer, cuts all screenshots in one run, the preview montage and the timeline sprites. B = the
same outputs from ${plainRuns} plain ffmpeg commands run one after another, one per output (each
rendition decodes the source again, each picture seeks on its own), same codecs, sizes, CRF and
bit-rate caps; audio re-encoded where the pipeline copies a small AAC track. The side that runs
first alternates by round. The upload checks (ffprobe and the end-of-file decode) took
${seconds(checkMs)} on this source, before the job, and are in neither column.

${table(['round', 'first', 'pipeline', 'plain ffmpeg', 'pipeline/plain'], rows, ['l', 'l', 'r', 'r', 'r'])}

**Reading.** The pipeline took ${ratio(medR)}× the time of the plain commands at the median
(${seconds(medP)} vs ${seconds(medB)}): ${medR < 1 ? 'decoding the source once for every rendition and cutting every picture in one run saves more than the job bookkeeping costs' : 'the job bookkeeping and probing cost more than the shared decode saves on a source this small'}.`;
}
