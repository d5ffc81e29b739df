// The CPU accounting beside each loaded call: /proc's fields read past a command name that holds
// spaces and parentheses, and a snapshot of this process that grows with the work it does.
import { describe, expect, it } from 'vitest';
import { cpuPerRequest, cpuSnapshot, statCpuMs } from './api/cpuShare.js';

describe('CPU per request from /proc', () => {
  it('reads utime and stime after the command name, whatever it holds', () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const line = '4242 (node (worker) x) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 123 456 789';
    expect(statCpuMs(line)).toBe(3000);
  });

  it('counts the work done between two snapshots', () => {
    const before = cpuSnapshot(process.pid);
    const until = performance.now() + 200;
    let x = 0;
    while (performance.now() < until) x += Math.sqrt(x + 1);
    const per = cpuPerRequest(before, cpuSnapshot(process.pid), 10);
    expect(x).toBeGreaterThan(0);
    // 200 ms of this process's own work over 10 requests, read both as the server's (/proc, in
    // 10 ms ticks) and as the load's (process.cpuUsage).
    expect(per.serverMs).toBeGreaterThan(10);
    expect(per.loadMs).toBeGreaterThan(10);
    expect(per.serverMs).toBeLessThan(40);
  });

  it('gives no figure for a process that is not there', () => {
    const gone = { serverMs: null, postgresMs: null, loadMs: 5 };
    expect(cpuPerRequest(gone, { ...gone, loadMs: 25 }, 10)).toEqual({ serverMs: null, postgresMs: null, loadMs: 2 });
  });
});
