// The data layer's boundaries, read from the source tree: SQL is written only in queries/ (and in
// db/ for the schema, migrations and backups, in seed/ for the demo catalogue, in testing/ and test
// files for fixtures); the seed is reached only through its declared entry `@reel/server/seed`; and
// queries answer values, leaving the HTTP status to their callers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { code, IMPORT_RE, sourceFiles } from '../testing/sourceScan.js';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose files may hold SQL, relative to the source root. */
const SQL_FOLDERS = ['queries', 'db', 'seed', 'testing'];
const SEED_FOLDER = 'seed';

/**
 * What counts as SQL: a call of `query` (with or without a row type) on anything, since no other
 * object of ours has one; `exec` on a database handle (a RegExp's `exec` is not SQL); a
 * `transaction` call; and the `sql` template tag. `req.query` is read, never called.
 */
const SQL_PATTERNS: [string, RegExp][] = [
  // A type argument may nest (`Pick<Row, 'id'>`) or run over lines: `.query<` alone is a call.
  ['query call', /\.query\s*[<(]/],
  ['exec call', /\b(database|db|client|pg|pglite|pool|tx|trx)\.exec\s*\(/],
  ['transaction call', /\.transaction\s*\(/],
  ['sql tag', /\bsql\s*`/],
];

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
const topFolder = (rel: string) => rel.split(sep)[0];

interface Violation {
  file: string;
  line: number;
  rule: string;
}

/** Every raw SQL call outside the SQL folders and test files, every import into seed/ from outside it, and every query importing the HTTP errors. */
function findViolations(root: string): Violation[] {
  const out: Violation[] = [];
  for (const file of sourceFiles(root)) {
    const rel = relative(root, file);
    const lines = code(readFileSync(file, 'utf8')).split('\n');
    const mayHoldSql = SQL_FOLDERS.includes(topFolder(rel)) || isTestFile(rel);
    const inSeed = topFolder(rel) === SEED_FOLDER;
    lines.forEach((text, i) => {
      if (!mayHoldSql) {
        for (const [rule, re] of SQL_PATTERNS) if (re.test(text)) out.push({ file: rel, line: i + 1, rule });
      }
      if (inSeed) return;
      for (const m of text.matchAll(IMPORT_RE)) {
        const spec = m[2];
        if (!spec.startsWith('.')) continue;
        const target = relative(root, resolve(dirname(file), spec));
        if (topFolder(target) === SEED_FOLDER) out.push({ file: rel, line: i + 1, rule: `import of ${spec}` });
        if (topFolder(rel) === 'queries' && target === join('http', 'errors.js'))
          out.push({ file: rel, line: i + 1, rule: 'HTTP errors in a query' });
      }
    });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

describe('data layer boundaries', () => {
  it('keeps raw SQL in queries/, db/, seed/ and fixtures, seed/ behind its entry point, and HTTP errors out of queries', () => {
    expect(findViolations(SRC)).toEqual([]);
  });

  describe('the checker', () => {
    const root = mkdtempSync(join(tmpdir(), 'reel-boundaries-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (rel: string, text: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), text);
    };

    it('finds SQL calls, seed imports and HTTP errors outside their places, and nothing else', () => {
      write('routes/bad.ts', "await ctx.database.query<{ n: number }>('SELECT 1');\nawait db.exec('VACUUM');\nconst q = sql`SELECT 1`;\n");
      write('social/tx.ts', 'await database.db.transaction(async () => undefined);\n');
      write(
        'routes/nested.ts',
        "const r = await ctx.database.query<Pick<Row, 'id'>>('SELECT id');\nawait pool.query<\n  { n: number }\n>('SELECT 1');\n",
      );
      write('main.ts', "import { seedCatalogue } from './seed/catalogue.js';\nconst m = await import('./seed/ensure.js');\n");
      write(
        'routes/fine.ts',
        "const v = req.query;\nconst m = DIR_RE.exec(path);\n// database.query('in a comment')\nimport { x } from '@reel/server/seed';\nconst u = 'http://example.com';\n",
      );
      write('queries/videos.ts', "await database.query('SELECT 1');\n");
      write('queries/community/members.ts', "import { notFound } from '../../http/" + "errors.js';\n");
      write('routes/videos.test.ts', "await t.database.query('DELETE FROM videos');\nimport { y } from '../" + "seed/words.js';\n");
      write('seed/catalogue.ts', "import { z } from './sql.js';\nawait database.query('SELECT 1');\n");
      expect(findViolations(root)).toEqual([
        { file: 'main.ts', line: 1, rule: 'import of ./seed/catalogue.js' },
        { file: 'main.ts', line: 2, rule: 'import of ./seed/ensure.js' },
        { file: join('queries', 'community', 'members.ts'), line: 1, rule: 'HTTP errors in a query' },
        { file: join('routes', 'bad.ts'), line: 1, rule: 'query call' },
        { file: join('routes', 'bad.ts'), line: 2, rule: 'exec call' },
        { file: join('routes', 'bad.ts'), line: 3, rule: 'sql tag' },
        { file: join('routes', 'nested.ts'), line: 1, rule: 'query call' },
        { file: join('routes', 'nested.ts'), line: 2, rule: 'query call' },
        { file: join('routes', 'videos.test.ts'), line: 2, rule: 'import of ../seed/words.js' },
        { file: join('social', 'tx.ts'), line: 1, rule: 'transaction call' },
      ]);
    });
  });
});
