// The workers running inside this process, so an upload received here starts at once instead of
// waiting for the next poll. Workers elsewhere find the job on their own poll.
import type { UploadWorker } from './worker.js';

const local = new Set<UploadWorker>();

export function registerLocalWorker(worker: UploadWorker): () => void {
  local.add(worker);
  return () => local.delete(worker);
}

export function wakeLocalWorkers(): void {
  for (const w of local) w.wake();
}
