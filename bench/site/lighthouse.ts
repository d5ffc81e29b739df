// `npm run bench -- site`: Lighthouse's performance category, with its default mobile emulation and
// throttling, on the production build of the site served by the real server, for the budgets of
// issue 19 (performance ≥ 95 on the home, a list, a watch page and a category page; ≥ 92 on a VR
// video's watch page). Writes the "Site: Lighthouse (mobile)" section of bench/RESULTS.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Options } from '../args.js';
import { WORK_DIR } from '../harness.js';
import { commandLine, machineLine, readResults, replaceSection, table, today, writeResults } from '../results.js';
import { ms, seconds } from '../stats.js';
import { AGE_GATE_COOKIE, chromiumPath, launchChromium, passAgeGate, type Browser } from './chromium.js';
import { CATALOGUE_VIDEOS, startSiteServer } from './siteServer.js';

export const SITE_BENCHMARKS = ['site/lighthouse'] as const;
export type SiteBenchmark = (typeof SITE_BENCHMARKS)[number];

/** The budgets of issue 19, as Lighthouse's 0–100 score: every page, and a VR video's watch page,
 * whose renderer sets up WebGL on the main thread. */
const SCORE_BUDGET = 95;
const VR_SCORE_BUDGET = 92;

interface Metrics {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  si: number;
}

/** One audit's worth (ms or bytes) from an opportunity or diagnostic of a report, for the reading. */
interface Finding {
  id: string;
  title: string;
  display: string;
}

interface PageResult {
  name: string;
  path: string;
  /** The lowest median score within budget (0–100). */
  budget: number;
  runs: Metrics[];
  /** The run with the median score. */
  median: Metrics;
  findings: Finding[];
  loadBefore: number;
  loadAfter: number;
}

export interface SiteResult {
  pages: PageResult[];
  chromium: string;
  lighthouseVersion: string;
}

const numeric = (lhr: LhrLike, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

interface LhrLike {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | { id: string; title: string; score: number | null; numericValue?: number; displayValue?: string; details?: { type?: string } }
    | undefined
  >;
  runtimeError?: { code: string; message: string };
}

function metricsOf(lhr: LhrLike): Metrics {
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    si: numeric(lhr, 'speed-index'),
  };
}

/** The failing opportunities and diagnostics of a report: where a score below budget comes from. */
function findingsOf(lhr: LhrLike): Finding[] {
  const metricIds = new Set([
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'first-contentful-paint',
    'speed-index',
    'interactive',
    'max-potential-fid',
  ]);
  return Object.values(lhr.audits)
    .filter(
      (a): a is NonNullable<typeof a> =>
        a !== undefined &&
        !metricIds.has(a.id) &&
        a.score !== null &&
        a.score < 0.9 &&
        (a.details?.type === 'opportunity' || a.details?.type === 'table' || a.details?.type === 'list'),
    )
    .map((a) => ({ id: a.id, title: a.title, display: a.displayValue ?? '' }));
}

async function audit(url: string, port: number): Promise<LhrLike> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr as unknown as LhrLike;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** Where `--reports` keeps every run's full Lighthouse report (JSON), to read its audits afterwards. */
const REPORTS_DIR = join(WORK_DIR, 'lighthouse');

export async function runSiteLighthouse(opts: {
  runs: number;
  keepReports: boolean;
  only: string | null;
  log: (line: string) => void;
}): Promise<SiteResult> {
  const { log } = opts;
  const server = await startSiteServer(log);
  const userDataDir = mkdtempSync(join(WORK_DIR, 'chromium-'));
  let browser: Browser | undefined;
  try {
    browser = await launchChromium(userDataDir);
    await passAgeGate(browser.port, server.base);
    const pages = [
      { name: 'home', path: '/', budget: SCORE_BUDGET },
      { name: 'list', path: '/videos/latest-updates/1/', budget: SCORE_BUDGET },
      { name: 'watch', path: server.watchPath, budget: SCORE_BUDGET },
      { name: 'category', path: server.categoryPath, budget: SCORE_BUDGET },
      ...(server.vrWatchPath ? [{ name: 'watch (VR)', path: server.vrWatchPath, budget: VR_SCORE_BUDGET }] : []),
    ].filter((p) => opts.only === null || p.name === opts.only);
    const results: PageResult[] = [];
    let lighthouseVersion = '';
    for (const page of pages) {
      const loadBefore = loadavg()[0] ?? Number.NaN;
      const runs: Metrics[] = [];
      const reports: LhrLike[] = [];
      for (let i = 0; i < opts.runs; i++) {
        const lhr = await audit(server.base + page.path, browser.port);
        lighthouseVersion = lhr.lighthouseVersion;
        const m = metricsOf(lhr);
        log(`${page.name} ${page.path} run ${i + 1}: score ${m.score}, LCP ${ms(m.lcp)} ms, TBT ${ms(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`);
        runs.push(m);
        reports.push(lhr);
        if (opts.keepReports) {
          mkdirSync(REPORTS_DIR, { recursive: true });
          writeFileSync(join(REPORTS_DIR, `${page.name.replace(/\W+/g, '-').replace(/-$/, '')}-${i + 1}.json`), JSON.stringify(lhr));
        }
      }
      const order = runs.map((_, i) => i).sort((a, b) => (runs[a]?.score ?? 0) - (runs[b]?.score ?? 0));
      const mid = order[Math.floor((order.length - 1) / 2)] ?? 0;
      const report = reports[mid];
      results.push({
        ...page,
        runs,
        median: runs[mid] as Metrics,
        findings: report ? findingsOf(report) : [],
        loadBefore,
        loadAfter: loadavg()[0] ?? Number.NaN,
      });
    }
    return { pages: results, chromium: chromiumPath(), lighthouseVersion };
  } finally {
    await browser?.close();
    rmSync(userDataDir, { recursive: true, force: true });
    await server.close();
  }
}

const fmtMs = (v: number) => `${ms(v)} ms`;

export function siteMarkdown(result: SiteResult, command: string, wallMs: number): string {
  const rows = result.pages.map((p) => {
    const m = p.median;
    const scores = p.runs.map((r) => r.score).join(', ');
    return [
      p.name,
      `\`${p.path}\``,
      `**${m.score}** (${scores})`,
      m.score >= p.budget ? `≥ ${p.budget}: within` : `≥ ${p.budget}: **below**`,
      fmtMs(m.lcp),
      fmtMs(m.tbt),
      m.cls.toFixed(3),
      fmtMs(m.fcp),
      fmtMs(m.si),
      `${p.loadBefore.toFixed(2)} → ${p.loadAfter.toFixed(2)}`,
    ];
  });
  const below = result.pages.filter((p) => p.median.score < p.budget);
  const findings = result.pages
    .filter((p) => p.findings.length)
    .map((p) => `- ${p.name}: ${p.findings.map((f) => `${f.title}${f.display ? ` (${f.display})` : ''}`).join('; ')}`);
  return `## Site: Lighthouse (mobile)

- Date: ${today()}
- Machine: ${machineLine()}, Chromium at \`${result.chromium}\`, Lighthouse ${result.lighthouseVersion}; shared and noisy (the load average is the 1-minute figure before → after each page's runs)
- Command: \`${command}\` (wall time ${seconds(wallMs)}), after \`node_modules/.bin/pnpm --filter @reel/site --filter @reel/embed build\`

Lighthouse's performance category with its default mobile emulation and simulated throttling
(slow 4G, 4× CPU slowdown), on the production build served by the real server from 127.0.0.1 over a
seeded catalogue of ${CATALOGUE_VIDEOS} videos with the test media, in the demo's own settings: the house preroll is on,
so the watch pages are a visitor's, with the poster and the advert's play control. The browser holds the cookie
\`${AGE_GATE_COOKIE.name}=${AGE_GATE_COOKIE.value}\` (the visitor has passed the age gate), since otherwise the gate's modal opens on the first
visit and is the largest paint of every page; it is set in the browser's cookie jar, not sent as
Lighthouse's \`extraHeaders\`, because the gate reads \`document.cookie\`. Each page runs ${result.pages[0]?.runs.length ?? 0} times in one Chromium; the table gives the run with the median
score and its metrics. Budget: performance ≥ ${SCORE_BUDGET}, and ≥ ${VR_SCORE_BUDGET} on a VR video's watch page.

${table(['page', 'address', 'score (runs)', 'budget', 'LCP', 'TBT', 'CLS', 'FCP', 'SI', 'load avg'], rows, ['l', 'l', 'r', 'l', 'r', 'r', 'r', 'r', 'r', 'r'])}

${below.length ? `Below budget: ${below.map((p) => p.name).join(', ')}.` : `Every budgeted page is within budget.`}${findings.length ? ` Audits that still fail in the median run:\n\n${findings.join('\n')}` : ''}`;
}

export async function runSite(_which: SiteBenchmark[], opt: Options, argv: readonly string[]): Promise<SiteResult> {
  const runs = opt.number('runs', 3, 1);
  const keepReports = opt.flag('reports');
  // One page alone (home, list, watch, category, watch (VR)), to try a change quickly; never written to RESULTS.md.
  const onlyOption = opt.string('only');
  if (onlyOption === true) throw new Error("--only needs a page name: home, list, watch, category, 'watch (VR)'");
  const only = onlyOption ?? null;
  const write = !opt.flag('no-write') && only === null;
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);
  const log = (line: string) => console.log(`[bench] ${line}`);
  const started = performance.now();
  const result = await runSiteLighthouse({ runs, keepReports, only, log });
  const markdown = siteMarkdown(result, commandLine(argv), performance.now() - started);
  if (write) {
    writeResults(replaceSection(readResults(), 'site/lighthouse', markdown));
    log('wrote bench/RESULTS.md');
  } else {
    console.log(markdown);
  }
  return result;
}
