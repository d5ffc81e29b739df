// `npm run bench -- player[/firstframe|/runs|/page]`: runs the player benchmarks and writes their
// sections of bench/RESULTS.md (the "Player size" section is scripts/size-check.mjs's).
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import type { Options } from '../args.js';
import { commandLine, machineLine, readResults, replaceSection, table, today, writeResults } from '../results.js';
import { median, ms, ratio, SAME_PAGE, seconds } from '../stats.js';
import { KIND_GROUPS, runFirstFrame, type FirstFrameResult, type Kind } from './firstframe.js';
import { runPageFirstFrame, type PageKind, type PageResult } from './page.js';
import { runAdvertFirstFrame } from './advert.js';
import { advertMarkdown } from './advertReport.js';
import { loadRuns, playerBuild, runsMarkdown, saveRun } from './runs.js';
import { requirePlayerBuild } from '../../e2e/fixtures/player/server.js';
import {
  BARE_BOTH,
  BARE_BOTH_HEAD,
  firstFrameStands,
  framePairs,
  MP4_TARGET,
  ratioOfMedians,
  sideMs,
  spread,
  standTable,
  type Pairs,
  type Side,
} from './stands.js';

export const PLAYER_BENCHMARKS = ['player/firstframe', 'player/runs', 'player/page', 'player/advert'] as const;
export type PlayerBenchmark = (typeof PLAYER_BENCHMARKS)[number];

export async function runPlayer(which: PlayerBenchmark[], opt: Options, argv: readonly string[]): Promise<void> {
  // --rounds applies to each benchmark chosen; without it each has its own default.
  // Read before the unknown-option check below, which would otherwise take it for a typo.
  const roundsGiven = opt.string('rounds') === undefined ? undefined : opt.number('rounds', 1, 1);
  const rounds = (fallback: number) => roundsGiven ?? fallback;
  const warmupRounds = opt.number('warmup-rounds', 1, 0);
  const settleMs = opt.number('settle-ms', 300, 0);
  const write = !opt.flag('no-write');
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);
  const log = (line: string) => console.log(`[bench] ${line}`);
  // A new section goes before `before` when that section exists (the runs' after the run's own).
  const output = (id: string, markdown: string, before?: string) => {
    if (!write) return console.log(markdown);
    writeResults(replaceSection(readResults(), id, markdown, undefined, before));
    log('wrote bench/RESULTS.md');
  };
  if (which.includes('player/firstframe')) {
    const started = performance.now();
    const result = await runFirstFrame({ rounds: rounds(20), warmupRounds, settleMs, log });
    output('player/firstframe', firstFrameMarkdown(result, commandLine(argv), performance.now() - started));
    if (write) log(`saved the samples in ${relative(process.cwd(), saveRun(result))}`);
  }
  // After a written run, its own runs are read with it; alone, it reads what is saved.
  if (which.includes('player/runs') || (write && which.includes('player/firstframe'))) {
    requirePlayerBuild(); // the runs read are those of the build in packages/player/dist/browser
    output('player/firstframe-runs', runsMarkdown(loadRuns(playerBuild()), 'npm run bench -- player/runs'), 'player/page');
  }
  if (which.includes('player/page')) {
    const started = performance.now();
    const result = await runPageFirstFrame({ rounds: rounds(15), warmupRounds, settleMs, log });
    output('player/page', pageMarkdown(result, commandLine(argv), performance.now() - started));
  }
  if (which.includes('player/advert')) {
    const started = performance.now();
    const result = await runAdvertFirstFrame({ rounds: rounds(12), warmupRounds, settleMs, log });
    output('player/advert', advertMarkdown(result, commandLine(argv), performance.now() - started));
  }
}

// Two readings of one run: the median of the rounds' own ratios (the row above it), and the ratio
// of the two medians, the form the targets are written in ("1.45×: 114 ms against 78.6 ms"). A
// round's ratio carries the noise of two samples at once, so the two can differ by more than the
// effect being looked for.
const RATIO_OF_MEDIANS = '**ratio of the medians**';
// Where that ratio could have landed with other rounds of the same run (paired bootstrap): a
// target inside the interval is within the run's noise; one below it is missed.
const INTERVAL = '**95 % interval of that ratio**';
// The same two rows, timed to the callback's own call rather than the frame's presentationTime.
const CALLBACK_RATIO = 'to the callback: ratio of the medians';
const CALLBACK_INTERVAL = 'to the callback: 95 % interval';
const bold = (text: string) => `**${text}**`;

const pagePairs = (result: PageResult, k: PageKind): Pairs => result.rounds.map((r) => [r.ms[k], r.ms.bare]);
const PAGE_KINDS_SHOWN: PageKind[] = [
  'watch',
  'watch-preroll',
  'watch-visitor',
  'embed',
  'embed-preroll',
  'embed-visitor',
  'bare',
  'bare-again',
];
// Each page against the bare one, the bare page's second showing included (the instrument's own error).
const PAGE_RATIOS: [PageKind, string][] = [
  ['watch', 'watch ÷ bare'],
  ['watch-preroll', 'watch, preroll on ÷ bare'],
  ['watch-visitor', 'watch, visitor ÷ bare'],
  ['embed', 'embed ÷ bare'],
  ['embed-preroll', 'embed, preroll on ÷ bare'],
  ['embed-visitor', 'embed, visitor ÷ bare'],
  ['bare-again', 'bare again ÷ bare'],
];

function pageTable(result: PageResult): string {
  const rows = result.rounds.map((r) => [
    String(r.round),
    ...PAGE_KINDS_SHOWN.map((k) => ms(r.ms[k])),
    ...PAGE_RATIOS.map(([k]) => ratio(r.ms[k] / r.ms.bare)),
  ]);
  const med = (k: PageKind) => median(result.rounds.map((r) => r.ms[k]));
  const medRatio = (k: PageKind) => median(result.rounds.map((r) => r.ms[k] / r.ms.bare));
  rows.push(['**median**', ...PAGE_KINDS_SHOWN.map((k) => bold(ms(med(k)))), ...PAGE_RATIOS.map(([k]) => bold(ratio(medRatio(k))))]);
  const called = (k: PageKind): Pairs => result.rounds.map((r) => [r.callbackMs[k], r.callbackMs.bare]);
  const blank = PAGE_KINDS_SHOWN.map(() => '');
  const each = (f: (k: PageKind) => string) => PAGE_RATIOS.map(([k]) => f(k));
  rows.push([RATIO_OF_MEDIANS, ...blank, ...each((k) => bold(ratioOfMedians(pagePairs(result, k))))]);
  rows.push([INTERVAL, ...blank, ...each((k) => bold(spread(pagePairs(result, k))))]);
  rows.push([CALLBACK_RATIO, ...blank, ...each((k) => ratioOfMedians(called(k)))]);
  rows.push([CALLBACK_INTERVAL, ...blank, ...each((k) => spread(called(k)))]);
  const head = [
    'round',
    'watch page (ms)',
    'watch page, preroll on (ms)',
    'watch page, visitor (ms)',
    'embed (ms)',
    'embed, preroll on (ms)',
    'embed, visitor (ms)',
    'bare `<video>` (ms)',
    'bare again (ms)',
    ...PAGE_RATIOS.map(([, h]) => h),
  ];
  return table(head, rows, ['l', ...head.slice(1).map((): 'r' => 'r')]);
}

export function pageMarkdown(result: PageResult, command: string, wallMs: number): string {
  return `## Page first frame (\`bench/player/page.ts\`)

- Date: ${today()}
- Machine: ${machineLine()}, Chromium ${result.browserVersion} (software decoding, \`--autoplay-policy=no-user-gesture-required\`); shared and noisy, so read ratios rather than absolute numbers
- Command: \`${command}\` (wall time ${seconds(wallMs)})

From navigation start to the first frame of any \`<video>\` on the page, as the first
\`requestVideoFrameCallback\` gives it: its \`presentationTime\`, when the frame was handed to the
compositor, which shows it without waiting for the page's main thread (the last two rows take the
callback's own call instead, which waits for the main thread's next rendering step). Each
sample runs in a fresh browser context (cold cache), followed by a pause of
${result.settleMs} ms so the closed context's processes wind down outside the next sample. All pages
come from the same server (the built site and embed, 127.0.0.1): the watch page \`${result.urls.watch}\` and the embed page
\`${result.urls.embed}\`, each three times: a member with the site's preroll off, a member with the demo's house preroll on
(set before the sample as a console save sets it; a member gets no advert either way), and a visitor (no session) with the
preroll off (with it on, a visitor's first frame is the advert's, after a click: the section "Advert first frame"); and a page holding only \`<video autoplay muted>\` with the signed file the
player plays (video ${result.video.video.video_id}), shown twice in each round: its second showing tells what
the instrument gives for two identical pages. Each round takes all eight, in an order that puts each
after every other equally often (a Williams design, \`bench/order.ts\`: what a sample leaves behind
slows the next one); ${result.rounds.length} rounds after a warm-up round.

${standTable([
  { label: 'watch page ÷ bare `<video>`', pairs: pagePairs(result, 'watch'), target: MP4_TARGET },
  { label: 'watch page, site preroll on ÷ bare `<video>`', pairs: pagePairs(result, 'watch-preroll'), target: MP4_TARGET },
  { label: 'watch page, visitor, preroll off ÷ bare `<video>`', pairs: pagePairs(result, 'watch-visitor'), target: MP4_TARGET },
  { label: 'embed ÷ bare `<video>`', pairs: pagePairs(result, 'embed'), target: MP4_TARGET },
  { label: 'embed, site preroll on ÷ bare `<video>`', pairs: pagePairs(result, 'embed-preroll'), target: MP4_TARGET },
  { label: 'embed, visitor, preroll off ÷ bare `<video>`', pairs: pagePairs(result, 'embed-visitor'), target: MP4_TARGET },
  { label: 'bare `<video>` again ÷ bare `<video>` (the same page twice)', pairs: pagePairs(result, 'bare-again'), target: SAME_PAGE },
])}

${pageTable(result)}`;
}

function pairTable(result: FirstFrameResult, a: Kind, b: Side, head: [string, string]): string {
  const rows = result.rounds.map((r) => [String(r.round), ms(sideMs(r, a)), ms(sideMs(r, b)), ratio(sideMs(r, a) / sideMs(r, b))]);
  const med = (k: Side) => median(result.rounds.map((r) => sideMs(r, k)));
  const ratios = result.rounds.map((r) => sideMs(r, a) / sideMs(r, b));
  rows.push(['**median**', `**${ms(med(a))}**`, `**${ms(med(b))}**`, `**${ratio(median(ratios))}**`]);
  const pairs = framePairs(result, a, b);
  const called: Pairs = result.rounds.map((r) => [sideMs(r, a, 'callbackMs'), sideMs(r, b, 'callbackMs')]);
  rows.push([RATIO_OF_MEDIANS, '', '', bold(ratioOfMedians(pairs))]);
  rows.push([INTERVAL, '', '', bold(spread(pairs))]);
  rows.push([CALLBACK_RATIO, '', '', ratioOfMedians(called)]);
  rows.push([CALLBACK_INTERVAL, '', '', spread(called)]);
  return table(['round', `${head[0]} (ms)`, `${head[1]} (ms)`, 'ratio'], rows, ['l', 'r', 'r', 'r']);
}

/** A difference in time as words: `12.3 ms more` or `4.5 ms less`. */
const diff = (deltaMs: number): string => `${ms(Math.abs(deltaMs))} ms ${deltaMs < 0 ? 'less' : 'more'}`;

export function firstFrameMarkdown(result: FirstFrameResult, command: string, wallMs: number): string {
  const med = (k: Side) => median(result.rounds.map((r) => sideMs(r, k)));
  const metric = (k: Kind) => median(result.rounds.map((r) => r.samples[k].metricMs ?? Number.NaN).filter(Number.isFinite));
  const fileCall = (k: Kind) => median(result.rounds.map((r) => r.samples[k].fileCallMs ?? Number.NaN).filter(Number.isFinite));
  return `## Player first frame (\`bench/player\`)

- Date: ${today()}
- Machine: ${machineLine()}, Chromium ${result.browserVersion} (software decoding); shared and noisy, so read ratios rather than absolute numbers
- Command: \`${command}\` (wall time ${seconds(wallMs)}; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} at the end)

Time from the start of the work to the first frame handed to the compositor (the first
\`requestVideoFrameCallback\`'s \`presentationTime\`; the last two rows of each table take the
callback's own call instead), in a fresh browser context each time (cold cache) on the same page,
served from 127.0.0.1 with the real server and its test media, with a pause of ${result.settleMs} ms
after each sample so the closed context's processes wind down outside the next one. The ${KIND_GROUPS[0].length} mp4 kinds run
their ${result.rounds.length} rounds (after a warm-up round) first, then the ${KIND_GROUPS[1].length} HLS kinds theirs, so no mp4 sample comes after a
stream's teardown; each round takes every kind of its group once, in an order that puts each after
every other equally often (a Williams design, \`bench/order.ts\`: what a sample leaves behind slows
the next one). The bare
\`<video>\` runs twice in each round, at two places in it: the second's ratio to the first is what the
instrument gives for two identical pages, and the mp4 kinds are compared with the mean of the two
(half the noise of one showing, and no place in the order of its own). It runs a third time in the
box the player shows it in (the player's stage CSS and its two elements, none of its script): the
two rows "the box alone" and "the script alone" part the player's ratio into what its box costs a
bare element and what its script costs on top of that. The player runs
twice on each side: once as the watch page and the embed run it, with the file list already in the
page (\`fromVideoFiles(list)\`), and once making
the file-list call (\`/api/videofile.php\`) itself, which the bare baselines skip because they are
given the address. On the HLS side every kind imports hls.js in the timed part (the player's lazy
chunk, \`hls.min.mjs\` for the baseline), and the player runs with \`hls: 'force'\` and \`forceHls\`.

${standTable(firstFrameStands(result))}

### mp4: \`createPlayer\` vs a bare \`<video>\` (video ${result.plain.video.video_id}, \`${result.plain.mp4.replace(/\/get_file\/[^/]+\/[^/]+\//, '/get_file/…/')}\`)

The page holds the file list:

${pairTable(result, 'player-mp4-files', BARE_BOTH, ['`createPlayer`', BARE_BOTH_HEAD])}

The player makes the file call:

${pairTable(result, 'player-mp4', BARE_BOTH, ['`createPlayer` + file call', BARE_BOTH_HEAD])}

The page gives the player the bare page's own address (\`sources: [{ src, type: 'video/mp4' }]\`, no
file list or file rules), as a webmaster playing files of their own does:

${pairTable(result, 'player-mp4-src', BARE_BOTH, ['`createPlayer` with `sources`', BARE_BOTH_HEAD])}

### HLS: \`createPlayer\` (hls.js) vs bare hls.js (video ${result.hls.video.video_id}, \`…?f=video.m3u8\`)

The page holds the file list:

${pairTable(result, 'player-hls-files', 'bare-hls', ['`createPlayer`', 'bare hls.js'])}

The player makes the file call:

${pairTable(result, 'player-hls', 'bare-hls', ['`createPlayer` + file call', 'bare hls.js'])}

Reading, at the median: with the list in the page the player takes ${diff(med('player-mp4-files') - med(BARE_BOTH))} than a bare
\`<video>\` and ${diff(med('player-hls-files') - med('bare-hls'))} than bare hls.js; making the file call
itself, ${diff(med('player-mp4') - med(BARE_BOTH))} and ${diff(med('player-hls') - med('bare-hls'))}; given the bare page's
address as \`sources\`, ${diff(med('player-mp4-src') - med(BARE_BOTH))}. The file call's own time, from the page's
\`fetch\` to its parsed answer, had a median of ${ms(fileCall('player-mp4'))} ms (mp4) and ${ms(fileCall('player-hls'))} ms (HLS): the
media's request cannot start before its address is known, and a bare \`<video>\` is given it. Its own
\`player_firstframe\` metric (from \`createPlayer\` to the first \`playing\`/\`timeupdate\`) had a median of
${ms(metric('player-mp4'))} ms (mp4) and ${ms(metric('player-hls'))} ms (HLS).`;
}
