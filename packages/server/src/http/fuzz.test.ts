// Every route the server registered, the site's pages and the media addresses, hit over real HTTP
// with hostile paths, encodings, methods, headers, cookies and bodies. Any 5xx, or an answer that
// does not come within the time-out (a hang), fails. The seed is fixed so a failure replays;
// FUZZ_SEED and FUZZ_RUNS change it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/app.js';
import { fuzzRequestArb, send, unstorableTextRequests } from '../testing/fuzzRequests.js';
import { signIn } from '../testing/members.js';
import { registeredRoutes } from './routeList.js';
import { createUploader } from '../testing/uploaders.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2400);
/** Longer than any route needs on a loaded machine; a request past it has hung. */
const ANSWER_TIMEOUT_MS = 10_000;
/** 501 is oEmbed's answer to a format it does not make: an answer, not a failure. */
const DELIBERATE_5XX = new Set([501]);

/** A built site and embed page, so the page renderer answers the site's addresses. */
const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="Site." /><title>Reel</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

let t: TestApp;
let member: string;
let dir: string;
// One connection per request, so a closed connection is this request's own answer.
const agent = new Agent({ keepAlive: false });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reel-fuzz-'));
  for (const name of ['site', 'embed']) {
    mkdirSync(join(dir, name, '.vite'), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, name, '.vite', 'manifest.json'), '{}');
  }
  t = await startTestApp({ videos: 20, env: { SITE_DIST: join(dir, 'site'), EMBED_DIST: join(dir, 'embed') } });
  const m = await createUploader(t.database);
  member = await signIn(t.app, m.username, m.password);
});
afterAll(async () => {
  agent.destroy();
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('route fuzz', () => {
  it(`answers ${RUNS} hostile requests without a 5xx or a hang`, async () => {
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    console.log(`route fuzz: seed ${SEED}, ${RUNS} runs over ${routes.length} routes (FUZZ_SEED, FUZZ_RUNS to change)`);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fuzzRequestArb(routes, t.base, member), async (req) => {
        const answer = await send(t.base, agent, req, ANSWER_TIMEOUT_MS);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 && !DELIBERATE_5XX.has(answer.status)) {
          throw new Error(`${req.method} ${req.path.slice(0, 300)} → ${answer.status} ${answer.body}`);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`route fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  }, 300_000);

  it('answers NUL, lone surrogates and overlong UTF-8 in every path parameter, query value and body field without a 5xx', async () => {
    const requests = unstorableTextRequests(registeredRoutes(t.app), t.base, member);
    expect(requests.length).toBeGreaterThan(500);
    const failures: string[] = [];
    for (const req of requests) {
      const answer = await send(t.base, agent, req, ANSWER_TIMEOUT_MS);
      if (answer.status >= 500 && !DELIBERATE_5XX.has(answer.status)) {
        failures.push(`${req.method} ${req.path.slice(0, 200)} ${req.headers['content-type'] ?? ''} → ${answer.status} ${answer.body}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
