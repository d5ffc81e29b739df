// The player's metric records and the figures made of them: the one call the watch page and the
// embed send their batches to, the console's dashboard and a member's own uploads' views. The
// batch's body is read by readMetricsBatch (playerMetrics.ts), not field by field: it is a list.
import type { AdminStats, MemberViewStats } from '../playerMetrics.js';
import { METRICS_PERIOD_MAX_DAYS } from '../playerMetrics.js';
import { answers, BadInput, endpoint, type Param, param, sends } from './kit.js';

/** The address the pages send their records to (a POST; not the Prometheus scrape at GET /metrics). */
export const PLAYER_METRICS_PATH = '/api/metrics';
const DAY_MS = 86_400_000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day written YYYY-MM-DD that exists. */
const day = (code: string): Param<string> => ({
  doc: 'YYYY-MM-DD',
  parse: (raw) => {
    if (raw === undefined || !DATE_RE.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) throw new BadInput(code);
    if (new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) throw new BadInput(code);
    return raw;
  },
});

/** Days from `from` to `to`, both included. */
export const periodDays = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

const periodRules = [
  (i: { from: string; to: string }) => (i.from > i.to ? 'invalid_period' : undefined),
  (i: { from: string; to: string }) => (periodDays(i.from, i.to) > METRICS_PERIOD_MAX_DAYS ? 'invalid_period' : undefined),
];

export const playerMetrics = endpoint({
  name: 'playerMetrics',
  method: 'POST',
  route: PLAYER_METRICS_PATH,
  shape: `${PLAYER_METRICS_PATH} (JSON body, as application/json or text/plain: { session, records: [...] })`,
  summary:
    'A batch of the player’s metric records (docs/metrics.md). Answers 204 at once; the records are written in batches and only counted.',
  params: {},
  answer: sends('204, no body'),
  cache: 'no-store',
  private: true,
  errors: [
    'invalid_body',
    'csrf',
    'invalid_session',
    'too_many_records',
    'unknown_metric',
    'invalid_metric_field',
    'invalid_video_id',
    'fst_err_ctp_body_too_large',
    'fst_err_ctp_invalid_media_type',
    'too_many',
  ],
});

export const adminStats = endpoint({
  name: 'adminStats',
  method: 'GET',
  route: '/api/admin/stats',
  shape: '/api/admin/stats?from={YYYY-MM-DD}&to={YYYY-MM-DD}&video_id={id}',
  summary: 'The dashboard’s figures for a period of UTC days, for the whole site or one video.',
  params: { from: day('invalid_period'), to: day('invalid_period'), video_id: param.optionalId('invalid_video_id') },
  query: ['from', 'to', 'video_id'],
  rules: periodRules,
  answer: answers<AdminStats>('AdminStats (playerMetrics.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'not_staff', 'csrf', 'invalid_period', 'invalid_video_id'],
});

export const memberViewStats = endpoint({
  name: 'memberViewStats',
  method: 'GET',
  route: '/api/member/stats',
  shape: '/api/member/stats?from={YYYY-MM-DD}&to={YYYY-MM-DD}',
  summary: 'Daily views of the signed-in member’s own uploads.',
  params: { from: day('invalid_period'), to: day('invalid_period') },
  query: ['from', 'to'],
  rules: periodRules,
  answer: answers<MemberViewStats>('MemberViewStats (playerMetrics.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_period'],
});
