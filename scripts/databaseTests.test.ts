// The PostgreSQL pass takes exactly the server test files whose imports come to a database, however
// indirectly, and leaves out those that never open one.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles } from './databaseTests.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway repository holding `files` under packages/server/src. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'reel-dbtests-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, 'packages', 'server', 'src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

describe('databaseTestFiles', () => {
  it('follows imports through helpers and cycles to the database client, a driver or the test kit', () => {
    const root = tree({
      'db/client.ts': "import pg from 'pg';\n",
      'a/helper.ts': "import { x } from './cycle.js';\nexport const y = 1;\n",
      'a/cycle.ts': "import { y } from './helper.js';\nimport { open } from '../db/client.js';\nexport const x = 1;\n",
      'a/indirect.test.ts': "import { y } from './helper.js';\n",
      'a/kit.test.ts': "import { startTestApp } from '@reel/server/testing';\n",
      'a/lazy.test.ts': "const m = await import('../db/client.js');\n",
      'a/pure.test.ts': "import { join } from 'node:path';\nimport { z } from './pure.js';\n",
      'a/pure.ts': "export const z = 'no database here: db/client.ts';\n",
    });
    expect(databaseTestFiles(root)).toEqual([
      'packages/server/src/a/indirect.test.ts',
      'packages/server/src/a/kit.test.ts',
      'packages/server/src/a/lazy.test.ts',
    ]);
  });

  it("takes the server's route tests and leaves its pure ones out", () => {
    const files = databaseTestFiles(ROOT);
    expect(files).toContain('packages/server/src/routes/videos.test.ts');
    expect(files).toContain('packages/server/src/staff/cli.test.ts');
    expect(files).not.toContain('packages/server/src/pages/insert.test.ts');
    expect(files).not.toContain('packages/server/src/auth/password.test.ts');
  });

  it('leaves out the files that run PGlite whatever DATABASE_URL says', () => {
    const files = databaseTestFiles(ROOT);
    expect(files).not.toContain('packages/server/src/processes.test.ts');
    expect(files).toContain('packages/server/src/staff/cli.test.ts');
  });

  // A file that clears DATABASE_URL for its children and never reads it opens only embedded folders:
  // its PostgreSQL run would repeat its PGlite run.
  it('leaves out every server test file that clears DATABASE_URL and never reads it', () => {
    const src = join(ROOT, 'packages', 'server', 'src');
    const pgliteOnly = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => ({ name, text: readFileSync(join(src, name), 'utf8') }))
      .filter(({ text }) => /delete \w+\.DATABASE_URL/.test(text) && !/process\.env\.DATABASE_URL/.test(text))
      .map(({ name }) => `packages/server/src/${name.split(sep).join('/')}`);
    expect(pgliteOnly).toContain('packages/server/src/processes.test.ts');
    const files = databaseTestFiles(ROOT);
    expect(pgliteOnly.filter((file) => files.includes(file))).toEqual([]);
  });
});
