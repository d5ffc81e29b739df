// The test databases' template on PGlite: a new in-memory database costs its initdb and every
// migration (seconds on a busy machine, paid by each test that opens one), where loading a copy of
// one already migrated costs a fraction of that. The copy is made once for each set of migrations
// and PGlite build, kept in the system's temporary folder, and shared by every worker of a run and
// by the runs after it. openDatabase still runs the migrations on the copy, so a copy that missed
// one would be brought up to date, never used as it is.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { MIGRATIONS_DIR, openDatabase } from '../db/client.js';

/** Every file under `dir`, as paths relative to it, in a stable order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** Names what the template holds: the migrations' contents and the PGlite build that wrote it. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS_DIR))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(MIGRATIONS_DIR, file)));
  const engine = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  hash.update(engine).update(String(statSync(engine).size));
  return hash.digest('hex').slice(0, 16);
}

let loaded: Promise<Blob> | undefined;

async function readOrMake(): Promise<Blob> {
  const file = join(tmpdir(), `reel-test-pglite-${templateKey()}.tar.gz`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not made yet: migrate one, and write its copy under a name of its own first, so a worker
    // reading at the same time sees the whole file or none.
    const database = await openDatabase({});
    if (!database.dump) throw new Error('PGlite gave no copy of its data folder');
    const copy = await database.dump();
    await database.close();
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, Buffer.from(await copy.arrayBuffer()));
    renameSync(partial, file);
    return copy;
  }
}

/** The migrated, empty database's data folder, for PGlite's `loadDataDir`. */
export function pgliteTemplate(): Promise<Blob> {
  loaded ??= readOrMake();
  return loaded;
}

/** Writes an embedded data folder at `pgliteDir` from the template, as a first start leaves it: for
 * tests of commands that open an existing folder, whose own first start is not what they test. */
export async function makeTemplateFolder(pgliteDir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir, loadDataDir: await pgliteTemplate() });
  await database.close();
}
