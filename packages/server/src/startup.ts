// What the server and the worker share around their start: what to close on a stop signal or a
// failed start (in the reverse order of opening), and how a failed start is told.
import type { Logger } from './log.js';
import { ConfigError } from './configCheck.js';
import { DatabaseOpenError } from './db/client.js';
import { DataLockedError } from './db/lock.js';
import { PortInUseError } from './portHold.js';

type Closer = () => unknown;
const closers: Closer[] = [];
let stopping = false;

/** Closes everything opened so far, newest first, then exits. */
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const close of closers.reverse()) {
      try {
        await close();
      } catch {
        // Keep closing the rest: an embedded database left open could not be opened again.
      }
    }
  }
  process.exit(code);
}

export function onShutdown(close: Closer): void {
  closers.push(close);
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

/** Failures the operator can act on are told as one sentence; anything else with its stack. */
const EXPLAINED = [ConfigError, DataLockedError, DatabaseOpenError, PortInUseError];

export async function logStartFailure(log: Logger, err: unknown): Promise<never> {
  if (EXPLAINED.some((kind) => err instanceof kind)) log.fatal(`failed to start: ${(err as Error).message}`);
  else log.fatal({ err }, 'failed to start');
  return stop(1);
}
