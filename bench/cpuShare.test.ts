// The CPU accounting beside each loaded call: /proc's fields read past a command name that holds
// spaces and parentheses, a snapshot of this process that grows with the work it does, and a
// process that ends between two snapshots still counted through its parent.
import { describe, expect, it } from 'vitest';
import { cpuPerRequest, cpuSnapshot, groupCpuMs, statCpu } from './api/cpuShare.js';

describe('CPU per request from /proc', () => {
  it('reads the parent and the times after the command name, whatever it holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime
    // cutime cstime …
    const line = '4242 (node (worker) x) S 17 4242 4242 0 -1 4194560 100 0 0 0 250 50 70 30 20 0 11 0 123 456 789';
    expect(statCpu(line)).toEqual({ ownMs: 3000, childrenMs: 1000, ppid: 17 });
  });

  it('counts the work done between two snapshots', () => {
    const before = cpuSnapshot(process.pid);
    // Until this process has used 200 ms of CPU, however long the shared cores make that take.
    const start = process.cpuUsage();
    const usedMs = () => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    let x = 0;
    while (usedMs() < 200) for (let i = 0; i < 1000; i++) x += Math.sqrt(x + 1);
    const per = cpuPerRequest(before, cpuSnapshot(process.pid), 10);
    expect(x).toBeGreaterThan(0);
    // 200 ms of this process's own work over 10 requests, read both as the server's (/proc, in
    // 10 ms ticks) and as the load's (process.cpuUsage).
    expect(per.serverMs).toBeGreaterThan(10);
    expect(per.loadMs).toBeGreaterThan(10);
    expect(per.serverMs).toBeLessThan(40);
  });

  it('still counts a backend that ended between two snapshots, through the postmaster', () => {
    const postmaster = { ownMs: 10, childrenMs: 0, ppid: 1 };
    const before = new Map([
      [100, postmaster],
      [101, { ownMs: 100, childrenMs: 0, ppid: 100 }],
      [102, { ownMs: 40, childrenMs: 7, ppid: 100 }],
    ]);
    expect(groupCpuMs(before)).toBe(150);
    // 101 ended after 50 ms more (150 in all), which the postmaster now holds as its children's.
    const after = new Map([
      [100, { ...postmaster, childrenMs: 150 }],
      [102, { ownMs: 45, childrenMs: 7, ppid: 100 }],
    ]);
    expect(groupCpuMs(after) - groupCpuMs(before)).toBe(55);
  });

  it('gives no figure for a process that is not there', () => {
    const gone = { serverMs: null, postgresMs: null, loadMs: 5 };
    expect(cpuPerRequest(gone, { ...gone, loadMs: 25 }, 10)).toEqual({ serverMs: null, postgresMs: null, loadMs: 2 });
  });
});
