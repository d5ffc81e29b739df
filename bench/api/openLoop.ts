// Load at a constant arrival rate (open loop) and closed-loop saturation, for one call at a time.
//
// Open loop: request i is due at start + i / rate and is sent then, whatever the earlier answers
// are doing; its latency runs from that due time, not from when it was actually sent. A server
// (or a client event loop) that falls behind therefore shows its queueing in the latencies, where
// a closed loop would wait for each answer before asking again and quietly send less.
//
// Saturation is measured closed-loop: a fixed number of workers, each sending its next request as
// soon as its last is answered, for a fixed time; the answers per second are the most the server
// gives that call. One short run per call, whatever its latency — a search for the highest rate
// whose p99 stays under a target would need several open-loop runs per call.
import { setMaxListeners } from 'node:events';
import { Agent, request } from 'node:http';
import { quantile } from '../stats.js';

/** Time in milliseconds; injectable so the scheduling arithmetic can be tested on a fake clock. */
export interface Clock {
  now(): number;
  /** Resolves at or after `t` (never before). */
  sleepUntil(t: number): Promise<void>;
}

export const realClock: Clock = {
  now: () => performance.now(),
  sleepUntil: (t) => new Promise((resolve) => setTimeout(resolve, Math.max(0, t - performance.now()))),
};

/** One request: resolves when the whole answer is read, rejects (or resolves false) on an error. */
export type Send = (signal: AbortSignal) => Promise<boolean>;

export interface OpenLoopOptions {
  ratePerS: number;
  durationS: number;
  /** After the last request is due, how long answers are waited for before the rest are given up. */
  drainMs: number;
  send: Send;
  clock?: Clock;
}

export interface LoadSummary {
  /** Requests due in the run (rate × duration). */
  scheduled: number;
  ok: number;
  errors: number;
  /** Requests still unanswered when the drain ended; aborted, and their latency counted as at
   * least the time they had waited (so the quantiles are lower bounds when this is not 0). */
  unanswered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers (good or bad) per second over the time from the first due time to the last answer. */
  answeredPerS: number;
  /** Mean lateness of the sends behind their due times: the client's own lag. */
  sendLagMs: number;
}

export function summarize(
  latencies: number[],
  counts: Omit<LoadSummary, 'p50' | 'p95' | 'p99' | 'max' | 'answeredPerS' | 'sendLagMs'>,
  spanMs: number,
  sendLagMs: number,
): LoadSummary {
  return {
    ...counts,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    p99: quantile(latencies, 0.99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    answeredPerS: spanMs > 0 ? ((counts.ok + counts.errors) * 1000) / spanMs : Number.NaN,
    sendLagMs,
  };
}

/** One abort for a run's requests, each of which listens to it while in flight: hundreds when the
 * server falls behind, which is what is measured, not a leak to be warned of. */
function inFlightAbort(): AbortController {
  const abort = new AbortController();
  setMaxListeners(0, abort.signal);
  return abort;
}

/** The due time of request `i` of a run starting at `start`. */
export const dueTime = (start: number, i: number, ratePerS: number): number => start + (i * 1000) / ratePerS;

export async function openLoop(o: OpenLoopOptions): Promise<LoadSummary> {
  const clock = o.clock ?? realClock;
  const scheduled = Math.max(1, Math.round(o.ratePerS * o.durationS));
  const latencies: number[] = [];
  const answered: boolean[] = new Array<boolean>(scheduled).fill(false);
  const abort = inFlightAbort();
  let ok = 0;
  let errors = 0;
  let lastAnswer = 0;
  let lag = 0;
  const requests: Promise<void>[] = [];
  const start = clock.now();
  for (let i = 0; i < scheduled; i++) {
    const due = dueTime(start, i, o.ratePerS);
    await clock.sleepUntil(due);
    lag += clock.now() - due;
    const answer = (good: boolean) => {
      if (abort.signal.aborted) return;
      if (good) ok++;
      else errors++;
      answered[i] = true;
      lastAnswer = clock.now();
      latencies.push(lastAnswer - due);
    };
    requests.push(o.send(abort.signal).then(answer, () => answer(false)));
  }
  const deadline = dueTime(start, scheduled - 1, o.ratePerS) + o.drainMs;
  const allAnswered = await Promise.race([Promise.all(requests).then(() => true), clock.sleepUntil(deadline).then(() => false)]);
  let unanswered = 0;
  if (!allAnswered) {
    abort.abort();
    // Each request still out is counted with the time it had waited: a lower bound.
    const end = clock.now();
    answered.forEach((done, i) => {
      if (done) return;
      unanswered++;
      latencies.push(end - dueTime(start, i, o.ratePerS));
    });
    lastAnswer = end;
  }
  return summarize(latencies, { scheduled, ok, errors, unanswered }, Math.max(0, lastAnswer - start), lag / scheduled);
}

export interface ClosedLoopOptions {
  workers: number;
  durationS: number;
  send: Send;
  clock?: Clock;
}

export interface SaturationResult {
  workers: number;
  ok: number;
  errors: number;
  /** Good answers per second. */
  perS: number;
  p50: number;
}

/** Closed-loop throughput: `workers` requests always in flight for `durationS` seconds. */
export async function closedLoop(o: ClosedLoopOptions): Promise<SaturationResult> {
  const clock = o.clock ?? realClock;
  const abort = inFlightAbort();
  const start = clock.now();
  const end = start + o.durationS * 1000;
  const latencies: number[] = [];
  let ok = 0;
  let errors = 0;
  const worker = async () => {
    while (clock.now() < end) {
      const t = clock.now();
      const good = await o.send(abort.signal).catch(() => false);
      if (good) ok++;
      else errors++;
      latencies.push(clock.now() - t);
    }
  };
  await Promise.all(Array.from({ length: o.workers }, worker));
  const span = clock.now() - start;
  return { workers: o.workers, ok, errors, perS: span > 0 ? (ok * 1000) / span : Number.NaN, p50: quantile(latencies, 0.5) };
}

/** What a browser's request accepts, so that the server compresses each answer as it would for a
 * visitor. */
export const LOAD_ACCEPT_ENCODING = 'br, gzip';

/** Connections kept open between requests, as a browser keeps them, with no cap on their number. */
const loadAgent = new Agent({ keepAlive: true });

/**
 * A Send for one address: GET, read the whole body, good on 200. The body's bytes are read as they
 * arrive and not decompressed or parsed: the load generator shares the machine's cores with the
 * server and the database, and `fetch`, which decompresses every answer through web streams, cost
 * it 3 to 6 ms of CPU a request at 1M videos, against under 2 ms read this way.
 */
export function getter(url: string): Send {
  const target = new URL(url);
  return (signal) =>
    new Promise<boolean>((resolve, reject) => {
      const req = request(target, { agent: loadAgent, signal, headers: { 'accept-encoding': LOAD_ACCEPT_ENCODING } }, (res) => {
        res.on('end', () => resolve(res.statusCode === 200));
        res.on('error', reject);
        res.resume();
      });
      req.on('error', reject);
      req.end();
    });
}

export interface SettleOptions {
  /** Stops what is still running and says how many were: the server's statements, say. */
  stopBusy: () => Promise<number>;
  /** How long nothing must have been running before the server counts as idle. */
  quietMs: number;
  /** The longest wait; the server is then measured as it is. */
  maxMs: number;
  pollMs: number;
  clock?: Clock;
}

/**
 * Waits until the server has nothing left of a call, stopping what it finds. Giving up on a
 * request does not take it out of the server's own queue: after a call that fell behind, the server
 * goes on with hundreds of requests no one waits for, which would otherwise be measured as the next
 * call's latency and as this call's saturation. Answers when work was last found running (0 when
 * none was), or the whole wait when the server never went quiet, so a call that leaves work behind
 * shows it.
 */
export async function settle(o: SettleOptions): Promise<number> {
  const clock = o.clock ?? realClock;
  const start = clock.now();
  let quietSince = start;
  for (;;) {
    const busy = await o.stopBusy();
    const now = clock.now();
    if (busy > 0) quietSince = now;
    else if (now - quietSince >= o.quietMs) return quietSince - start;
    if (now - start >= o.maxMs) return now - start;
    await clock.sleepUntil(now + o.pollMs);
  }
}
