// The server's layers, read from the source tree: every relative import of a production file goes
// down the list below or stays in its own folder, never up, and a feature folder imports another
// feature only where the pair is named here. Each folder (and each file at the source root) sits in
// exactly one layer, so a new one has to be placed before the test passes. docs/architecture.md,
// "The server's layers", gives the reasons.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTRY_POINTS } from '../entryPoints.mjs';
import { code, IMPORT_RE, sourceFiles } from './testing/sourceScan.js';

const SRC = dirname(fileURLToPath(import.meta.url));

interface Layer {
  name: string;
  /** Folders, and files at the source root by their module name (`app` for `app.ts`). */
  units: string[];
  /** Whether the layer's units may import one another freely (otherwise only `SIBLING_IMPORTS`). */
  siblingsFree: boolean;
}

/** Top to bottom: a unit may import its own layer's (as the layer allows) and any lower layer's. */
export const LAYERS: Layer[] = [
  { name: 'test kit and tooling', units: ['testing', 'cluster'], siblingsFree: false },
  { name: 'composition root', units: ['main', 'app', 'startup', 'configCheck', 'portHold', 'compose'], siblingsFree: true },
  { name: 'routes', units: ['routes'], siblingsFree: false },
  {
    name: 'features',
    units: ['social', 'upload', 'moderation', 'staff', 'pages', 'seo', 'houseAds', 'prometheus', 'settings', 'seed', 'age', 'consent'],
    siblingsFree: false,
  },
  { name: 'app context', units: ['context'], siblingsFree: false },
  { name: 'services', units: ['auth', 'mail', 'playerMetrics', 'searchTally'], siblingsFree: false },
  { name: 'route kit', units: ['http'], siblingsFree: false },
  { name: 'queries', units: ['queries'], siblingsFree: false },
  { name: 'media', units: ['media'], siblingsFree: false },
  { name: 'database', units: ['db'], siblingsFree: false },
  { name: 'leaves', units: ['config', 'constants', 'log', 'packageRoot', 'text'], siblingsFree: true },
];

/** Imports between two units of one layer that are allowed, `from → to`; every other is refused. */
export const SIBLING_IMPORTS: string[] = [
  'cluster → testing', // the cluster command starts test servers on free ports
  'testing → cluster', // the kit hands tools the nginx runner
  'moderation → upload', // rejecting a video removes its upload's files
  'consent → moderation', // a performer's removal request is a report, recorded as the site's own hold
  'consent → age', // a member verifies as an uploader through the age check's providers and round trip
  'pages → settings', // the pages carry the site's stored settings
  'moderation → settings', // a complaint's due date counts the days the settings give
  'pages → age', // a page whose place asks for an age check carries no video until it is passed
  'age → settings', // the age policy is one of the site's settings
  'settings → houseAds', // the public settings name the house advert's tags
  'seed → houseAds', // the demo stores the house preroll
  'seed → staff', // the demo's staff account, made as the staff command makes one
];

/** Files placed apart from their folder: the commands' entries (and the worker's) belong to the
 * composition root wherever they live. Paths relative to the source root, without extension. */
export const ROOT_FILES: string[] = [
  ...Object.values(ENTRY_POINTS).map((path) => path.replace(/^src\//, '').replace(/\.ts$/, '')),
  'upload/workerMain',
];

/** The test kit and test files are held by their own rules; a test may import anything. */
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || /\.d\.ts$/.test(path);

/** The unit a path (relative to the source root, with or without extension) belongs to: its
 * folder, its module name at the root, or `main` (the composition root) for a root file. */
function unitOf(rel: string, rootFiles: string[]): string {
  const bare = rel
    .split(sep)
    .join('/')
    .replace(/\.(ts|tsx|js|mjs)$/, '');
  if (rootFiles.includes(bare)) return 'main';
  return bare.split('/')[0];
}

interface Placed {
  layer: number;
  name: string;
}

function placeOf(unit: string, layers: Layer[]): Placed | null {
  const layer = layers.findIndex((l) => l.units.includes(unit));
  return layer < 0 ? null : { layer, name: layers[layer].name };
}

/** Every upward import, every refused import between siblings and every unplaced unit, as `file → target: why`. */
export function findLayerBreaks(
  root: string,
  layers: Layer[] = LAYERS,
  siblings: string[] = SIBLING_IMPORTS,
  rootFiles: string[] = ROOT_FILES,
): string[] {
  const out = new Set<string>();
  for (const file of sourceFiles(root)) {
    const rel = relative(root, file);
    if (isTestFile(rel) && !rel.includes(sep)) continue;
    const from = unitOf(rel, rootFiles);
    const source = placeOf(from, layers);
    if (!source) {
      out.add(`${rel}: ${from} is in no layer`);
      continue;
    }
    if (isTestFile(rel)) continue;
    for (const m of code(readFileSync(file, 'utf8')).matchAll(IMPORT_RE)) {
      const spec = m[2];
      if (!spec.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(file), spec));
      if (target.startsWith('..')) continue;
      const to = unitOf(target, rootFiles);
      if (to === from) continue;
      const dest = placeOf(to, layers);
      const name = target.split(sep).join('/');
      if (!dest) out.add(`${rel} → ${name}: ${to} is in no layer`);
      else if (dest.layer < source.layer) out.add(`${rel} → ${name}: up from ${source.name} to ${dest.name}`);
      else if (dest.layer === source.layer && !layers[dest.layer].siblingsFree && !siblings.includes(`${from} → ${to}`))
        out.add(`${rel} → ${name}: ${from} → ${to} between ${dest.name}`);
    }
  }
  return [...out].sort();
}

describe('server layers', () => {
  it('imports only down the layers, and between features only where a pair is named', () => {
    expect(findLayerBreaks(SRC)).toEqual([]);
  });

  it('names each unit in one layer only', () => {
    const units = LAYERS.flatMap((l) => l.units);
    expect(units.filter((u, i) => units.indexOf(u) !== i)).toEqual([]);
  });

  it('is the order docs/architecture.md states: every unit in its layer list, every named pair in its list', () => {
    const doc = readFileSync(resolve(SRC, '../../../docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf("## The server's layers"), doc.indexOf('## The server, request to answer'));
    // A folder is written `name/`, a root module `name.ts`; the composition root's `main` is main.ts.
    const named = (unit: string) => section.includes(`\`${unit}/\``) || section.includes(`\`${unit}.ts\``);
    expect(LAYERS.flatMap((l) => l.units).filter((u) => !named(u))).toEqual([]);
    const pair = (p: string) => {
      const [from, to] = p.split(' → ');
      return (
        section.includes(`\`${from}\` → \`${to}\``) ||
        section.includes(`\`${from}\` ↔ \`${to}\``) ||
        section.includes(`\`${to}\` ↔ \`${from}\``)
      );
    };
    expect(SIBLING_IMPORTS.filter((p) => !pair(p))).toEqual([]);
  });

  describe('the checker', () => {
    const root = mkdtempSync(join(tmpdir(), 'reel-layers-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (rel: string, text: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    };
    const layers: Layer[] = [
      { name: 'top', units: ['main', 'app'], siblingsFree: true },
      { name: 'features', units: ['social', 'upload', 'pages'], siblingsFree: false },
      { name: 'queries', units: ['queries'], siblingsFree: false },
      { name: 'leaves', units: ['constants', 'config'], siblingsFree: true },
    ];

    it('finds upward, sibling and unplaced imports, and nothing else', () => {
      write('main.ts', "import { app } from './app.js';\nimport { x } from './upload/run.js';\n");
      write('app.ts', "import { y } from './config.js';\n");
      write('config.ts', "import { Z } from './constants.js';\nimport { w } from './queries/w.js';\n");
      write('queries/a.ts', "import { b } from './b.js';\nexport { c } from '../social/c.js';\n// import { d } from '../app.js';\n");
      write('queries/b.ts', "const m = await import('../upload/m.js');\nimport { e } from '@reel/api';\n");
      write('social/x.ts', "import type { P } from '../pages/p.js';\nimport { u } from '../upload/u.js';\n");
      write('social/x.test.ts', "import { main } from '../main.js';\n");
      write('upload/entry.ts', "import { app } from '../app.js';\n");
      write('fresh/thing.ts', "import { q } from '../queries/a.js';\n");
      write('pages/y.ts', "import { n } from '../nowhere/n.js';\n");
      expect(findLayerBreaks(root, layers, ['social → upload'], ['upload/entry'])).toEqual([
        'config.ts → queries/w.js: up from leaves to queries',
        'fresh/thing.ts: fresh is in no layer',
        'pages/y.ts → nowhere/n.js: nowhere is in no layer',
        'queries/a.ts → social/c.js: up from queries to features',
        'queries/b.ts → upload/m.js: up from queries to features',
        'social/x.ts → pages/p.js: social → pages between features',
      ]);
    });
  });
});
