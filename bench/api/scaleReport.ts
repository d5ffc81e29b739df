// The Markdown of the scale benchmark's section of bench/RESULTS.md.
import { machineLine, table } from '../results.js';
import { count, int, ms, seconds } from '../stats.js';
import { mib } from './dbView.js';
import { SETTLE, WARM_UP_S, type ScaleOptions, type SizeRun } from './scaleRun.js';

export interface ScaleInfo {
  date: string;
  command: string;
  wallMs: number;
  /** Load averages (1 min) at the start and the end. */
  loadStart: number;
  loadEnd: number;
  postgres: string;
  /** Written as a smoke check of the instrument, not as a measurement. */
  smoke: boolean;
}

/** Slowest calls listed from the one-at-a-time pass. */
const PROBE_ROWS = 30;
/** A call slower than this one at a time is counted as slow in the summary. */
const SLOW_MS = 100;

/** Parameters shown with a plan: a page's id list would fill the screen. */
const PARAMS_CHARS = 300;
const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars)}…` : text);

const lowerBound = (value: number, unanswered: number) => `${unanswered ? '≥ ' : ''}${ms(value)}`;

const migratedNote = (m: SizeRun['db']['migrated']) => (m ? `; ${m.count} migration(s) since, run in ${seconds(m.ms)}` : '');

function catalogueTable(runs: SizeRun[]): string {
  const rows = runs.map((r) => {
    return [
      count(r.videos),
      r.db.name,
      mib(r.sizes.databaseBytes),
      mib(r.sizes.indexBytes),
      seconds(r.db.seed.seedMs),
      seconds(r.db.seed.vacuumMs),
      r.db.reused ? `reused (seeded ${r.db.seed.at.slice(0, 16)}${migratedNote(r.db.migrated)})` : 'seeded now',
    ];
  });
  return table(['videos', 'database', 'size', 'indexes', 'seed', 'VACUUM ANALYZE', 'this run'], rows, ['r', 'l', 'r', 'r', 'r', 'r', 'l']);
}

function indexTable(run: SizeRun): string {
  const rows = run.sizes.indexes.slice(0, 12).map((x) => [x.name, mib(x.bytes)]);
  const tables = run.sizes.tables.slice(0, 8).map((x) => [`${x.name} (table)`, mib(x.bytes)]);
  return table(['relation', 'size'], [...tables, ...rows], ['l', 'r']);
}

function probeTable(run: SizeRun): string {
  const sorted = [...run.probes].sort((a, b) => b.p50 - a.p50);
  const slow = sorted.filter((p) => p.p50 > SLOW_MS).length;
  const refused = run.probes.filter((p) => p.status !== 200);
  const rows = sorted
    .slice(0, PROBE_ROWS)
    .map((p) => [`\`${p.call.id}\``, int(p.matched), String(p.n), ms(p.p50), ms(p.max), String(p.status)]);
  return [
    `${run.probes.length} of ${run.calls} calls${run.probes.length < run.calls ? ' (`--only`)' : ''}; ${slow} over ${SLOW_MS} ms at p50 one at a time; ${refused.length} not answered 200${
      refused.length
        ? ` (${refused
            .slice(0, 5)
            .map((p) => `\`${p.call.id}\` ${p.status}`)
            .join(', ')})`
        : ''
    }. The ${PROBE_ROWS} slowest:`,
    '',
    table(['call', 'matched', 'n', 'p50 ms', 'max ms', 'status'], rows, ['l', 'r', 'r', 'r', 'r', 'r']),
  ].join('\n');
}

function loadTable(run: SizeRun, o: ScaleOptions): string {
  const cpuMs = (v: number | null) => (v === null ? '—' : v.toFixed(2));
  const rows = run.loads.map(({ call, load, saturation, settleMs, cpu }) => [
    `\`${call.id}\``,
    `${load.ok}/${load.scheduled}`,
    String(load.errors),
    String(load.unanswered),
    lowerBound(load.p50, load.unanswered),
    lowerBound(load.p95, load.unanswered),
    lowerBound(load.p99, load.unanswered),
    ms(load.sendLagMs),
    saturation.perS.toFixed(1),
    `${(settleMs.load / 1000).toFixed(1)} + ${(settleMs.saturation / 1000).toFixed(1)}`,
    `${cpuMs(cpu.serverMs)} · ${cpuMs(cpu.postgresMs)} · ${cpuMs(cpu.loadMs)}`,
  ]);
  return [
    `After ${WARM_UP_S} s of unmeasured load at the rate over the loaded calls in turn (the server's connections opened and their statements prepared, as on a server already in service), an open loop at ${o.ratePerS} req/s for ${o.durationS} s per call (latency from each request's due time; answers waited for ${o.drainS} s after the last is due, the rest given up and counted at what they had waited, shown \`≥\`), then ${o.satWorkers} closed-loop workers for ${o.satDurationS} s (saturation, good answers per second). After each, the server's statements are cancelled until none has run for ${SETTLE.quietMs / 1000} s ("left behind": when a statement was last found running, in seconds after the open loop + after saturation), so the requests given up on are neither the next call's latency nor this call's saturation. CPU ms a request, over the open loop: the server's process · every local PostgreSQL process (— for one on another host) · the load generator, all on the same cores:`,
    '',
    table(
      [
        'call',
        'ok',
        'errors',
        'unanswered',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'send lag ms',
        'saturation req/s',
        'left behind s',
        'CPU ms a request',
      ],
      rows,
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  ].join('\n');
}

function statementsTable(run: SizeRun): string {
  if (run.statsNote) return `pg_stat_statements: not available — ${run.statsNote}.`;
  const rows = run.statements.map((s) => [
    `\`${s.query.replace(/\s+/g, ' ').slice(0, 140).replace(/\|/g, '\\|')}\``,
    int(s.calls),
    ms(s.totalMs),
    ms(s.meanMs),
    ms(s.maxMs),
    int(s.blocksRead),
  ]);
  return table(['statement (pg_stat_statements)', 'calls', 'total ms', 'mean ms', 'max ms', 'blocks read'], rows, [
    'l',
    'r',
    'r',
    'r',
    'r',
    'r',
  ]);
}

function explainBlocks(run: SizeRun): string {
  return run.explained
    .map((e) =>
      [
        `\`${e.call.id}\` — \`${e.call.path}\`, its slowest statement (${ms(e.dbMs)} ms in the database):`,
        '',
        '```',
        e.statement,
        clip(JSON.stringify(e.params), PARAMS_CHARS),
        '',
        e.plan,
        '```',
      ].join('\n'),
    )
    .join('\n\n');
}

function sizeSection(run: SizeRun, o: ScaleOptions): string {
  const w = run.targets.words;
  return [
    `#### ${count(run.videos)} videos`,
    '',
    `Objects: ${Object.entries(run.targets.objects)
      .map(([k, v]) => `${k} \`${v}\``)
      .join(', ')}. Words: common \`${w.common}\`, rare \`${w.rare}\`, typo \`${w.typo}\`, two \`${w.two}\`. Settings: ${Object.entries(
      run.sizes.settings,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}. Wall time ${seconds(run.wallMs)}.`,
    '',
    indexTable(run),
    '',
    probeTable(run),
    '',
    loadTable(run, o),
    '',
    statementsTable(run),
    '',
    explainBlocks(run),
  ].join('\n');
}

export function scaleSection(runs: SizeRun[], o: ScaleOptions, info: ScaleInfo): string {
  return [
    '### Scale: every list, one at a time and under steady load (PostgreSQL)',
    '',
    ...(info.smoke
      ? [
          '**Smoke check of the instrument, not a measurement:** a small catalogue and short runs on a shared, busy machine. Read nothing into the figures.',
          '',
        ]
      : []),
    `- Date: ${info.date}; wall time ${seconds(info.wallMs)}; load average ${info.loadStart.toFixed(1)} at the start, ${info.loadEnd.toFixed(1)} at the end`,
    `- Machine: ${machineLine()}`,
    `- PostgreSQL: ${info.postgres}`,
    `- Command: \`${info.command}\``,
    '',
    catalogueTable(runs),
    '',
    ...runs.map((r) => sizeSection(r, o)),
  ].join('\n');
}
