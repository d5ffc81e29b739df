// What crashes and failures leave on disk, removed by the hourly sweeper (its first run is at
// start): bodies cut short while arriving (`incoming-*` that no job names), resumable uploads left
// unfinished past UPLOAD_RESUME_HOURS (on disk or in the bucket), hidden work folders of
// transcodes that died, and the sources of failed uploads once they have been kept long enough.
import { VideoStatus } from '@reel/api';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { PARTIAL_FOLDER_STALE_S } from '../media/constants.js';
import { PARTIAL_FOLDER_PREFIX } from '../media/layout.js';
import { appendAudit } from '../queries/audit.js';
import { markPurged, mediaShared, rejectedToPurge } from '../queries/review.js';
import { failedSourcesBefore, forgetFailedSource, namedSources, uploadSources } from '../queries/uploads.js';
import { removeCaptions } from '../media/captions.js';
import { removeUploadFiles } from './remove.js';
import { mediaObjects, type StorageConfig } from '../media/storage.js';
import { INCOMING_PREFIX, INCOMING_STALE_S } from './constants.js';
import { openResumableStore } from './openResumableStore.js';

const DAY_S = 86400;

export interface UploadSweepConfig extends StorageConfig {
  uploadDir: string;
  uploadResumeHours: number;
  mediaRoot: string;
  uploadFailedKeepDays: number;
  rejectedRetentionDays: number;
}

export interface UploadSweepContext {
  database: Database;
  now: () => number;
  config: UploadSweepConfig;
}

export interface UploadSweepResult {
  incoming: number;
  resumable: number;
  partial: number;
  failedSources: number;
  rejected: number;
}

/** Entries of `dir` whose name starts with `prefix` and that nothing has written for `staleS`. */
async function staleEntries(dir: string, prefix: string, staleS: number, nowMs: number): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: string[] = [];
  for (const name of names.filter((n) => n.startsWith(prefix))) {
    const st = await stat(join(dir, name)).catch(() => null);
    if (st && nowMs - st.mtimeMs >= staleS * 1000) out.push(join(dir, name));
  }
  return out;
}

/**
 * A received file keeps its `incoming-` name as the job's source, so only files no job names are
 * leftovers; and one written to within INCOMING_STALE_S may still be arriving or being checked.
 */
async function sweepIncoming(ctx: UploadSweepContext): Promise<number> {
  const candidates = await staleEntries(ctx.config.uploadDir, INCOMING_PREFIX, INCOMING_STALE_S, ctx.now());
  if (candidates.length === 0) return 0;
  const keep = await namedSources(ctx.database, candidates);
  const gone = candidates.filter((p) => !keep.has(p));
  await Promise.all(gone.map((p) => rm(p, { force: true })));
  return gone.length;
}

/** Resumable uploads left unfinished past UPLOAD_RESUME_HOURS since their creation go with their
 * bytes, whichever node they were sent to: on disk their files, in the bucket their multipart
 * upload (aborted, so that no part is left) and objects. */
async function sweepResumable(ctx: UploadSweepContext): Promise<number> {
  const before = ctx.now() - ctx.config.uploadResumeHours * 3600 * 1000;
  return (await openResumableStore(ctx.config)).removeCreatedBefore(before);
}

async function sweepPartialFolders(ctx: UploadSweepContext): Promise<number> {
  const stale = await staleEntries(ctx.config.mediaRoot, PARTIAL_FOLDER_PREFIX, PARTIAL_FOLDER_STALE_S, ctx.now());
  await Promise.all(stale.map((p) => rm(p, { recursive: true, force: true })));
  return stale.length;
}

/** A failed upload stays in its member's list; its source goes after the configured days. */
async function sweepFailedSources(ctx: UploadSweepContext): Promise<number> {
  const before = new Date(ctx.now() - ctx.config.uploadFailedKeepDays * DAY_S * 1000).toISOString();
  const rows = await failedSourcesBefore(ctx.database, before);
  for (const row of rows) {
    await rm(row.source_path, { force: true });
    await forgetFailedSource(ctx.database, row.job_id);
  }
  return rows.length;
}

/** A rejected upload's files go once REJECTED_RETENTION_DAYS have passed since the rejection; the
 * row stays (the owner's list says why it was rejected) and the removal is in the audit log. */
async function sweepRejected(ctx: UploadSweepContext): Promise<number> {
  const before = new Date(ctx.now() - ctx.config.rejectedRetentionDays * DAY_S * 1000).toISOString();
  let removed = 0;
  for (const video of await rejectedToPurge(ctx.database, before)) {
    // Still rejected: a video restored or taken down since keeps its files.
    if (!(await markPurged(ctx.database, video.video_id, [VideoStatus.Rejected]))) continue;
    const sources = await uploadSources(ctx.database, video.video_id);
    const shared = await mediaShared(ctx.database, video.video_id, video.media_key);
    await removeUploadFiles(ctx.config.mediaRoot, shared ? '' : video.media_key, sources, mediaObjects(ctx.config));
    await removeCaptions(ctx.config.mediaRoot, video.video_id);
    await appendAudit(ctx.database, {
      actorId: null,
      actor: 'system',
      action: 'purge',
      targetType: 'video',
      targetId: video.video_id,
      reason: `rejected more than ${ctx.config.rejectedRetentionDays} days ago`,
    });
    removed++;
  }
  return removed;
}

export async function sweepUploads(ctx: UploadSweepContext): Promise<UploadSweepResult> {
  const incoming = await sweepIncoming(ctx);
  const resumable = await sweepResumable(ctx);
  const partial = await sweepPartialFolders(ctx);
  const failedSources = await sweepFailedSources(ctx);
  const rejected = await sweepRejected(ctx);
  return { incoming, resumable, partial, failedSources, rejected };
}
