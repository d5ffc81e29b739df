// Run by db/pgliteEngine.test.ts in a process of its own, since an engine that does not survive its
// backend's end spins there forever, beyond any test time-out: opens the embedded database in the
// folder given (or in memory), ends its backend, and prints what each step answered, a JSON line each.
//   node --import tsx packages/server/src/testing/endedBackend.ts <folder | memory://>
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';

const report = (step: string, value: unknown) => console.log(JSON.stringify({ step, value }));
const outcome = (p: Promise<unknown>) =>
  p.then(
    (rows) => ({ rows }),
    (err: Error) => ({ error: err.name }),
  );

const database = await openDatabase({ pgliteDir: process.argv[2] });
await database.query('CREATE TABLE kept (n int)');
await database.query('INSERT INTO kept VALUES (1), (2)');
// A session idle longer than this ends with a FATAL error, as a full disk's PANIC would end it.
await database.query("SET idle_session_timeout = '50ms'");
await sleep(300);
// Three statements at once: the first meets the ended backend, the two behind it were sent to it.
const met = await Promise.all([
  outcome(database.query('INSERT INTO kept VALUES (3)')),
  outcome(database.query('SELECT n FROM kept ORDER BY n')),
  outcome(database.db.execute(sql`SELECT count(*)::int AS n FROM kept`).then((r) => r.rows)),
]);
report('met', met);
report('after', await outcome(database.query('INSERT INTO kept VALUES (4) RETURNING n')));
report('read', await outcome(database.query('SELECT n FROM kept ORDER BY n')));
await database.close();
report('closed', true);
