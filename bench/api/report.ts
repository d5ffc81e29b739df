// Markdown for the API benchmarks' sections of bench/RESULTS.md: per engine, one section per
// benchmark, each with its date, machine, command, tables and a reading worded from the numbers
// (so that it stays true on a rerun).
import { machineLine, table } from '../results.js';
import { count, int, ms, ratio, seconds } from '../stats.js';
import { describeStatement, QUERY_KINDS, type LatencyResult } from './latency.js';
import { CACHED_PATH, STATIC_PATH, type ThroughputResult } from './throughput.js';

export interface RunInfo {
  /** When the benchmark started, UTC. */
  date: string;
  command: string;
  wallMs: number;
}

function header(title: string, info: RunInfo): string[] {
  return [
    `#### ${title}`,
    '',
    `- Date: ${info.date}`,
    `- Machine: ${machineLine()}; shared and noisy, so read ratios rather than absolute numbers`,
    `- Command: \`${info.command}\` (wall time of this benchmark ${seconds(info.wallMs)})`,
    '',
  ];
}

function throughputMarkdown(t: ThroughputResult): string {
  const cached = t.rounds.filter((r) => r.side === 'cached');
  const stat = t.rounds.filter((r) => r.side === 'static');
  const rows = cached.map((c, i) => [
    String(c.index),
    int(c.reqPerSec),
    int(stat[i].reqPerSec),
    ratio(t.pairRatios[i]),
    `${c.latencyP50} / ${stat[i].latencyP50}`,
  ]);
  rows.push([
    '**median**',
    `**${int(t.median.cached)}**`,
    `**${int(t.median.static)}**`,
    `**${ratio(t.ratio)}** (of medians ${ratio(t.ratioOfMedians)})`,
    `${t.medianLatencyP50.cached} / ${t.medianLatencyP50.static}`,
  ]);
  return [
    `Catalogue of ${count(t.videos)} videos. A = \`GET ${CACHED_PATH}\` (in-process cache hit), B = \`GET ${STATIC_PATH}\` ` +
      `(the same ${int(t.bodyBytes)} bytes written to \`DATA_DIR/media/bench/list.json\`, served by @fastify/static). ` +
      `autocannon, ${t.connections} connections, ${t.workers ? `${t.workers} worker thread${t.workers > 1 ? 's' : ''}` : 'same thread'}, ` +
      `rounds of ${t.duration} s interleaved A/B after warm-up rounds; the ratio column is A/B of each adjacent pair, its median the headline ratio.`,
    '',
    table(['round', 'cached req/s', 'static req/s', 'cached/static', 'p50 ms cached / static'], rows, ['l', 'r', 'r', 'r', 'r']),
  ].join('\n');
}

function latencyMarkdown(l: LatencyResult): string {
  const first = l.sizes[0];
  const last = l.sizes[l.sizes.length - 1];
  const growth = l.sizes.length > 1 ? [`p50 ${count(last.videos)} / ${count(first.videos)}`] : [];
  const head = [
    'query',
    ...l.sizes.flatMap((s) => [`${count(s.videos)} p50`, `${count(s.videos)} p95`, `${count(s.videos)} p99`]),
    ...growth,
  ];
  const kinds = first?.kinds ?? [];
  const rows = kinds.map((k, i) => [
    k.label,
    ...l.sizes.flatMap((s) => {
      const r = s.kinds[i];
      const cut = r.n < l.requests ? ` (n=${r.n})` : '';
      return [`${ms(r.p50)}${cut}`, ms(r.p95), ms(r.p99)];
    }),
    ...(growth.length ? [`${ratio(last.kinds[i].p50 / k.p50)}×`] : []),
  ]);
  const matchedHead = ['query', ...l.sizes.map((s) => `rows matched at ${count(s.videos)}`)];
  const matchedRows = kinds.map((k, i) => [k.label, ...l.sizes.map((s) => int(s.kinds[i].matched))]);
  const seedRows = l.sizes.map((s) => [count(s.videos), seconds(s.seedMs), s.vacuumMs ? seconds(s.vacuumMs) : '–', seconds(s.measureMs)]);
  const paths = kinds.map((k) => `- ${k.label}: \`${QUERY_KINDS.find((q) => q.id === k.id)?.path ?? k.path}\``);
  return [
    `Sequential requests over one keep-alive connection, each kind taken in turn: ${l.warmup} warm-up then ${l.requests} timed requests per kind ` +
      `(fewer, shown as n, when a kind spent over ${l.budgetS} s). Time from request to last body byte, measured by the client. ` +
      `Lifetime 0 (\`.jsond\`), so every request runs its SQL.`,
    '',
    table(head, rows, ['l', ...head.slice(1).map(() => 'r' as const)]),
    '',
    '<details><summary>Paths, rows matched, seeding times</summary>',
    '',
    `\`{category}\`, \`{model}\` and \`{channel}\` are the category, model and channel with the most videos (categories \`${l.sizes.map((s) => s.category).join('`, `')}\`).`,
    '',
    ...paths,
    '',
    table(matchedHead, matchedRows, ['l', ...l.sizes.map(() => 'r' as const)]),
    '',
    'Fresh database per size (synthetic media rows, seed 1; the bulk `generate_series` path above 10k videos), then `VACUUM ANALYZE`:',
    '',
    table(['videos', 'seedCatalogue', 'VACUUM ANALYZE', 'measuring'], seedRows, ['r', 'r', 'r', 'r']),
    '',
    '</details>',
  ].join('\n');
}

/** Database time of one profiled request per kind: the sum over its statements under EXPLAIN
 * ANALYZE, the statement that took longest at the largest size, and its count(*). */
function databaseMarkdown(l: LatencyResult): string {
  const first = l.sizes[0];
  const last = l.sizes[l.sizes.length - 1];
  const at = count(last.videos);
  const head = ['query', ...l.sizes.map((s) => `${count(s.videos)} DB ms`), `slowest statement at ${at}: ms, plan`, `count(*) at ${at}`];
  const rows = first.kinds.map((k, i) => {
    const p = last.profiles[i];
    const counted = p.statements.filter((x) => describeStatement(x.text).startsWith('count(*)')).reduce((sum, x) => sum + (x.dbMs ?? 0), 0);
    return [
      k.label,
      ...l.sizes.map((s) => ms(s.profiles[i].dbMs)),
      `${describeStatement(p.slowest.text)}: ${ms(p.slowest.dbMs ?? 0)}, ${p.slowest.shape}`,
      counted ? ms(counted) : '–',
    ];
  });
  const out = [
    '##### Where the time goes in the database',
    '',
    'One more request per kind with its SQL recorded; each read statement then run alone under `EXPLAIN (ANALYZE, TIMING OFF)` ' +
      '(planning + execution ms, best of three). DB ms is the sum over the statements of the request; the rest of the latency above is the ' +
      'route, JSON and HTTP, plus waiting where the route runs statements in parallel.',
    '',
    table(head, rows, ['l', ...l.sizes.map(() => 'r' as const), 'l', 'r']),
  ];
  const probes = first.kinds.flatMap((k, i) =>
    last.profiles[i].statements
      .filter((x) => x.nullsLast && (!x.nullsLast.sorts || x.nullsLast.dbMs < (x.dbMs ?? 0) / 2))
      .map((x) => [k.label, `${ms(x.dbMs ?? 0)}, ${x.shape}`, `${ms(x.nullsLast?.dbMs ?? 0)}, ${x.nullsLast?.shape ?? ''}`]),
  );
  if (probes.length) {
    out.push(
      '',
      `Pages of ids that sort at ${at} and get faster when run again with each \`DESC\` of their ORDER BY written \`DESC NULLS LAST\` (the same order for NOT NULL ` +
        'columns; plain `DESC` means NULLS FIRST in PostgreSQL):',
      '',
      table(['query', 'as the server writes it: ms, plan', 'with DESC NULLS LAST: ms, plan'], probes, ['l', 'l', 'l']),
    );
  }
  return out.join('\n');
}

function explainMarkdown(l: LatencyResult): string {
  const all = l.sizes.flatMap((s) => s.explained.map((e) => ({ size: s.videos, e })));
  if (all.length === 0) return '';
  const blocks = all.map(({ size, e }) => {
    const list = e.profile.statements
      .map((s) => `${s.dbMs === null ? '   –  ' : `${ms(s.dbMs).padStart(6)}`} ms  ${s.text.replace(/\s+/g, ' ').trim().slice(0, 150)}`)
      .join('\n');
    const plans = e.slowest.flatMap((s, i) => [
      `EXPLAIN (ANALYZE, BUFFERS) of the ${i === 0 ? 'slowest' : 'next slowest'} statement, ${describeStatement(s.text)}, params \`${JSON.stringify(s.params)}\`:`,
      '',
      '```sql',
      s.text.trim(),
      '```',
      '',
      '```',
      s.plan ?? '',
      '```',
      '',
    ]);
    return [
      `<details><summary>${e.label} at ${count(size)}: p50 ${ms(e.p50)} ms; ${describeStatement(e.slowest[0].text)} ${ms(e.slowest[0].dbMs ?? 0)} ms</summary>`,
      '',
      'Statements of one request (planning + execution ms under EXPLAIN (ANALYZE, TIMING OFF), best of three):',
      '',
      '```',
      list,
      '```',
      '',
      ...plans,
      '</details>',
    ].join('\n');
  });
  return [`##### Slow queries (p50 over ${l.explainMs} ms)`, ...blocks].join('\n\n');
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const range = (xs: number[]) => (xs.length ? `${pct(Math.min(...xs))}–${pct(Math.max(...xs))}` : '–');
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function latencyReading(l: LatencyResult): string[] {
  const parts: string[] = [];
  const first = l.sizes[0];
  const last = l.sizes[l.sizes.length - 1];
  const at = count(last.videos);
  const worst = [...last.kinds].sort((a, b) => b.p50 - a.p50)[0];
  const best = [...last.kinds].sort((a, b) => a.p50 - b.p50)[0];
  parts.push(
    `Uncached, the slowest call at ${at} videos is ${worst.label} (p50 ${ms(worst.p50)} ms), the fastest ${best.label} (${ms(best.p50)} ms).`,
  );
  if (l.sizes.length > 1) {
    const factor = last.videos / first.videos;
    const growth = first.kinds.map((k, i) => ({ label: k.label, g: last.kinds[i].p50 / k.p50 }));
    const scaling = growth.filter((x) => x.g >= Math.sqrt(factor)).sort((a, b) => b.g - a.g);
    const flat = growth.filter((x) => x.g < 2);
    parts.push(
      `From ${count(first.videos)} to ${at} videos (${factor}× the rows) ${flat.length} of ${growth.length} calls ${plural(flat.length, 'stays', 'stay')} within 2×` +
        (flat.length ? ` (${flat.map((x) => x.label).join(', ')})` : '') +
        (scaling.length
          ? ` and ${scaling.length} ${plural(scaling.length, 'grows', 'grow')} by √${factor}× or more (${scaling.map((x) => `${x.label} ${ratio(x.g)}×`).join(', ')}), ` +
            'the mark of work in proportion to the matching rows rather than to the page'
          : `; none grows by √${factor}× or more`) +
        '.',
    );
  }
  const pages = last.kinds.map((k, i) => ({ label: k.label, p: last.profiles[i] }));
  const sorting = pages.filter(({ p }) =>
    p.statements.some((x) => describeStatement(x.text).startsWith('page of ids') && /Sort/.test(x.shape)),
  );
  if (sorting.length) {
    parts.push(
      `At ${at} the page of ids of ${sorting.length} of ${pages.length} calls reads every matching row and sorts them to keep 60 (${sorting.map((x) => x.label).join(', ')}).`,
    );
  }
  const fixed = pages.flatMap(({ label, p }) => p.statements.filter((x) => x.nullsLast && !x.nullsLast.sorts).map((x) => ({ label, x })));
  if (fixed.length) {
    const eg = fixed[0];
    parts.push(
      `Written \`DESC NULLS LAST\`, the order the schema's sort indexes are built in, ${fixed.length} of these ${plural(fixed.length, 'pages walks an index and stops', 'pages walk an index and stop')} after the page instead ` +
        `(${eg.label}: ${ms(eg.x.dbMs ?? 0)} → ${ms(eg.x.nullsLast?.dbMs ?? 0)} ms, ${eg.x.nullsLast?.shape}); the queries' plain \`DESC\` asks for NULLS FIRST, which those indexes cannot give.`,
    );
  }
  const countShares = pages.flatMap(({ p }) => {
    const c = p.statements.filter((x) => describeStatement(x.text).startsWith('count(*)')).reduce((sum, x) => sum + (x.dbMs ?? 0), 0);
    return c > 0 && p.dbMs > 0 ? [c / p.dbMs] : [];
  });
  if (countShares.length) {
    parts.push(
      `The count(*) behind total_count (counted up to the cap where no counter row holds it) takes ${range(countShares)} of the database time of the calls that run one at ${at}.`,
    );
  }
  const slow = l.sizes.flatMap((s) => s.explained.map((e) => `${e.label} at ${count(s.videos)}`));
  parts.push(
    slow.length
      ? `Over ${l.explainMs} ms p50: ${slow.join('; ')}; plans below.`
      : `No call reaches ${l.explainMs} ms p50 at any size measured.`,
  );
  return parts;
}

function throughputReading(t: ThroughputResult): string {
  const lo = Math.min(...t.pairRatios);
  const hi = Math.max(...t.pairRatios);
  const verdict =
    t.ratio >= 1.1
      ? 'serving the cached string from memory is cheaper than @fastify/static, which stats the file and streams it from disk on every request, so the cached list endpoints are as fast as this server gets and would gain nothing from being written out as files'
      : t.ratio > 0.9
        ? 'the cached list is on a par with a static file: the route (parameter parsing, cache lookup) adds nothing measurable over serving bytes'
        : 'the cached list is slower than a static file, so the route itself (parameter parsing, cache lookup, headers) costs more than reading a file and is worth profiling';
  return (
    `The cached list answered ${ratio(t.ratio)}× the requests per second of the static file (median of the ${t.pairRatios.length} pairwise ratios, ` +
    `${ratio(lo)}–${ratio(hi)}×; medians ${int(t.median.cached)} vs ${int(t.median.static)} req/s): ${verdict}.`
  );
}

export function throughputSection(t: ThroughputResult, info: RunInfo): string {
  return [
    ...header('Cached list vs static file (requests per second)', info),
    throughputMarkdown(t),
    '',
    '**Reading.** ' + throughputReading(t),
  ].join('\n');
}

export function latencySection(l: LatencyResult, info: RunInfo): string {
  const out = [
    ...header('Uncached latency (ms)', info),
    latencyMarkdown(l),
    '',
    databaseMarkdown(l),
    '',
    '**Reading.** ' + latencyReading(l).join(' '),
  ];
  const ex = explainMarkdown(l);
  if (ex) out.push('', ex);
  return out.join('\n');
}
