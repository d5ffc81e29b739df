// What an id and a dir are, and which video an address names, are written once, in
// packages/api/src/ids.ts and packages/api/src/addresses.ts, and imported everywhere else. This test
// reads every workspace's sources and fails, listing file:line, on a regular expression that writes
// one of those rules again: a whole-text digit check (an id), a dir's character class, or an id cut
// out of a `/video/` or `/embed/` address.
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lineOf, parsedSources, SCAN_TIMEOUT_MS } from './sourceScan.js';

const ROOT = join(import.meta.dirname, '..');
/** The rules' own homes. */
const HOMES = new Set(['packages/api/src/ids.ts', 'packages/api/src/addresses.ts']);

/** Each shape a copy of a rule takes, tested against a regular expression literal's source. */
const SHAPES: { rule: string; test: (source: string) => boolean }[] = [
  { rule: 'the id rule (a whole-text digit check)', test: (s) => /^\^(?:\\d\+|\[0-9\]\+|\[1-9\](?:\\d|\[0-9\])\*)\$$/.test(s) },
  { rule: 'the dir rule', test: (s) => /\[a-z0-9\]\[a-z0-9_-\]|\[a-z\\d\]\[a-z\\d_-\]|\[\\w-\]\{|\[a-z0-9_-\]\{0,127\}/i.test(s) },
  { rule: 'a video id cut out of an address', test: (s) => /(?:^|[^a-z])(?:video|embed)\)?\\\//i.test(s) },
];

/**
 * Whole-number checks that are not ids, each with why. A setting read from the environment is a
 * whole number with its own bounds, not the name of an object.
 */
const NOT_IDS = new Set(['packages/server/src/config.ts', 'packages/server/src/configCheck.ts']);

/** Every regular expression literal of a file, with its line. */
function regexLiterals(file: ts.SourceFile): { line: number; source: string }[] {
  const out: { line: number; source: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(file);
      out.push({ line: lineOf(file, node), source: text.slice(1, text.lastIndexOf('/')) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** `file:line rule /source/` for each copy of a rule outside its home. */
function ruleCopies(root: string): string[] {
  const found: string[] = [];
  for (const { name, file } of parsedSources(root)) {
    if (HOMES.has(name)) continue;
    for (const { line, source } of regexLiterals(file)) {
      for (const shape of SHAPES) {
        if (!shape.test(source) || (shape === SHAPES[0] && NOT_IDS.has(name))) continue;
        found.push(`${name}:${line} ${shape.rule} /${source}/`);
      }
    }
  }
  return found;
}

describe('the id, dir and address rules are written once', () => {
  it('finds the shapes it looks for', () => {
    for (const source of ['^\\d+$', '^[1-9]\\d*$', '^[0-9]+$']) expect(SHAPES[0].test(source), source).toBe(true);
    for (const source of ['^[a-z0-9][a-z0-9_-]{0,127}$', '^[\\w-]{1,128}$']) expect(SHAPES[1].test(source), source).toBe(true);
    for (const source of ['^\\/video\\/(\\d+)\\/?$', '^\\/embed\\/([^/]+)\\/?$', '^\\/(?:video|embed)\\/([^/]+)\\/']) {
      expect(SHAPES[2].test(source), source).toBe(true);
    }
    for (const source of ['^[0-9]$', '^\\d+(?:\\.\\d+)?$', '(\\d+):(\\d+)', '^[A-Za-z0-9_-]{32}$', '^\\/api\\/json\\/']) {
      expect(
        SHAPES.some((shape) => shape.test(source)),
        source,
      ).toBe(false);
    }
  });

  // Every source file of every workspace goes through the TypeScript parser: seconds, more on a busy machine.
  it('no workspace writes them outside @reel/api', { timeout: SCAN_TIMEOUT_MS }, () => {
    expect(ruleCopies(ROOT)).toEqual([]);
  });
});
