// The CPU time a loaded call costs the server's process, PostgreSQL's processes and the load
// generator, read from /proc before and after its open loop. On a machine whose cores all three
// share, the load generator's own work is part of every latency it measures, and a call that
// cannot hold its rate shows here which of the three spent the cores.
import { readdirSync, readFileSync } from 'node:fs';

/** The clock ticks a second in which /proc/<pid>/stat counts CPU time (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

export interface CpuSnapshot {
  serverMs: number | null;
  /** Every local process named postgres; null when there is none (a PostgreSQL on another host). */
  postgresMs: number | null;
  loadMs: number;
}

/** User plus system CPU time of a /proc/<pid>/stat line, in ms. The command name, in parentheses,
 * may itself hold spaces and parentheses, so the fields are counted from after its last ')'. */
export function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the state, the line's third field; utime and stime are its 14th and 15th.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

function processCpuMs(pid: number | string): number | null {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

function postgresCpuMs(): number | null {
  let total: number | null = null;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const cpu = name === 'postgres' ? processCpuMs(pid) : null;
    if (cpu !== null) total = (total ?? 0) + cpu;
  }
  return total;
}

export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const own = process.cpuUsage();
  return { serverMs: processCpuMs(serverPid), postgresMs: postgresCpuMs(), loadMs: (own.user + own.system) / 1000 };
}

/** Each side's CPU ms per request between two snapshots; null where a side could not be read. A
 * PostgreSQL process that ended between them is not counted, so its share is a lower bound. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuSnapshot {
  const per = (a: number | null, b: number | null) => (a === null || b === null || requests === 0 ? null : (b - a) / requests);
  return {
    serverMs: per(before.serverMs, after.serverMs),
    postgresMs: per(before.postgresMs, after.postgresMs),
    loadMs: (after.loadMs - before.loadMs) / Math.max(1, requests),
  };
}
