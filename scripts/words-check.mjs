#!/usr/bin/env node
// Fails when source or docs cite the product specification by document number or section sign
// instead of stating the rule itself: the reader of the code does not have that document.
// Scans every tracked or new, not ignored, text file of the repository:
//   node scripts/words-check.mjs
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.md',
  '.css',
  '.html',
  '.json',
  '.yaml',
  '.yml',
  '.sh',
  '',
]);
/** Written with escapes so that this file does not match itself. */
const CITATION = new RegExp('\\u00a7|\\bspec\\s+0{2}\\d', 'i');
const SKIPPED_FILES = new Set(['pnpm-lock.yaml']);

/** The repository's files as git lists them, tracked and new, without the ignored ones. */
function repositoryFiles(root) {
  const res = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`git ls-files failed: ${res.stderr}`);
  return res.stdout.split('\0').filter(Boolean);
}

/** Every `path:line: text` of the given files that cites a specification section. */
export function findCitations(root, files) {
  const found = [];
  for (const file of files) {
    if (SKIPPED_FILES.has(file.split('/').pop()) || !TEXT_EXTENSIONS.has(extname(file))) continue;
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    if (text.includes('\0')) continue; // binary under a text name, e.g. an MPEG-TS segment named .ts
    text.split('\n').forEach((line, i) => {
      if (CITATION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = findCitations(ROOT, repositoryFiles(ROOT));
  if (found.length > 0) {
    console.error(`${found.length} line(s) cite a specification section; state the rule itself instead:`);
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('words check: no specification section citations');
}
