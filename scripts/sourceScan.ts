// What the source scans read (the rules written once: idRules.test.ts, contractCopies.test.ts):
// every workspace's own code, tests, stories and type declarations left out, each file parsed by
// TypeScript. A scan of the whole tree takes seconds, more on a busy machine: SCAN_TIMEOUT_MS.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const SCAN_TIMEOUT_MS = 60_000;

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static']);
const SOURCE_FILE = /\.(?:ts|tsx|mts|js|mjs)$/;
/** Tests and stories may write what they expect to read back; they define no rule. */
const TEST_FILE = /\.(?:test|e2e|stories)\.[a-z]+$|\.d\.m?ts$/;

/** Every workspace's own code: each package's src, the site, the embed page and Storybook. */
function sourceRoots(root: string): string[] {
  return [...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`), 'site/src', 'embed/src', 'storybook'];
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) out.push(...sourceFiles(join(dir, entry.name)));
    } else if (SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name)) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** Each source file under `root`: its path from `root`, and its parsed text. */
export function* parsedSources(root: string): Generator<{ name: string; file: ts.SourceFile }> {
  for (const path of sourceRoots(root).flatMap((dir) => sourceFiles(join(root, dir)))) {
    yield { name: relative(root, path), file: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false) };
  }
}

/** The line (from 1) where `node` starts. */
export const lineOf = (file: ts.SourceFile, node: ts.Node): number => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
