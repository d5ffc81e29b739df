// @reel/api/metrics: the player's metric names, the metrics wire and its bounds, the metrics calls'
// addresses, and the browser's metrics queue (`metricsClient`). Each name is exported on purpose.
export {
  type AdminStats,
  histogramPercentile,
  type MemberViewStats,
  type MetricCounterName,
  type MetricRecordWire,
  METRICS_BATCH_MAX,
  METRICS_BODY_MAX_BYTES,
  METRICS_CLIENT_FLUSH_MS,
  type MetricsBatch,
  type MetricsDay,
  PLAYER_METRIC_COUNTERS,
  PLAYER_METRIC_EVENTS,
  type PlayerMetricEventName,
  readMetricsBatch,
  TTFF_BUCKET_EDGES_MS,
} from '../playerMetrics.js';
export { PLAYER_METRICS_PATH } from '../endpoints/playerMetrics.js';
export {
  createMetricsQueue,
  embedHostOf,
  type MetricsQueue,
  type PlayerMetricRecord,
  type TrackedPlayer,
  trackPlays,
  wireRecord,
} from '../metricsClient.js';
