// The contract's values that every side shares are written once, in @reel/api's constants.ts, and
// imported everywhere else; SQL receives them as query parameters. The player, which may not import
// @reel/api, keeps its own copy in its constants.ts, held to the contract by the site's
// playerContract.test.ts. This test reads every workspace's sources and fails, listing file:line,
// on a string or template literal that writes one of these values again, or a declaration that
// gives the HLS threshold a second name.
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lineOf, parsedSources, SCAN_TIMEOUT_MS } from './sourceScan.js';

const ROOT = join(import.meta.dirname, '..');
/** Where the values are defined: the contract, and the player's own copy. */
const HOMES = new Set(['packages/api/src/constants.ts', 'packages/player/src/constants.ts']);

/** Text that only the homes may write inside a literal. */
const VALUES = ['_tr.mp4', 'f=video.m3u8'];
/** Names a second definition of the HLS threshold would take. */
const THRESHOLD_NAME = /HLS_THRESHOLD/;

/** `file:line what` for each copy in `file`. */
function copiesIn(file: ts.SourceFile, name: string): string[] {
  const found: string[] = [];
  const at = (node: ts.Node) => `${name}:${lineOf(file, node)}`;
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
  // Every source file of every workspace goes through the TypeScript parser: seconds, more on a busy machine.
  it('no workspace writes them outside their homes', { timeout: SCAN_TIMEOUT_MS }, () => {
    const found = [...parsedSources(ROOT)].filter(({ name }) => !HOMES.has(name)).flatMap(({ name, file }) => copiesIn(file, name));
    expect(found).toEqual([]);
  });
});
