// `npm run bench -- player[/firstframe]`: runs the player benchmark and writes the "Player first
// frame" section of bench/RESULTS.md (the "Player size" section is scripts/size-check.mjs's).
import type { Options } from '../args.js';
import { commandLine, machineLine, readResults, replaceSection, table, today, writeResults } from '../results.js';
import { median, ms, ratio, seconds } from '../stats.js';
import { runFirstFrame, type FirstFrameResult, type Kind } from './firstframe.js';

export const PLAYER_BENCHMARKS = ['player/firstframe'] as const;
export type PlayerBenchmark = (typeof PLAYER_BENCHMARKS)[number];

export async function runPlayer(_which: PlayerBenchmark[], opt: Options, argv: readonly string[]): Promise<FirstFrameResult> {
  const rounds = opt.number('rounds', 10, 1);
  const warmupRounds = opt.number('warmup-rounds', 1, 0);
  const write = !opt.flag('no-write');
  const unknown = opt.unknown();
  if (unknown.length) throw new Error(`unknown option(s): ${unknown.map((u) => `--${u}`).join(' ')}`);
  const log = (line: string) => console.log(`[bench] ${line}`);
  const started = performance.now();
  const result = await runFirstFrame({ rounds, warmupRounds, log });
  const wallMs = performance.now() - started;
  const markdown = firstFrameMarkdown(result, commandLine(argv), wallMs);
  if (write) {
    writeResults(replaceSection(readResults(), 'player/firstframe', markdown));
    log('wrote bench/RESULTS.md');
  } else {
    console.log(markdown);
  }
  return result;
}

function pairTable(result: FirstFrameResult, a: Kind, b: Kind, head: [string, string]): string {
  const rows = result.rounds.map((r) => [
    String(r.round),
    ms(r.samples[a].ms),
    ms(r.samples[b].ms),
    ratio(r.samples[a].ms / r.samples[b].ms),
  ]);
  const med = (k: Kind) => median(result.rounds.map((r) => r.samples[k].ms));
  const ratios = result.rounds.map((r) => r.samples[a].ms / r.samples[b].ms);
  rows.push(['**median**', `**${ms(med(a))}**`, `**${ms(med(b))}**`, `**${ratio(median(ratios))}**`]);
  return table(['round', `${head[0]} (ms)`, `${head[1]} (ms)`, 'ratio'], rows, ['l', 'r', 'r', 'r']);
}

export function firstFrameMarkdown(result: FirstFrameResult, command: string, wallMs: number): string {
  const med = (k: Kind) => median(result.rounds.map((r) => r.samples[k].ms));
  const metric = (k: Kind) => median(result.rounds.map((r) => r.samples[k].metricMs ?? Number.NaN).filter(Number.isFinite));
  return `## Player first frame (\`bench/player\`)

- Date: ${today()}
- Machine: ${machineLine()}, Chromium ${result.browserVersion} (software decoding); shared and noisy, so read ratios rather than absolute numbers
- Command: \`${command}\` (wall time ${seconds(wallMs)})

Time from the start of the work to the first frame handed to the compositor (the first
\`requestVideoFrameCallback\`), in a fresh browser context each time (cold cache) on the same page,
served from 127.0.0.1 with the real server and its test media. Each round takes all four kinds,
in an order that flips every round; ${result.rounds.length} rounds after a warm-up round. The player's time
includes its file-list call (\`/api/videofile.php\`), which the bare baselines skip because they are
given the address; on the HLS side both import hls.js at the start (the player's lazy chunk,
\`hls.min.mjs\` for the baseline), and the player runs with \`hls: 'force'\` and \`forceHls\`.

### mp4: \`createPlayer\` vs a bare \`<video>\` (video ${result.plain.video.video_id}, \`${result.plain.mp4.replace(/\/get_file\/[^/]+\/[^/]+\//, '/get_file/…/')}\`)

${pairTable(result, 'player-mp4', 'bare-video', ['`createPlayer`', 'bare `<video>`'])}

### HLS: \`createPlayer\` (hls.js) vs bare hls.js (video ${result.hls.video.video_id}, \`…?f=video.m3u8\`)

${pairTable(result, 'player-hls', 'bare-hls', ['`createPlayer`', 'bare hls.js'])}

Reading: the player costs ${ms(med('player-mp4') - med('bare-video'))} ms more than a bare \`<video>\` at the median
(file call, DOM, state machine) and ${ms(med('player-hls') - med('bare-hls'))} ms more than bare hls.js. Its own
\`player_firstframe\` metric (from \`createPlayer\` to the first \`playing\`/\`timeupdate\`) had a median of
${ms(metric('player-mp4'))} ms (mp4) and ${ms(metric('player-hls'))} ms (HLS).`;
}
