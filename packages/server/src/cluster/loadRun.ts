// A load run through the cluster's nginx: a fixed number of requests, a few at a time over kept-alive
// TLS connections, each recorded with when it started and ended, its status and whether it failed,
// so a test can say which requests were on their way when something happened.
import { Agent, request } from 'node:https';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The status a success has; any other status, or none, is a failure. */
  expect: number;
}

export interface LoadResult {
  id: string;
  method: string;
  path: string;
  started: number;
  ended: number;
  status: number;
  failed: boolean;
  error?: string;
  cache?: string;
}

export interface LoadRunOptions {
  origin: string;
  ca: string;
  total: number;
  concurrency: number;
  /** The i-th request of the run. */
  next: (i: number) => LoadRequest;
  /** Called once `share` (0…1) of the requests were sent, e.g. to kill a node mid-run. */
  at?: { share: number; run: () => Promise<void> | void };
}

function send(agent: Agent, origin: URL, r: LoadRequest, id: string): Promise<LoadResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, error?: string, cache?: string) =>
      resolve({ id, method: r.method, path: r.path, started, ended: performance.now(), status, failed: status !== r.expect, error, cache });
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port: origin.port,
        servername: origin.hostname,
        method: r.method,
        path: r.path,
        headers: { host: origin.host, 'x-request-id': id, ...r.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0, undefined, res.headers['x-cache-status'] as string | undefined));
        res.on('error', (e) => done(0, e.message));
      },
    );
    req.on('error', (e) => done(0, e.message));
    req.setTimeout(30_000, () => req.destroy(new Error('client time-out')));
    req.end(r.body);
  });
}

export async function loadRun(o: LoadRunOptions): Promise<LoadResult[]> {
  const origin = new URL(o.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: o.concurrency, ca: o.ca });
  const results: LoadResult[] = [];
  const run = `${process.pid}-${Date.now().toString(36)}`;
  let next = 0;
  let atDone: Promise<void> | undefined;
  const lane = async () => {
    while (next < o.total) {
      const i = next++;
      if (o.at && !atDone && i >= o.total * o.at.share) atDone = Promise.resolve(o.at.run());
      results.push(await send(agent, origin, o.next(i), `${run}-${i}`));
    }
  };
  await Promise.all(Array.from({ length: o.concurrency }, lane));
  await atDone;
  agent.destroy();
  return results;
}

/** A load run in figures: requests, failures (the first five, to read), POSTs, cache hits, rate. */
export function summarizeLoad(results: LoadResult[]) {
  const failed = results.filter((r) => r.failed);
  const ms = Math.max(...results.map((r) => r.ended)) - Math.min(...results.map((r) => r.started));
  return {
    requests: results.length,
    failed: failed.length,
    posts: results.filter((r) => r.method === 'POST').length,
    cacheHits: results.filter((r) => r.cache === 'HIT').length,
    perSecond: Math.round(results.length / (ms / 1000)),
    failures: failed.slice(0, 5).map((f) => `${f.method} ${f.path} ${f.status} ${f.error ?? ''}`),
  };
}
