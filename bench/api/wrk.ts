// Load from Debian's `wrk`, a C client that reads each answer's bytes and counts them, decoding
// nothing. autocannon, in Node, answered fewer gzipped requests per second than plain ones ten times
// their size from the same nginx, so it measured itself rather than the servers; wrk does not.
// The benchmark installs nothing: without `wrk` it is skipped with the reason.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';

export const WRK_BIN = '/usr/bin/wrk';

export interface WrkResult {
  /** Answers per second over the round. */
  rps: number;
  /** Median latency, ms. */
  p50Ms: number;
  /** Answers with a status of 400 or more (wrk counts them as "Non-2xx or 3xx"). */
  badStatus: number;
  /** Connect, read, write and time-out errors. */
  socketErrors: number;
}

/** Why the load cannot be made here, or null when `wrk` is present. */
export function wrkMissing(): string | null {
  return existsSync(WRK_BIN) ? null : `${WRK_BIN} is missing (apt-get install -y wrk)`;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's text report, read for the figures the benchmark keeps. */
export function parseWrk(out: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!rps) throw new Error(`wrk printed no rate:\n${out}`);
  const p50 = /^\s+50%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(out);
  const bad = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(rps[1]),
    p50Ms: p50 ? Number(p50[1]) * UNIT_MS[p50[2]] : NaN,
    badStatus: bad ? Number(bad[1]) : 0,
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

export interface WrkOptions {
  connections: number;
  durationS: number;
  threads: number;
}

/** One round of load on `url` with `headers` on every request. */
export function runWrk(url: string, headers: Record<string, string>, o: WrkOptions): Promise<WrkResult> {
  const args = [`-t${o.threads}`, `-c${o.connections}`, `-d${o.durationS}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(WRK_BIN, args, { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`wrk failed: ${err.message}\n${stderr}`));
      try {
        resolve(parseWrk(stdout));
      } catch (e) {
        reject(e as Error);
      }
    });
  });
}
