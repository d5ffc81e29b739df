// The "Advert first frame" section of bench/RESULTS.md: player/advert's rounds, and its measures
// for each page against their baselines.
import { machineLine, table, today } from '../results.js';
import { median, ms, ratio, ratioOfMediansInterval, seconds } from '../stats.js';
import type { AdvertResult } from './advert.js';
import { ratioOfMedians, readingOf, spread, targetCell, type Pairs } from './stands.js';

/** A visitor's click on Play to the advert's first frame, against a bare `<video>` started by a click. */
export const ADVERT_TARGET = 1.5;

type Page = 'watch' | 'embed';
const advertPairs = (result: AdvertResult, page: Page): Pairs =>
  result.rounds.map((r) => [r.samples[page].ms, r.samples['bare-advert'].ms]);
const skipPairs = (result: AdvertResult, page: Page): Pairs =>
  result.rounds.map((r) => [r.samples[page].skipMs ?? Number.NaN, r.samples['bare-video'].ms]);

interface Measure {
  label: string;
  pairs: Pairs;
  target: number | null;
}

function measures(result: AdvertResult): Measure[] {
  return [
    {
      label: 'watch page: click on Play → advert ÷ bare `<video>` of the clip, by a click',
      pairs: advertPairs(result, 'watch'),
      target: ADVERT_TARGET,
    },
    {
      label: 'embed: click on Play → advert ÷ bare `<video>` of the clip, by a click',
      pairs: advertPairs(result, 'embed'),
      target: ADVERT_TARGET,
    },
    {
      label: 'watch page: click on Skip ad → video ÷ bare `<video>` of the file, by a click',
      pairs: skipPairs(result, 'watch'),
      target: null,
    },
    { label: 'embed: click on Skip ad → video ÷ bare `<video>` of the file, by a click', pairs: skipPairs(result, 'embed'), target: null },
  ];
}

function measureTable(result: AdvertResult): string {
  const rows = measures(result).map(({ label, pairs, target }) => {
    const bounds = ratioOfMediansInterval(pairs);
    return [
      label,
      ratioOfMedians(pairs),
      spread(pairs),
      targetCell(target),
      target === null ? 'no target: measured' : readingOf(bounds, target),
    ];
  });
  return table(['measure', 'ratio of the medians', '95 % interval', 'target', 'reading'], rows, ['l', 'r', 'r', 'r', 'l']);
}

function roundTable(result: AdvertResult): string {
  const cells = (s: AdvertResult['rounds'][number]['samples']) => [
    s.watch.ms,
    s.embed.ms,
    s['bare-advert'].ms,
    s.watch.skipMs ?? Number.NaN,
    s.embed.skipMs ?? Number.NaN,
    s['bare-video'].ms,
  ];
  const rows = result.rounds.map((r) => [String(r.round), ...cells(r.samples).map(ms)]);
  const columns = result.rounds.map((r) => cells(r.samples));
  rows.push(['**median**', ...columns[0].map((_, i) => `**${ms(median(columns.map((c) => c[i])))}**`)]);
  const head = [
    'round',
    'watch: Play → advert (ms)',
    'embed: Play → advert (ms)',
    'bare clip by a click (ms)',
    'watch: Skip → video (ms)',
    'embed: Skip → video (ms)',
    'bare file by a click (ms)',
  ];
  return table(head, rows, ['l', ...head.slice(1).map((): 'r' => 'r')]);
}

export function advertMarkdown(result: AdvertResult, command: string, wallMs: number): string {
  return `## Advert first frame (\`bench/player/advert.ts\`)

- Date: ${today()}
- Machine: ${machineLine()}, Chromium ${result.browserVersion} (software decoding); shared and noisy, so read ratios rather than absolute numbers
- Command: \`${command}\` (wall time ${seconds(wallMs)})

A visitor's watch page \`${result.urls.watch}\` and embed \`${result.urls.embed}\` with the demo's house
preroll on, as \`npm start\` leaves the site: each sample opens the page in a fresh browser context
(cold cache, 1280×800, the age gate passed), waits for the player's Play control and ${ms(500)} ms
more, clicks it and times from the click event to the first frame of the advert (the first
\`requestVideoFrameCallback\` of a video playing the house clip: its \`presentationTime\` less the
click event's \`timeStamp\`); then waits for "Skip ad" (the skip rule's 5 s), clicks it and times to
the first frame of the video's own file. Baselines, in the same rounds: a page holding only a
\`<video preload="none">\` of the house clip, and one of the video's signed file, each started by a
click on a button over it. Each round takes all four in an order that puts each after every other
equally often (\`bench/order.ts\`), with a pause of ${result.settleMs} ms after each; ${result.rounds.length} rounds after a warm-up round.
The player's own path from the click: the advert's VAST file (\`/api/vast/house.xml\`, one request)
is asked for only then, so the advert's first frame waits for it and for the clip's first bytes; the
baseline is given the clip's address.

${measureTable(result)}

${roundTable(result)}

Ratio of the medians per measure, for reading the rounds: ${measures(result)
    .map((m) => `${ratio(median(m.pairs.map((p) => p[0])) / median(m.pairs.map((p) => p[1])))}`)
    .join(', ')}.`;
}
