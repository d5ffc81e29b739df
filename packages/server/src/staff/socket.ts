// The staff command through a running server. An embedded database may be opened by one process
// only, so while a server holds it that server carries the command out: it listens on a Unix socket
// in its data folder, readable and writable by its own user alone (who can read the data folder can
// do anything to the site already), and the command sends there the same arguments it was given.
// The server reads them with the same parser and runs them with the same code as the command would
// itself; nothing else is accepted on the socket.
//
// One request per connection: a JSON line {argv, adminPassword?}, then end. The answer: JSON lines
// {out} and {err} in order, then {exit}.
import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Database } from '../db/client.js';
import { parseStaffArgs, UsageError } from './args.js';
import {
  ADMIN_PASSWORD_ENV,
  EXIT_REFUSED,
  EXIT_USAGE,
  STAFF_SOCKET_ANSWER_MS,
  STAFF_SOCKET_IDLE_MS,
  STAFF_SOCKET_MODE,
  STAFF_SOCKET_NAME,
  STAFF_SOCKET_REQUEST_MAX_BYTES,
  UNIX_SOCKET_PATH_MAX_BYTES,
} from './constants.js';
import { USAGE } from './messages.js';
import { choosePassword } from './password.js';
import { runStaffCommand, type Output } from './run.js';

export interface StaffRequest {
  argv: string[];
  /** The command's ADMIN_PASSWORD, if it had one: `create` chooses the password from it as it would itself. */
  adminPassword?: string;
}

type AnswerLine = { out: string } | { err: string } | { exit: number };

export const staffSocketPath = (dataDir: string): string => join(dataDir, STAFF_SOCKET_NAME);

function isRequest(value: unknown): value is StaffRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { argv, adminPassword } = value as Record<string, unknown>;
  return (
    Array.isArray(argv) && argv.every((a) => typeof a === 'string') && (adminPassword === undefined || typeof adminPassword === 'string')
  );
}

/** Carries one request out, saying each line as it comes; the answer is the exit code. */
async function answer(database: Database, request: StaffRequest, io: Output): Promise<number> {
  let command;
  let chosen = null;
  try {
    command = parseStaffArgs(request.argv);
    if (command.kind === 'create') chosen = choosePassword({ [ADMIN_PASSWORD_ENV]: request.adminPassword });
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(`${err.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (command.kind === 'help') {
    io.out(USAGE);
    return 0;
  }
  return runStaffCommand(database, command, chosen, io);
}

function serve(database: Database, socket: Socket, log: (message: string) => void): void {
  const send = (line: AnswerLine) => socket.write(`${JSON.stringify(line)}\n`);
  const io: Output = { out: (out) => send({ out }), err: (err) => send({ err }) };
  const chunks: Buffer[] = [];
  let size = 0;
  socket.setTimeout(STAFF_SOCKET_IDLE_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > STAFF_SOCKET_REQUEST_MAX_BYTES) {
      send({ err: 'the request is too large' });
      send({ exit: EXIT_USAGE });
      socket.end();
      socket.removeAllListeners('data');
      return;
    }
    chunks.push(chunk);
  });
  socket.on('end', () => {
    if (size > STAFF_SOCKET_REQUEST_MAX_BYTES) return;
    socket.setTimeout(0);
    let request: unknown;
    try {
      request = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      request = undefined;
    }
    if (!isRequest(request)) {
      send({ err: 'the request is not a staff command' });
      send({ exit: EXIT_USAGE });
      socket.end();
      return;
    }
    answer(database, request, io).then(
      (exit) => {
        log(`staff command through the socket: ${request.argv[0] ?? ''} → exit ${exit}`);
        send({ exit });
        socket.end();
      },
      (err: unknown) => {
        log(`staff command through the socket failed: ${(err as Error).message}`);
        send({ err: `the staff command failed in the server: ${(err as Error).message}` });
        send({ exit: EXIT_REFUSED });
        socket.end();
      },
    );
  });
}

/**
 * In a server holding the embedded database: answer staff commands on the socket until the returned
 * function closes it. The caller holds the folder's lock, so a socket file left there is a dead
 * server's and is replaced. A socket that cannot be made does not stop the site: it is logged, and
 * the staff command then asks for the server to be stopped, as it did before the socket existed.
 */
export async function serveStaffCommands(
  database: Database,
  dataDir: string,
  log: (message: string) => void,
): Promise<() => Promise<void>> {
  const path = staffSocketPath(dataDir);
  const noSocket = (why: string) => {
    log(`staff commands are not taken while this server runs (${why}): npm run admin needs the server stopped`);
    return async () => undefined;
  };
  if (Buffer.byteLength(path) > UNIX_SOCKET_PATH_MAX_BYTES)
    return noSocket(`${path} is longer than the ${UNIX_SOCKET_PATH_MAX_BYTES} bytes a Unix socket's path may have`);
  try {
    return await listenPrivately(database, path, log);
  } catch (err) {
    return noSocket(`${path}: ${(err as Error).message}`);
  }
}

async function listenPrivately(database: Database, path: string, log: (message: string) => void): Promise<() => Promise<void>> {
  rmSync(path, { force: true });
  // Half-open: the command ends its side once its request is sent and still reads the answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => serve(database, socket, log));
  // The socket is made under a umask that leaves it private from the start, not only after a chmod.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.removeListener('error', reject);
        resolve();
      });
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, STAFF_SOCKET_MODE);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/** Why the server could not be reached: no socket (an older server, or one still starting) or no answer. */
export class StaffSocketUnavailable extends Error {
  constructor(
    readonly path: string,
    cause: Error,
  ) {
    super(`no answer on ${path}: ${cause.message}`);
    this.name = 'StaffSocketUnavailable';
  }
}

/** In the command: sends the request to the server on the socket, says its lines, and answers its exit code. */
export function sendStaffCommand(path: string, request: StaffRequest, io: Output): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let connected = false;
    let buffered = '';
    let exit: number | undefined;
    socket.setTimeout(STAFF_SOCKET_ANSWER_MS, () => socket.destroy(new Error(`no answer within ${STAFF_SOCKET_ANSWER_MS / 1000} s`)));
    socket.setEncoding('utf8');
    socket.once('connect', () => {
      connected = true;
      socket.end(JSON.stringify(request));
    });
    socket.on('data', (text: string) => {
      buffered += text;
      let newline;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = JSON.parse(buffered.slice(0, newline)) as AnswerLine;
        buffered = buffered.slice(newline + 1);
        if ('out' in line) io.out(line.out);
        else if ('err' in line) io.err(line.err);
        else exit = line.exit;
      }
    });
    socket.once('error', (err) => {
      if (!connected) reject(new StaffSocketUnavailable(path, err));
      else reject(err);
    });
    socket.once('close', () => {
      if (exit !== undefined) resolve(exit);
      else if (connected) reject(new Error('the server closed the staff socket without an answer'));
    });
  });
}
