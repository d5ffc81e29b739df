// The response cache under a browser's Accept-Encoding and under a flood of new addresses:
// 1. req/s of one cached list answered with `Accept-Encoding: br, gzip` against the same list with
//    no Accept-Encoding, in interleaved rounds;
// 2. the process's RSS after 1,500 requests for one list under unique query strings (count 1000),
//    and after 1,500 requests under unique lifetimes (count 60).
// It speaks HTTP only (plus the cache's entry count), so the same file measures an older checkout:
//   node --import tsx bench/api/cacheFlood.ts [--videos=2000] [--duration=10] [--connections=50]
import autocannon from 'autocannon';
import { withServer, type BenchServer } from '../harness.js';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const VIDEOS = arg('videos', 2000);
const DURATION_S = arg('duration', 10);
const CONNECTIONS = arg('connections', 50);
const ROUNDS = arg('rounds', 2);
const FLOOD_REQUESTS = 1500;
const FLOOD_CONCURRENCY = 10;
const LIST = '/api/json/videos2/86400/str/latest-updates/60/all..1.all...json';
const BIG_LIST = '/api/json/videos2/86400/str/latest-updates/1000/all..1.all...json';
const MB = 1024 * 1024;

async function rate(server: BenchServer, acceptEncoding: string | null): Promise<{ reqPerSec: number; p50: number; bytesPerReq: number }> {
  const r = await autocannon({
    url: server.base + LIST,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  return { reqPerSec: r.requests.average, p50: r.latency.p50, bytesPerReq: Math.round(r.throughput.total / Math.max(1, r.requests.total)) };
}

async function flood(server: BenchServer, pathOf: (i: number) => string): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const lane = async () => {
    while (next < FLOOD_REQUESTS) {
      const res = await server.get(pathOf(next++));
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: FLOOD_CONCURRENCY }, lane));
  return statuses;
}

const rssMb = () => Math.round(process.memoryUsage().rss / MB);

await withServer({ engine: 'pglite', videos: VIDEOS, log: (l) => console.log(l) }, async (server) => {
  for (let i = 0; i < 3; i++) await (await server.get(LIST)).arrayBuffer();
  const hit = await server.get(LIST);
  await hit.arrayBuffer();
  console.log(`X-Cache ${hit.headers.get('x-cache')}, Cache-Control ${hit.headers.get('cache-control')}`);

  console.log(`throughput: ${ROUNDS}×2 rounds of ${DURATION_S} s, ${CONNECTIONS} connections, ${LIST}`);
  for (let round = 1; round <= ROUNDS; round++) {
    const br = await rate(server, 'br, gzip');
    const none = await rate(server, null);
    console.log(
      `| ${round} | ${Math.round(br.reqPerSec)} | ${br.bytesPerReq} | ${Math.round(none.reqPerSec)} | ${none.bytesPerReq} | ${(br.reqPerSec / none.reqPerSec).toFixed(2)} |`,
    );
  }

  const before = rssMb();
  const queries = await flood(server, (i) => `${BIG_LIST}?u=${i}`);
  const afterQueries = rssMb();
  console.log(
    `flood of unique query strings: statuses ${JSON.stringify(queries)}, RSS ${before} → ${afterQueries} MB, cache entries ${server.ctx.cache.size}`,
  );
  const lifetimes = await flood(server, (i) => LIST.replace('/86400/', `/${86400 - i}/`));
  console.log(
    `flood of unique lifetimes: statuses ${JSON.stringify(lifetimes)}, RSS → ${rssMb()} MB, cache entries ${server.ctx.cache.size}`,
  );
});
