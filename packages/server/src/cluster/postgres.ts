// A throwaway PostgreSQL server for `npm run cluster` when no DATABASE_URL is given, and a hot
// standby of one for the read replica's test: Debian's initdb (or pg_basebackup) and pg_ctl on a
// data folder under the caller's own temporary folder, listening on loopback only. PostgreSQL refuses to run as root, so under root it runs as the `postgres` user the
// Debian package made.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { POSTGRES_LIB_DIR, POSTGRES_START_TIMEOUT_MS } from './constants.js';

export interface PostgresServer {
  /** postgres://reel@127.0.0.1:<port>/postgres (trust on loopback: the folder is the cluster's own). */
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin folder, or null when none is installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(POSTGRES_LIB_DIR)) return null;
  const versions = readdirSync(POSTGRES_LIB_DIR)
    .filter((v) => existsSync(join(POSTGRES_LIB_DIR, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(POSTGRES_LIB_DIR, versions[0], 'bin') : null;
}

/** The uid and gid to run PostgreSQL as: our own, or the `postgres` user's under root. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('PostgreSQL does not run as root, and there is no `postgres` user to run it as');
  return { uid, gid: id('-g') };
}

function run(bin: string, args: string[], user: { uid: number; gid: number } | undefined, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], ...user });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${bin} ${args[0]} failed (${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

interface Server {
  bin: string;
  user: { uid: number; gid: number } | undefined;
}

/** The programs and the user to run them as; the folder made and handed to that user. */
function prepare(dir: string): Server {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`no PostgreSQL under ${POSTGRES_LIB_DIR} (apt-get install postgresql), and DATABASE_URL is not set`);
  const user = runAs();
  mkdirSync(dir, { recursive: true });
  if (user) chownSync(dir, user.uid, user.gid);
  return { bin, user };
}

/** Starts the data folder `dir/data` on `port`, loopback only, with `settings` as `-c` options. */
async function start({ bin, user }: Server, dir: string, port: number, settings: Record<string, string>): Promise<PostgresServer> {
  const data = join(dir, 'data');
  const extra = Object.entries(settings).map(([name, value]) => ` -c ${name}=${value}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200${extra.join('')}`;
  const pgCtl = join(bin, 'pg_ctl');
  await run(pgCtl, ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start'], user, POSTGRES_START_TIMEOUT_MS);
  return {
    url: `postgres://reel@127.0.0.1:${port}/postgres`,
    stop: () => stopOn({ bin, user }, data),
  };
}

export async function startThrowawayPostgres(dir: string, port: number, settings: Record<string, string> = {}): Promise<PostgresServer> {
  const server = prepare(dir);
  const data = join(dir, 'data');
  await run(
    join(server.bin, 'initdb'),
    ['-D', data, '-U', 'reel', '--auth=trust', '-E', 'UTF8', '--no-sync'],
    server.user,
    POSTGRES_START_TIMEOUT_MS,
  );
  return start(server, dir, port, settings);
}

/**
 * A server whose data folder `dir/data` outlives it, for benchmarks that keep a seeded catalogue
 * between runs: made with initdb the first time, started again as it is afterwards.
 */
export async function startKeptPostgres(dir: string, port: number, settings: Record<string, string> = {}): Promise<PostgresServer> {
  if (!existsSync(join(dir, 'data', 'PG_VERSION'))) return startThrowawayPostgres(dir, port, settings);
  const server = prepare(dir);
  // A run killed before it could stop its server leaves it on the folder, where a second start
  // fails ("another server might be running"): that server is stopped, and this run starts its own
  // on its own port with its own settings.
  const data = join(dir, 'data');
  if (runsOn(server, data)) await stopOn(server, data);
  return start(server, dir, port, settings);
}

/** Whether a server runs on the data folder now (`pg_ctl status` answers 0 only then). */
function runsOn({ bin, user }: Server, data: string): boolean {
  return spawnSync(join(bin, 'pg_ctl'), ['-D', data, 'status'], { stdio: 'ignore', ...user }).status === 0;
}

/** Stops the server on the data folder, its sessions ended at once, and waits until it has. */
function stopOn({ bin, user }: Server, data: string): Promise<void> {
  return run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], user, POSTGRES_START_TIMEOUT_MS);
}

/**
 * A hot standby of the server on `primaryPort`, as production makes one: a base backup taken
 * through the replication protocol as `replicationRole`, with `-R` writing the standby signal and
 * the primary's address, then streaming the primary's changes on its own port.
 */
export async function startThrowawayStandby(
  dir: string,
  port: number,
  primaryPort: number,
  replicationRole: string,
): Promise<PostgresServer> {
  const server = prepare(dir);
  const backup = [
    '-D',
    join(dir, 'data'),
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    replicationRole,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ];
  await run(join(server.bin, 'pg_basebackup'), backup, server.user, POSTGRES_START_TIMEOUT_MS);
  return start(server, dir, port, { hot_standby: 'on' });
}
