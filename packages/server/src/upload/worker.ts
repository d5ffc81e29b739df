// The transcoding worker: claims jobs from upload_jobs, runs media/transcode.ts on the uploaded
// source, writes progress while ffmpeg runs and records the finished files. `main.ts` starts one
// in the server process; `workerMain.ts` runs the same loop on any other machine.
import { hostname } from 'node:os';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { PRESET_UPLOAD } from '../media/constants.js';
import { transcode } from '../media/transcode.js';
import type { MediaInfo, MediaProgress } from '../media/types.js';
import { fileFormats, videoMediaJson } from '../media/columns.js';
import {
  JOB_HEARTBEAT_S,
  JOB_HEARTBEATS_PER_STALE,
  JOB_MAX_ATTEMPTS,
  JOB_PROGRESS_WRITE_MS,
  STAGE_END,
  WORKER_POLL_MS,
} from './constants.js';
import { UPLOAD_INPUT } from './checks.js';
import { claimJob, failAttempt, finishJob, jobVanished, releaseJob, touchJob, type JobRow } from '../queries/jobs.js';
import { videoMediaKey } from '../queries/uploads.js';
import { removeUploadFiles } from './remove.js';
import type { ObjectStore } from '../media/objectStore.js';
import { JOB_LOCK_STALE_S } from '../constants.js';

export interface WorkerOptions {
  database: Database;
  mediaRoot: string;
  /** Names the worker in `upload_jobs.locked_by`; host:pid by default. */
  id?: string;
  /** Seconds after which another worker's lock counts as stale (UPLOAD_JOB_STALE_S). */
  staleS?: number;
  pollMs?: number;
  maxAttempts?: number;
  preset?: string;
  /** Called with every progress step (0…1) of the running job; the log and tests listen here. */
  onProgress?: (job: JobRow, progress: number) => void;
  log?: (message: string) => void;
  /** The bucket finished folders move to (MEDIA_STORAGE=s3); null keeps them under mediaRoot. */
  objects?: ObjectStore | null;
  /** HLS whatever the length: lets tests exercise the HLS path with a short upload. */
  forceHls?: boolean;
}

export type RunResult = 'idle' | 'done' | 'retry' | 'failed' | 'stopped';

const STAGES = Object.keys(STAGE_END);

/** A stage's own ratio as a share of the whole job. */
export function overallProgress(p: MediaProgress): number {
  const i = STAGES.indexOf(p.stage);
  const start = i > 0 ? STAGE_END[STAGES[i - 1]] : 0;
  const end = STAGE_END[p.stage] ?? start;
  return Math.min(1, start + (end - start) * Math.max(0, Math.min(1, p.ratio)));
}

/** A source that cannot be read or decoded is the member's file; anything else is ours. */
function failureReason(err: unknown): 'broken' | 'transcode_failed' {
  const text = err instanceof Error ? err.message : String(err);
  return /no playable video stream|ffprobe could not read|Invalid data found|moov atom not found/i.test(text)
    ? 'broken'
    : 'transcode_failed';
}

function finishedMedia(info: MediaInfo) {
  return {
    files: info.files,
    media: JSON.parse(videoMediaJson(info)) as Record<string, unknown>,
    file_formats: fileFormats(info),
    duration_sec: Math.round(info.duration_sec),
    width: info.width,
    height: info.height,
    timelines_count: info.timelines_count,
    timelines_interval: info.timelines_interval,
  };
}

export class UploadWorker {
  readonly id: string;
  private running = false;
  private loop: Promise<void> | null = null;
  private current: AbortController | null = null;
  private sleeper: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  constructor(private readonly o: WorkerOptions) {
    this.id = o.id ?? `${hostname()}:${process.pid}`;
  }

  /** Runs the loop until stop(): a job when there is one, otherwise a nap of pollMs. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        const result = await this.runOnce().catch((err: unknown) => {
          this.o.log?.(`upload worker ${this.id}: ${err instanceof Error ? err.message : String(err)}`);
          return 'idle' as const;
        });
        if (result === 'idle' && this.running) await this.nap();
      }
    })();
  }

  /** Ends a nap at once: a new upload on this process need not wait for the next poll. */
  wake(): void {
    if (!this.sleeper) return;
    clearTimeout(this.sleeper.timer);
    this.sleeper.resolve();
    this.sleeper = null;
  }

  /**
   * Stops the loop. With `release` the running job goes back to the queue for another worker at
   * once; without it the job is left locked, exactly as if this process had been killed, and is
   * taken again once its lock is stale.
   */
  async stop(opts: { release?: boolean } = {}): Promise<void> {
    this.running = false;
    this.current?.abort(opts.release ? 'release' : 'abandon');
    this.wake();
    await this.loop;
    this.loop = null;
  }

  private staleS(): number {
    return this.o.staleS ?? JOB_LOCK_STALE_S;
  }

  private nap(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.sleeper = null;
        resolve();
      }, this.o.pollMs ?? WORKER_POLL_MS);
      this.sleeper = { timer, resolve };
    });
  }

  /** Claims and runs one job. */
  async runOnce(): Promise<RunResult> {
    const { database } = this.o;
    const job = await claimJob(database, this.id, this.staleS());
    if (!job) return 'idle';
    const max = this.o.maxAttempts ?? JOB_MAX_ATTEMPTS;
    if (job.attempts > max) {
      // Killed mid-run on every attempt: no more tries, whatever the cause.
      await failAttempt(database, { ...job, attempts: max }, max, 'transcode_failed', job.error || 'worker stopped during every attempt');
      return 'failed';
    }
    this.o.log?.(`upload worker ${this.id}: job ${job.job_id} (video ${job.video_id}), attempt ${job.attempts}`);
    const controller = new AbortController();
    this.current = controller;
    try {
      return await this.process(job, controller);
    } finally {
      this.current = null;
    }
  }

  private async process(job: JobRow, controller: AbortController): Promise<RunResult> {
    const { database, mediaRoot } = this.o;
    const key = await videoMediaKey(database, job.video_id);
    // Deleted between the claim and here: the job went with the video, there is nothing to do.
    if (!key) return this.vanished(job, '');
    const progress = this.progressWriter(job, controller);
    const folder = join(mediaRoot, key);
    try {
      const info = await transcode(job.source_path, folder, {
        preset: this.o.preset ?? PRESET_UPLOAD,
        signal: controller.signal,
        sourceInput: UPLOAD_INPUT,
        forceHls: this.o.forceHls,
        onProgress: (p) => progress.report(p),
      });
      // Into the bucket before the job is finished: a file row never names an object not there yet.
      // The heartbeat keeps the lock meanwhile.
      if (this.o.objects && !controller.signal.aborted) await this.o.objects.putFolder(folder, key, controller.signal);
      await progress.close();
      if (controller.signal.aborted) return await this.interrupted(job, controller, key);
      if (!(await finishJob(database, job, finishedMedia(info)))) return await this.lostOrVanished(job, key);
      // The renditions are the video from now on; the original would only fill the disk, and the
      // local copy of what the bucket now holds likewise.
      await rm(job.source_path, { force: true });
      if (this.o.objects) await rm(folder, { recursive: true, force: true });
      return 'done';
    } catch (err) {
      await progress.close();
      if (controller.signal.aborted) return this.interrupted(job, controller, key);
      // A deletion that removed the source or the output folder under ffmpeg is no failure.
      if (await jobVanished(database, job)) return this.vanished(job, key);
      const detail = err instanceof Error ? err.message : String(err);
      this.o.log?.(`upload worker ${this.id}: job ${job.job_id} attempt ${job.attempts} failed: ${detail}`);
      const outcome = await failAttempt(database, job, this.o.maxAttempts ?? JOB_MAX_ATTEMPTS, failureReason(err), detail);
      if (outcome === 'failed') await removeUploadFiles(mediaRoot, key, [], this.o.objects);
      return outcome;
    }
  }

  private async interrupted(job: JobRow, controller: AbortController, key: string): Promise<RunResult> {
    if (controller.signal.reason === 'release') await releaseJob(this.o.database, job);
    if (controller.signal.reason === 'lost') return this.lostOrVanished(job, key);
    return 'stopped';
  }

  /** The lock is gone: another worker holds the job (its files are left alone), or the job itself is. */
  private async lostOrVanished(job: JobRow, key: string): Promise<RunResult> {
    return (await jobVanished(this.o.database, job)) ? this.vanished(job, key) : 'stopped';
  }

  /**
   * The owner deleted the upload mid-run. The deletion already removed the folder, but ffmpeg may
   * have written into it since, so this worker removes what it left and gives the job up.
   */
  private async vanished(job: JobRow, key: string): Promise<RunResult> {
    this.o.log?.(`upload worker ${this.id}: job ${job.job_id} (video ${job.video_id}) was deleted, giving it up`);
    await removeUploadFiles(this.o.mediaRoot, key, [job.source_path], this.o.objects);
    return 'stopped';
  }

  /**
   * Progress goes to the database when a stage starts and otherwise at most every
   * JOB_PROGRESS_WRITE_MS; the lock is refreshed every JOB_HEARTBEAT_S even while ffmpeg is
   * silent. Writes are chained, never concurrent; a write that finds the lock gone (another worker
   * took the job) aborts the transcode.
   */
  private progressWriter(job: JobRow, controller: AbortController) {
    let chain: Promise<void> = Promise.resolve();
    let lastWrite = 0;
    let latest = 0;
    let stage = '';
    const write = () => {
      lastWrite = Date.now();
      const value = latest;
      chain = chain
        .then(async () => {
          if (!(await touchJob(this.o.database, job, value))) controller.abort('lost');
        })
        .catch(() => undefined);
    };
    const heartbeatS = Math.min(JOB_HEARTBEAT_S, this.staleS() / JOB_HEARTBEATS_PER_STALE);
    const heartbeat = setInterval(write, heartbeatS * 1000);
    return {
      report: (p: MediaProgress) => {
        latest = overallProgress(p);
        this.o.onProgress?.(job, latest);
        const newStage = p.stage !== stage;
        stage = p.stage;
        if (newStage || Date.now() - lastWrite >= JOB_PROGRESS_WRITE_MS) write();
      },
      close: async () => {
        clearInterval(heartbeat);
        await chain;
      },
    };
  }
}
