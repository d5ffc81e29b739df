// `npm run admin -- create|role|list …`: staff accounts from the command line (USAGE in messages.ts).
// Works on the server's database: PostgreSQL through DATABASE_URL, also while servers run; else the
// embedded database under DATA_DIR, opened here when no server runs, and otherwise reached through
// the running server's staff socket (socket.ts), since one process only may open that folder.
// Exit codes: 0 done, 1 refused, 2 bad arguments.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { DatabaseOpenError, openDatabase, type Database } from '../db/client.js';
import { DataLockedError } from '../db/lock.js';
import { parseStaffArgs, UsageError, type StaffCommand } from './args.js';
import { ADMIN_PASSWORD_ENV, EXIT_OK, EXIT_REFUSED, EXIT_USAGE } from './constants.js';
import { USAGE } from './messages.js';
import { choosePassword, type ChosenPassword } from './password.js';
import { runStaffCommand, type Output } from './run.js';
import { sendStaffCommand, StaffSocketUnavailable, staffSocketPath, type StaffRequest } from './socket.js';

const io: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Opens the server's database, or says why not and answers null, or answers who holds the embedded
 * one. A missing embedded database is refused rather than made: a mistyped DATA_DIR would otherwise
 * get a new, empty one, and a database holding accounts is one the first start no longer fills with
 * the demo catalogue. */
async function open(config: Config): Promise<Database | DataLockedError | null> {
  if (!config.databaseUrl && !existsSync(join(config.pgliteDir, 'PG_VERSION'))) {
    io.err(`there is no database in ${config.pgliteDir}: check DATA_DIR, or start the server once to create it`);
    return null;
  }
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir, poolSize: 1 });
  } catch (err) {
    if (err instanceof DataLockedError) return err;
    if (err instanceof DatabaseOpenError) {
      io.err(err.message);
      return null;
    }
    throw err;
  }
}

/** The folder is held, most likely by the running server: the command is carried out there. */
async function throughServer(config: Config, held: DataLockedError, request: StaffRequest): Promise<number> {
  const path = staffSocketPath(config.dataDir);
  try {
    return await sendStaffCommand(path, request, io);
  } catch (err) {
    if (!(err instanceof StaffSocketUnavailable)) throw err;
    io.err(
      `the embedded database in ${config.pgliteDir} is open in another process (pid ${held.holder.pid} on ${held.holder.host}), ` +
        `which does not take staff commands on ${path} (${err.message}). Stop it, run this command, then start it again; ` +
        'a running server of this version takes the command itself.',
    );
    return EXIT_REFUSED;
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
  const config = loadConfig(env);
  const database = await open(config);
  if (!database) return EXIT_REFUSED;
  if (database instanceof DataLockedError) return throughServer(config, database, { argv, adminPassword: env[ADMIN_PASSWORD_ENV] });
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
