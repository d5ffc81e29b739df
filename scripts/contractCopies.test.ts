// The contract's values that every side shares are written once, in @reel/api's constants.ts, and
// imported everywhere else; SQL receives them as query parameters. The player, which may not import
// @reel/api, keeps its own copy in its constants.ts, held to the contract by the site's
// playerContract.test.ts. This test reads every workspace's sources and fails, listing file:line,
// on a string or template literal that writes one of these values again, or a declaration that
// gives the HLS threshold a second name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static']);
const SOURCE_FILE = /\.(?:ts|tsx|mts|js|mjs)$/;
/** Tests and stories may write the values they expect to read back. */
const TEST_FILE = /\.(?:test|e2e|stories)\.[a-z]+$|\.d\.m?ts$/;
/** Where the values are defined: the contract, and the player's own copy. */
const HOMES = new Set(['packages/api/src/constants.ts', 'packages/player/src/constants.ts']);

/** Text that only the homes may write inside a literal. */
const VALUES = ['_tr.mp4', 'f=video.m3u8'];
/** Names a second definition of the HLS threshold would take. */
const THRESHOLD_NAME = /HLS_THRESHOLD/;

const sourceRoots = (root: string): string[] => [
  ...readdirSync(join(root, 'packages')).map((name) => `packages/${name}/src`),
  'site/src',
  'embed/src',
  'storybook',
];

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

/** `file:line what` for each copy in the file at `path`. */
function copiesIn(path: string, name: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const at = (node: ts.Node) => `${name}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const value of VALUES) if (node.text.includes(value)) found.push(`${at(node)} writes '${value}'`);
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && THRESHOLD_NAME.test(node.name.text)) {
      found.push(`${at(node)} defines ${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the contract's shared values are written once", () => {
  it('no workspace writes them outside their homes', () => {
    const found = sourceRoots(ROOT)
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((path) => relative(ROOT, path))
      .filter((name) => !HOMES.has(name))
      .flatMap((name) => copiesIn(join(ROOT, name), name));
    expect(found).toEqual([]);
  });
});
