// The data folder's lock on its own: who may take it over and who is refused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataLockedError, acquireDataLock, lockPathFor } from './lock.js';

let work = '';
let dir = '';
const holder = (pid: number, host = hostname()) => JSON.stringify({ pid, host, since: '2026-01-01T00:00:00.000Z' });
/** A pid that ran and has ended. */
const deadPid = (): number => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString());

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'reel-lock-'));
  dir = join(work, 'db');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('acquireDataLock', () => {
  it('takes a free folder, names this process, and releases it', () => {
    const lock = acquireDataLock(dir);
    expect(JSON.parse(readFileSync(lockPathFor(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockPathFor(dir))).toBe(false);
  });

  it('refuses a folder held by a running process on this host', () => {
    writeFileSync(lockPathFor(dir), holder(process.ppid));
    expect(() => acquireDataLock(dir)).toThrow(DataLockedError);
    expect(() => acquireDataLock(dir)).toThrow(new RegExp(`in use by another Reel process \\(pid ${process.ppid}`));
  });

  it('refuses a folder held on another host, whose process it cannot check', () => {
    writeFileSync(lockPathFor(dir), holder(deadPid(), 'another-machine'));
    expect(() => acquireDataLock(dir)).toThrow(/on another-machine/);
  });

  it.each([
    ['a pid that has ended', () => holder(deadPid())],
    ['this pid, left by an earlier run', () => holder(process.pid)],
    ['no readable holder', () => 'garbage'],
  ])('takes over a lock naming %s', (_name, content) => {
    writeFileSync(lockPathFor(dir), content());
    const lock = acquireDataLock(dir);
    expect(JSON.parse(readFileSync(lockPathFor(dir), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });
});
