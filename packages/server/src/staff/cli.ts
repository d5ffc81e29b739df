// `npm run admin -- create|role|list …`: staff accounts from the command line (USAGE in messages.ts).
// Works on the server's database: PostgreSQL through DATABASE_URL, also while servers run; else the
// embedded database under DATA_DIR, which the server must not be holding (one process per folder).
// Exit codes: 0 done, 1 refused, 2 bad arguments.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { DatabaseOpenError, openDatabase, type Database } from '../db/client.js';
import { DataLockedError } from '../db/lock.js';
import { parseStaffArgs, UsageError, type StaffCommand } from './args.js';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE } from './constants.js';
import { USAGE } from './messages.js';
import { choosePassword, type ChosenPassword } from './password.js';
import { runStaffCommand, type Output } from './run.js';

const io: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Opens the server's database, or says why not and answers null. A missing embedded database is
 * refused rather than made: a mistyped DATA_DIR would otherwise get a new, empty one, and a database
 * holding accounts is one the first start no longer fills with the demo catalogue. */
async function open(config: Config): Promise<Database | null> {
  if (!config.databaseUrl && !existsSync(join(config.pgliteDir, 'PG_VERSION'))) {
    io.err(`there is no database in ${config.pgliteDir}: check DATA_DIR, or start the server once to create it`);
    return null;
  }
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
  } catch (err) {
    if (err instanceof DataLockedError) {
      io.err(
        `the embedded database in ${config.pgliteDir} is open in another process (pid ${err.holder.pid} on ${err.holder.host}), ` +
          'most likely the running server. Stop it, run this command, then start it again; ' +
          'with PostgreSQL (DATABASE_URL) the command works while servers run.',
      );
      return null;
    }
    if (err instanceof DatabaseOpenError) {
      io.err(err.message);
      return null;
    }
    throw err;
  }
}

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let command: StaffCommand;
  let chosen: ChosenPassword | null = null;
  try {
    command = parseStaffArgs(argv);
    if (command.kind === 'create') chosen = choosePassword(env);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (command.kind === 'help') {
    io.out(USAGE);
    return EXIT_OK;
  }
  const database = await open(loadConfig(env));
  if (!database) return EXIT_REFUSED;
  try {
    return await runStaffCommand(database, command, chosen, io);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (err: unknown) => {
    io.err(`the staff command failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(EXIT_REFUSED);
  },
);
