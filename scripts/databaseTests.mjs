// Which of the server's test files reach a database: those whose own imports, followed through the
// server's sources, come to the database client (`db/client.ts`), a driver (`pg`, PGlite) or the
// server's test kit. `npm test` runs the server suite on PGlite, then these files once more on
// PostgreSQL: a file that never opens a database gives the same answer on both, so its second run
// would prove nothing. The same holds for a file that opens PGlite whatever DATABASE_URL says (the
// embedded-database folder's lock, backup and restore; a server killed mid-upload and started again
// on its folder; the embedded engine's own patches): PGLITE_ONLY names them, and they are left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const IMPORT = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;
/** Imports that open a database, or hand one to the test. */
const DATABASE_MODULE = /^(?:pg|@electric-sql\/pglite(?:\/.*)?|@reel\/server\/(?:testing|seed))$/;
const CLIENT = `${sep}db${sep}client.ts`;
/** Files under packages/server/src whose servers and databases are embedded (PGlite) folders on
 * either run: they clear DATABASE_URL for every child and open only their own folders. */
const PGLITE_ONLY = new Set(['processes.test.ts', 'resumableKill.test.ts', 'db/pgliteEngine.test.ts', 'db/pgliteExtensions.test.ts']);

function testFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...testFiles(path));
    else if (/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The file a relative import names (`./x.js` is `./x.ts` in the sources). */
function resolveImport(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
  }
  return null;
}

/** Whether `file`'s imports come to a database; `seen`: the files already followed for this test. */
function reachesDatabase(file, seen) {
  if (seen.has(file)) return false;
  seen.add(file);
  if (file.endsWith(CLIENT)) return true;
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (DATABASE_MODULE.test(spec)) return true;
    if (!spec.startsWith('.')) continue;
    const target = resolveImport(file, spec);
    if (target !== null && reachesDatabase(target, seen)) return true;
  }
  return false;
}

/** The server's test files that reach a database, as paths from `root` with `/`, sorted. */
export function databaseTestFiles(root) {
  const src = join(root, 'packages', 'server', 'src');
  return testFiles(src)
    .filter((file) => !PGLITE_ONLY.has(relative(src, file).split(sep).join('/')))
    .filter((file) => reachesDatabase(file, new Set()))
    .map((file) => relative(root, file).split(sep).join('/'))
    .sort();
}
