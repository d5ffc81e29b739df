// Which of a batch's records are kept. The call is fire-and-forget (204 whatever is kept), so what is
// not kept is dropped quietly: records of a video that is not published (an id the page cannot have
// played to anyone: a made-up one, a deleted or unpublished video), and records past the daily caps,
// per client address and per video. The caps' counters are `limit_counts` rows that end at the next
// UTC midnight, shared by every API node and removed by the sweeper.
import type { MetricsBatch } from '@reel/api/metrics';
import type { DataContext } from '../queries/dataContext.js';
import { addQuotaRecords, publicVideoIds, type QuotaTake } from '../queries/playerMetrics.js';
import { METRICS_RECORDS_PER_ADDRESS_DAY, METRICS_RECORDS_PER_VIDEO_DAY } from './constants.js';

const DAY_MS = 86_400_000;
const ADDRESS_QUOTA = 'metrics_day_ip';
const VIDEO_QUOTA = 'metrics_day_video';

const quotaKey = (name: string, key: string) => `${name}\n${key}`;

/** Records still allowed under a cap, given the count after this batch's `n` were added. */
const leftOf = (cap: number, after: number, n: number) => Math.max(0, cap - (after - n));

/**
 * The batch's records that are kept, in their order: published videos only, within what the address
 * (null: not counted, as for the other write limits) and each video may still add today.
 */
export async function admitMetricRecords(
  ctx: Pick<DataContext, 'database' | 'now'>,
  batch: MetricsBatch,
  address: string | null,
): Promise<MetricsBatch> {
  const published = await publicVideoIds(ctx.database, [...new Set(batch.records.map((r) => r.video_id))]);
  const records = batch.records.filter((r) => published.has(r.video_id));
  if (records.length === 0) return { ...batch, records };

  const now = ctx.now();
  const day = new Date(now).toISOString().slice(0, 10);
  const midnight = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString();
  const perVideo = new Map<number, number>();
  for (const r of records) perVideo.set(r.video_id, (perVideo.get(r.video_id) ?? 0) + 1);
  const takes: QuotaTake[] = [...perVideo].map(([video, n]) => ({ name: VIDEO_QUOTA, key: `${day}:${video}`, n }));
  if (address !== null) takes.push({ name: ADDRESS_QUOTA, key: address, n: records.length });
  const after = await addQuotaRecords(ctx.database, takes, new Date(now).toISOString(), midnight);

  let addressLeft =
    address === null
      ? Infinity
      : leftOf(METRICS_RECORDS_PER_ADDRESS_DAY, after.get(quotaKey(ADDRESS_QUOTA, address)) ?? Infinity, records.length);
  const videoLeft = new Map(
    [...perVideo].map(([video, n]) => [
      video,
      leftOf(METRICS_RECORDS_PER_VIDEO_DAY, after.get(quotaKey(VIDEO_QUOTA, `${day}:${video}`)) ?? Infinity, n),
    ]),
  );
  const kept = records.filter((r) => {
    const left = videoLeft.get(r.video_id) ?? 0;
    if (addressLeft <= 0 || left <= 0) return false;
    addressLeft -= 1;
    videoLeft.set(r.video_id, left - 1);
    return true;
  });
  return { ...batch, records: kept };
}
