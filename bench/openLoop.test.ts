import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedLoop, getter, LOAD_ACCEPT_ENCODING, openLoop, settle, type Clock, type Send } from './api/openLoop.js';

/**
 * A discrete-event clock: sleeps are timers on a virtual time line, fired in order once every
 * promise has settled. `stall(at, ms)` makes the wake-up due at `at` come `ms` late, as when the
 * client's event loop is blocked.
 */
class FakeClock implements Clock {
  private t = 0;
  private timers: { at: number; wake: () => void }[] = [];
  private stalls = new Map<number, number>();
  now = () => this.t;
  sleepUntil = (at: number) =>
    new Promise<void>((wake) => {
      this.timers.push({ at: at + (this.stalls.get(at) ?? 0), wake });
    });
  stall(at: number, ms: number): void {
    this.stalls.set(at, ms);
  }
  /** A request the server answers `ms` after it is sent. */
  service(ms: number, good = true): Send {
    return () => this.sleepUntil(this.t + ms).then(() => good);
  }
  async run<T>(work: Promise<T>): Promise<T> {
    let done = false;
    const result = work.finally(() => (done = true));
    while (!done) {
      await new Promise((r) => setImmediate(r));
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers.shift();
      if (!next) continue;
      this.t = Math.max(this.t, next.at);
      next.wake();
    }
    return result;
  }
}

describe('open-loop load on a fake clock', () => {
  it('sends rate × duration requests on schedule and times each from its due time', async () => {
    const clock = new FakeClock();
    const r = await clock.run(openLoop({ ratePerS: 10, durationS: 1, drainMs: 1000, send: clock.service(30), clock }));
    expect(r).toMatchObject({ scheduled: 10, ok: 10, errors: 0, unanswered: 0, p50: 30, p99: 30, max: 30, sendLagMs: 0 });
  });

  it('counts a late send from the schedule, not from the send', async () => {
    const clock = new FakeClock();
    // The wake-up for the request due at 500 ms comes at 750 ms: those due at 500, 600 and 700 go
    // out together at 750 and are answered at 780.
    clock.stall(500, 250);
    const r = await clock.run(openLoop({ ratePerS: 10, durationS: 1, drainMs: 1000, send: clock.service(30), clock }));
    expect(r.max).toBe(280);
    expect(r.p50).toBe(30);
    expect(r.sendLagMs).toBe((250 + 150 + 50) / 10);
  });

  it('counts refusals and failures as errors, and gives up on answers after the drain', async () => {
    const clock = new FakeClock();
    const bad = await clock.run(openLoop({ ratePerS: 10, durationS: 0.5, drainMs: 100, send: clock.service(10, false), clock }));
    expect(bad).toMatchObject({ scheduled: 5, ok: 0, errors: 5 });
    const thrown = await clock.run(
      openLoop({ ratePerS: 10, durationS: 0.5, drainMs: 100, send: () => Promise.reject(new Error('reset')), clock }),
    );
    expect(thrown).toMatchObject({ ok: 0, errors: 5 });
    const slow = await clock.run(openLoop({ ratePerS: 10, durationS: 0.5, drainMs: 100, send: clock.service(5000), clock }));
    // Due at 0…400 ms, given up at 500 ms: each counted with what it had waited.
    expect(slow).toMatchObject({ ok: 0, errors: 0, unanswered: 5, max: 500 });
    expect(slow.p50).toBe(300);
  });

  it('measures closed-loop throughput: workers × 1 / service time', async () => {
    const clock = new FakeClock();
    const r = await clock.run(closedLoop({ workers: 2, durationS: 1, send: clock.service(100), clock }));
    expect(r).toMatchObject({ ok: 20, errors: 0, perS: 20, p50: 100 });
  });
});

describe('open-loop load against a tiny local server', () => {
  let server: Server;
  let base = '';
  const encodings = new Set<string>();
  beforeAll(async () => {
    // One answer at a time, 40 ms each: requests sent every 20 ms queue up behind each other.
    let free = 0;
    server = createServer((req, res) => {
      encodings.add(String(req.headers['accept-encoding']));
      const at = Math.max(Date.now(), free) + 40;
      free = at;
      setTimeout(() => res.writeHead(req.url === '/bad' ? 500 : 200).end('x'), at - Date.now());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('shows the queue a closed loop would hide', async () => {
    const r = await openLoop({ ratePerS: 50, durationS: 0.4, drainMs: 5000, send: getter(`${base}/ok`) });
    expect(r).toMatchObject({ scheduled: 20, ok: 20, errors: 0, unanswered: 0 });
    // The last request waits behind 19 others: about 20 × 40 − 19 × 20 = 420 ms.
    expect(r.max).toBeGreaterThan(300);
    const bad = await openLoop({ ratePerS: 50, durationS: 0.1, drainMs: 5000, send: getter(`${base}/bad`) });
    expect(bad).toMatchObject({ ok: 0, errors: 5 });
    // Asked as a browser asks, so that the server compresses each answer as for a visitor.
    expect([...encodings]).toEqual([LOAD_ACCEPT_ENCODING]);
  });

  it('counts a request still unanswered at the end of the drain, and stops it', async () => {
    const r = await openLoop({ ratePerS: 50, durationS: 0.2, drainMs: 60, send: getter(`${base}/ok`) });
    expect(r.scheduled).toBe(10);
    expect(r.unanswered).toBeGreaterThan(0);
    expect(r.ok + r.unanswered).toBe(10);
    expect(r.errors).toBe(0);
  });
});

describe('settling between calls, on a fake clock', () => {
  it('stops what is left until nothing has run for the quiet time, and says when work was last found', async () => {
    const clock = new FakeClock();
    // A queue the server works through after the call: 3, then 2, then 1 statement running.
    const left = [3, 2, 1];
    const stopped: number[] = [];
    const stopBusy = async () => {
      const n = left.shift() ?? 0;
      stopped.push(n);
      return n;
    };
    const ms = await clock.run(settle({ stopBusy, quietMs: 1000, maxMs: 60_000, pollMs: 250, clock }));
    // Busy at 0, 250 and 500 ms, then quiet until the poll at 1,500 ms, which ends the wait.
    expect(ms).toBe(500);
    expect(stopped).toEqual([3, 2, 1, 0, 0, 0, 0]);
  });

  it('gives up after the longest wait on a server that never goes quiet', async () => {
    const clock = new FakeClock();
    const ms = await clock.run(settle({ stopBusy: async () => 1, quietMs: 1000, maxMs: 5000, pollMs: 250, clock }));
    expect(ms).toBe(5000);
  });

  it('answers 0 for a server that had nothing left', async () => {
    const clock = new FakeClock();
    expect(await clock.run(settle({ stopBusy: async () => 0, quietMs: 1000, maxMs: 5000, pollMs: 250, clock }))).toBe(0);
  });
});
