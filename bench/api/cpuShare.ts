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

export interface StatCpu {
  /** User plus system time of the process itself (all its threads), in ms. */
  ownMs: number;
  /** Of its children that have ended and been waited for, in ms. */
  childrenMs: number;
  ppid: number;
}

/** The CPU times of a /proc/<pid>/stat line. The command name, in parentheses, may itself hold
 * spaces and parentheses, so the fields are counted from after its last ')'. */
export function statCpu(stat: string): StatCpu {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is the line's third field (the state): ppid is its 4th, utime and stime its 14th and
  // 15th, cutime and cstime its 16th and 17th.
  const ms = (i: number) => (Number(fields[i]) * 1000) / TICKS_PER_S;
  return { ownMs: ms(11) + ms(12), childrenMs: ms(13) + ms(14), ppid: Number(fields[1]) };
}

function processStat(pid: number | string): StatCpu | null {
  try {
    return statCpu(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Every local PostgreSQL process's time, with that of the backends that have ended: each backend is
 * a child of the postmaster, which adds a child's time to its own children's once the child has
 * ended, so a connection that closes between two snapshots is still counted whole.
 */
function postgresCpuMs(): number | null {
  const stats = new Map<number, StatCpu>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const stat = name === 'postgres' ? processStat(pid) : null;
    if (stat) stats.set(Number(pid), stat);
  }
  return stats.size === 0 ? null : groupCpuMs(stats);
}

/** The time of a group of processes by pid: each one's own, and the ended children of those whose
 * parent is outside the group (a child of one inside is counted live, or through its parent). */
export function groupCpuMs(stats: Map<number, StatCpu>): number {
  let total = 0;
  for (const stat of stats.values()) total += stat.ownMs + (stats.has(stat.ppid) ? 0 : stat.childrenMs);
  return total;
}

export function cpuSnapshot(serverPid: number): CpuSnapshot {
  const own = process.cpuUsage();
  return { serverMs: processStat(serverPid)?.ownMs ?? null, postgresMs: postgresCpuMs(), loadMs: (own.user + own.system) / 1000 };
}

/** Each side's CPU ms per request between two snapshots; null where a side could not be read. */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuSnapshot {
  const per = (a: number | null, b: number | null) => (a === null || b === null || requests === 0 ? null : (b - a) / requests);
  return {
    serverMs: per(before.serverMs, after.serverMs),
    postgresMs: per(before.postgresMs, after.postgresMs),
    loadMs: (after.loadMs - before.loadMs) / Math.max(1, requests),
  };
}
