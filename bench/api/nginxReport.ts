// Markdown for the Reel-against-nginx section of bench/RESULTS.md, its reading worded from the
// numbers so that it stays true on a rerun.
import { machineLine, table } from '../results.js';
import { int, ratio, seconds } from '../stats.js';
import type { RunInfo } from './report.js';
import { BROWSER_ACCEPT_ENCODING, type Kind, type NginxResult } from './nginx.js';
import { CACHED_PATH } from './throughput.js';

/** The ratio the issue asks the cached answers to reach. */
export const NGINX_TARGET_RATIO = 0.3;

const KIND_TITLE: Record<Kind, string> = {
  browser: `browser: \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\``,
  identity: 'no compression (no `Accept-Encoding`)',
  revalidate: 'revalidation: the browser request with `If-None-Match`',
};

/** What moved the figures, measured with this benchmark (wrk, 20 connections) on 2026-11-26; kept
 * as written, since a rerun measures only the code as it is. */
const STEPS = [
  '**Steps** (Reel ÷ nginx, median of 3 rounds: browser / no compression / revalidation):',
  '',
  '1. Load from `wrk` instead of autocannon, code unchanged (main): **0.17 / 0.51 / 0.11** (13,382 vs 76,870; 10,863 vs 20,000; ' +
    '5,728 vs 50,218 req/s). autocannon had shown 1.07 / 0.30 / 0.20, its browser row bounded by the client.',
  '2. A cache hit answered before Fastify (`packages/server/src/http/storedHits.ts`): the address of a shared stored answer maps to ' +
    'its cache key and its headers, prepared once per answer and form; no router, hooks or parameter parsing: ' +
    '**0.51 / 0.79 / 0.40** (34,689 vs 68,949; 18,327 vs 24,557; 39,069 vs 89,823 req/s). A CPU profile (`node --cpu-prof`) ' +
    'under that load: about 46% in the socket write of each answer (one `writev` of header and body, one write of a 304), 25% idle, the fast path itself about 1%, ' +
    'the request-duration histogram 1%; what is left is Node’s HTTP parser and socket work.',
].join('\n');

/** A median latency in ms to three significant figures (wrk reports µs). */
const latency = (ms: number): string => String(Number(ms.toPrecision(3)));

export function nginxSection(r: NginxResult, info: RunInfo): string {
  const rows = r.kinds.map((k) => [
    KIND_TITLE[k.kind],
    `${k.answer.reel} / ${k.answer.nginx}`,
    int(k.median.reel),
    int(k.median.nginx),
    `**${ratio(k.ratio)}** (${k.rounds.map((x) => ratio(x.ratio)).join(', ')})`,
    `${latency(k.p50.reel)} / ${latency(k.p50.nginx)}`,
  ]);
  const met = r.kinds.filter((k) => k.ratio >= NGINX_TARGET_RATIO).map((k) => k.kind);
  const browser = r.kinds.find((k) => k.kind === 'browser');
  const identity = r.kinds.find((k) => k.kind === 'identity');
  // nginx sends a tenth of the bytes gzipped: answering fewer of those than of the plain file means
  // something other than the server sets the pace (seen with autocannon, hence wrk).
  const suspect =
    browser && identity && browser.median.nginx < identity.median.nginx
      ? ` The browser row does not measure the servers: nginx answered fewer gzipped requests (${int(browser.median.nginx)}/s) than ` +
        `plain ones ten times their size (${int(identity.median.nginx)}/s), so the load generator bounds it; read the other rows.`
      : '';
  return [
    '### Cached list vs nginx serving the same bytes',
    '',
    `- Date: ${info.date}`,
    `- Machine: ${machineLine()}; shared and noisy, so read ratios rather than absolute numbers`,
    `- Command: \`${info.command}\` (wall time ${seconds(info.wallMs)})`,
    '',
    `Catalogue of ${int(r.videos)} videos. Reel: \`GET ${CACHED_PATH}\`, an in-process cache hit, the server as \`npm start\` runs it ` +
      `(one process, logger at \`info\`). nginx: ${r.nginxVersion} (Debian), ${r.nginxWorkers} worker process${r.nginxWorkers > 1 ? 'es' : ''}, ` +
      `\`gzip_static on\`, serving the same ${int(r.bodyBytes)} bytes as \`list.json\` and Reel's stored gzip form as \`list.json.gz\` ` +
      `(it has no Brotli, so a browser gets gzip from it and Brotli from Reel). Load from Debian's \`wrk\` on both sides, ${r.connections} connections, ` +
      `${Math.max(1, r.workers)} thread${r.workers > 1 ? 's' : ''}, rounds of ${r.duration} s interleaved Reel/nginx ` +
      '(first side alternating) after warm-up rounds; the ratio is Reel ÷ nginx of each adjacent pair, its median the headline.',
    '',
    table(['request', 'answer Reel / nginx', 'Reel req/s', 'nginx req/s', 'Reel ÷ nginx (rounds)', 'p50 ms Reel / nginx'], rows, [
      'l',
      'l',
      'r',
      'r',
      'r',
      'r',
    ]),
    '',
    `**Reading.** ${met.length === r.kinds.length ? 'Every kind of request reaches' : met.length ? `${met.join(', ')} reach${met.length === 1 ? 'es' : ''}` : 'No kind of request reaches'} ` +
      `the target of ${NGINX_TARGET_RATIO}× nginx.${suspect}`,
    '',
    STEPS,
  ].join('\n');
}
