// The production layout on one machine (`npm run cluster`): PostgreSQL, two API nodes, two
// transcoding workers and Debian's nginx with deploy/nginx/reel-cluster.conf.template in front.
// Under load through nginx: no failed request; a node killed mid-run costs only the POSTs that were
// on it; a session made on one node is good on the other; a worker killed mid-transcode leaves the
// job to the other, which finishes it whole; a resumable upload begun on one node is finished on the
// other once the first is stopped; a rolling restart fails nothing.
//   npx vitest run --config packages/server/src/cluster/vitest.config.ts
// It uses DATABASE_URL's server (a fresh database, dropped afterwards) or a throwaway PostgreSQL of
// its own, and needs the built server (npm run build).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { RESUMABLE_UPLOAD_PATH, type VideoFile } from '@reel/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg, ffprobePath } from '../media/ffmpeg.js';
import { makeClip } from '../upload/testCorpus.js';
import { tusForm, tusMetadata } from '../testing/tusCalls.js';
import { multipartBody } from '../upload/testForm.js';
import { TEST_RELEASE_PDF } from '../testing/consent.js';
import { CONSENT_RECORD_PATH } from '@reel/api/moderation';
import { startCluster, type Cluster } from './cluster.js';
import { clusterHttps, type HttpsOptions } from './testHttps.js';
import { NGINX_BIN, NGINX_TEMPLATE } from './constants.js';
import { REPO_ROOT } from '../packageRoot.js';
import { loadRun, summarizeLoad, type LoadRequest, type LoadResult } from './loadRun.js';
import { postgresBinDir } from './postgres.js';
import { SERVER_MAIN, type ClusterProcess } from './process.js';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';

const adminUrl = process.env.DATABASE_URL ?? '';
/** Seconds until a dead worker's job is taken again: short, so the test need not wait 120 s. */
const STALE_S = 5;
const CONCURRENCY = 16;
const SOURCE_S = 185;

function skipReason(): string {
  if (!existsSync(NGINX_BIN)) return `${NGINX_BIN} is missing (apt-get install nginx-light)`;
  if (!adminUrl && !postgresBinDir()) return 'no PostgreSQL: DATABASE_URL is not set and Debian PostgreSQL is not installed';
  if (!existsSync(SERVER_MAIN)) return `${SERVER_MAIN} is missing: build first (npm run build)`;
  return '';
}
const skip = skipReason();
if (skip) console.log(`[cluster] skipped: ${skip}`);

let cluster: Cluster;
let db: pg.Client;
let dbName = '';
let accounts: { username: string; password: string }[] = [];
let watchPages: string[] = [];
let source: Promise<string>;
const sourcePath = join(tmpdir(), `reel-cluster-source-${process.pid}.mp4`);
/** Another clip (other bytes, so no duplicate of the first) for the resumable upload. */
let resumableSource: Promise<string>;
const resumablePath = join(tmpdir(), `reel-cluster-resumable-${process.pid}.mp4`);

async function admin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(sql);
  await c.end();
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The run's mix: lists cached by nginx, uncached lists, watch pages and sign-ins. */
function mix(i: number): LoadRequest {
  if (i % 20 === 0) {
    const a = accounts[(i / 20) % accounts.length];
    return {
      method: 'POST',
      path: '/api/login.php',
      headers: { origin: cluster.origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ usr: a.username, pwd: a.password }),
      expect: 200,
    };
  }
  const sorts = ['latest-updates', 'most-viewed', 'top-rated', 'most-viewed-week'];
  const page = (i % 7) + 1;
  if (i % 4 === 1) return { method: 'GET', path: watchPages[i % watchPages.length], expect: 200 };
  if (i % 4 === 2) return { method: 'GET', path: `/api/json/videos2/0/str/${sorts[i % 4]}/60/all..${page}.all...jsond`, expect: 200 };
  return { method: 'GET', path: `/api/json/videos2/86400/str/${sorts[i % 4]}/60/all..${page}.all...json`, expect: 200 };
}

/** Each request id's line in nginx's access log: which node answered it. */
function upstreamsById(): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(cluster.nginx.accessLog, 'utf8').split('\n')) {
    const id = /request_id=(\S+)/.exec(line)?.[1];
    const up = /upstream=(.*?) upstream_status=/.exec(line)?.[1];
    if (id && up) out.set(id, up);
  }
  return out;
}

const https = (path: string, opts: HttpsOptions = {}) => clusterHttps(cluster, path, opts);

async function signIn(username: string, password: string): Promise<string> {
  const res = await https('/api/login.php', {
    method: 'POST',
    headers: { origin: cluster.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ usr: username, pwd: password }),
  });
  expect(res.status).toBe(200);
  const sid = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sid='));
  return sid!.split(';')[0];
}

/** A verified member signed in through nginx, and a category for an upload. */
async function uploader(): Promise<{ cookie: string; category: number }> {
  const verified = await db.query<{ username: string }>("SELECT username FROM members WHERE verified AND role = 'member' ORDER BY user_id");
  const names = new Set(verified.rows.map((r) => r.username));
  const member = accounts.find((a) => names.has(a.username))!;
  const [row] = (await db.query<{ category_id: number }>('SELECT category_id FROM categories ORDER BY category_id LIMIT 1')).rows;
  return { cookie: await signIn(member.username, member.password), category: row.category_id };
}

describe.skipIf(skip !== '')('the cluster: nginx, two API nodes, two workers, PostgreSQL', () => {
  beforeAll(async () => {
    source = makeClip({
      out: sourcePath,
      durationS: SOURCE_S,
      width: 640,
      height: 360,
      fps: 10,
    });
    resumableSource = makeClip({ out: resumablePath, durationS: 181, width: 320, height: 180, fps: 5, variant: 2 });
    let databaseUrl: string | undefined;
    if (adminUrl) {
      dbName = `reel_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin(`CREATE DATABASE ${dbName}`);
      const u = new URL(adminUrl);
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
    }
    const started = Date.now();
    cluster = await startCluster({
      databaseUrl,
      seed: 'rows',
      videos: 300,
      env: { LOG_LEVEL: 'warn', UPLOAD_JOB_STALE_S: String(STALE_S) },
    });
    console.log(`[cluster] up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${cluster.origin}`);
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    accounts = readFileSync(join(cluster.dataDir, 'demo-accounts.txt'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '' && !l.startsWith('#'))
      .map((l) => l.trim().split(' '))
      .map(([username, password]) => ({ username, password }));
    const videos = await db.query<{ video_id: number; dir: string }>(
      'SELECT video_id, dir FROM videos WHERE status_id = 1 ORDER BY video_id LIMIT 40',
    );
    watchPages = videos.rows.map((v) => `/video/${v.video_id}/${v.dir}/`);
  });

  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
    if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    rmSync(sourcePath, { force: true });
    rmSync(resumablePath, { force: true });
  });

  it('answers a load run of lists, watch pages and sign-ins with no error, spread over both nodes', async () => {
    const results = await loadRun({ origin: cluster.origin, ca: cluster.certificate, total: 3000, concurrency: CONCURRENCY, next: mix });
    const s = summarizeLoad(results);
    const byNode = new Map<string, number>();
    for (const up of upstreamsById().values()) byNode.set(up, (byNode.get(up) ?? 0) + 1);
    console.log('[cluster] load run', s, Object.fromEntries(byNode));
    expect(s.failures).toEqual([]);
    expect(s.failed).toBe(0);
    for (const n of cluster.nodes) expect(byNode.get(n.address) ?? 0).toBeGreaterThan(100);
    expect(s.cacheHits).toBeGreaterThan(0);
  });

  it('loses no request but the POSTs on their way to a node killed with SIGKILL', async () => {
    const victim = cluster.nodes[1];
    let killedAt = 0;
    let diedAt = 0;
    const results = await loadRun({
      origin: cluster.origin,
      ca: cluster.certificate,
      total: 1500,
      concurrency: CONCURRENCY,
      next: mix,
      at: {
        share: 0.3,
        run: async () => {
          killedAt = performance.now();
          await victim.kill();
          diedAt = performance.now();
        },
      },
    });
    // Started again whatever the outcome, so that the tests after this one have both nodes.
    await cluster.restartNode(victim);
    // On their way when the node died: sent before its exit was seen, answered after the signal.
    const inFlight = results.filter((r) => r.started <= diedAt && r.ended >= killedAt);
    const failed = results.filter((r) => r.failed);
    const upstreams = upstreamsById();
    console.log('[cluster] kill -9 of a node', {
      ...summarizeLoad(results),
      inFlightAtKill: inFlight.length,
      inFlightPosts: inFlight.filter((r) => r.method === 'POST').length,
    });
    for (const f of failed) {
      expect(inFlight).toContain(f);
      expect(f.method).toBe('POST');
      expect(upstreams.get(f.id)).toBe(victim.address);
    }
    expect(failed.length).toBeLessThanOrEqual(inFlight.filter((r) => r.method === 'POST').length);
  });

  it('keeps a member signed in through one node signed in on the other', async () => {
    const a = accounts[1];
    const cookie = await signIn(a.username, a.password);
    for (const node of cluster.nodes) {
      const res = await fetch(`http://${node.address}/api/member.php`, {
        method: 'POST',
        headers: { cookie, origin: `http://${node.address}` },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user: { username: string } }).user.username).toBe(a.username);
      const visitor = await fetch(`http://${node.address}/api/member.php`, {
        method: 'POST',
        headers: { origin: `http://${node.address}` },
      });
      expect(visitor.status).toBe(401);
    }
  });

  it('finishes a job whose worker was killed mid-transcode on the other worker, with whole, playable files', async () => {
    const { cookie, category } = await uploader();
    const body = multipartBody(
      { title: 'Through the balancer', categories: String(category) },
      { filename: 'through the balancer.mp4', data: readFileSync(await source) },
    );
    const sent = await https('/api/video_edit.php', {
      method: 'POST',
      headers: { cookie, origin: cluster.origin, 'content-type': body.contentType, 'content-length': String(body.payload.length) },
      body: body.payload,
    });
    expect(sent.status).toBe(200);
    const videoId = (JSON.parse(sent.body) as { video_id: number }).video_id;
    const job = async () =>
      (
        await db.query<{ state: string; locked_by: string; progress: number; attempts: number }>(
          'SELECT state, locked_by, progress, attempts FROM upload_jobs WHERE video_id = $1',
          [videoId],
        )
      ).rows[0];
    await expect.poll(async () => (await job()).progress, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0.05);
    const holder = await job();
    expect(holder.state).toBe('processing');
    const pid = Number(holder.locked_by.split(':')[1]);
    const victim: ClusterProcess = cluster.workers.find((w) => w.pid === pid)!;
    expect(victim).toBeDefined();
    await victim.kill();
    const killedAt = Date.now();
    await expect.poll(async () => (await job()).state, { timeout: 90_000, interval: 250 }).toBe('needs_preview');
    const done = await job();
    console.log(
      `[cluster] job taken over and finished ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill, attempts ${done.attempts}`,
    );
    expect(done.attempts).toBe(2);
    const files = await db.query<{ format: string; path: string }>(
      'SELECT format, path FROM video_files WHERE video_id = $1 ORDER BY format',
      [videoId],
    );
    expect(files.rows.map((f) => f.format)).toEqual(expect.arrayContaining(['_sd.mp4']));
    for (const f of files.rows) {
      const file = join(cluster.mediaDir, ...f.path.split('/'));
      const probe = spawnSync(ffprobePath(), ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
        encoding: 'utf8',
      });
      expect(probe.stderr).toBe('');
      const duration = Number(probe.stdout.trim());
      expect(duration).toBeCloseTo(f.format === '_tr.mp4' ? 10 : SOURCE_S, 0);
      // Decoded to the end without an error: the file is whole, not the dead worker's half.
      const { stderr } = await runFfmpeg(['-v', 'error', '-i', file, '-f', 'null', '-']);
      expect(stderr.trim()).toBe('');
    }
    victim.start();
  });

  it('continues a resumable upload on the other node once the node that took its first half is stopped; it transcodes and plays', async () => {
    const { cookie, category } = await uploader();
    const clip = readFileSync(await resumableSource);
    const tus = { cookie, origin: cluster.origin, 'tus-resumable': '1.0.0' };
    const created = await https(RESUMABLE_UPLOAD_PATH, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(clip.length), 'upload-metadata': tusMetadata(tusForm(String(category))) },
    });
    expect(created.status).toBe(201);
    const location = String(created.headers.location);
    const half = Math.floor(clip.length / 2);
    const [first] = cluster.nodes;
    const chunk = (offset: number) => ({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' });
    const direct = await fetch(`http://${first.address}${location}`, {
      method: 'PATCH',
      headers: { ...tus, origin: `http://${first.address}`, ...chunk(0) },
      body: new Uint8Array(clip.subarray(0, half)),
    });
    expect(direct.status).toBe(204);
    await first.stop();
    try {
      expect((await https(location, { method: 'HEAD', headers: tus })).headers['upload-offset']).toBe(String(half));
      const rest = clip.subarray(half);
      const done = await https(location, {
        method: 'PATCH',
        headers: { ...tus, ...chunk(half), 'content-length': String(rest.length) },
        body: rest,
      });
      expect(done.status).toBe(200);
      const videoId = (JSON.parse(done.body) as { video_id: number }).video_id;
      const state = async () =>
        (await db.query<{ state: string }>('SELECT state FROM upload_jobs WHERE video_id = $1', [videoId])).rows[0].state;
      await expect.poll(state, { timeout: 90_000, interval: 250 }).toBe('needs_preview');
      const posted = (who: string, path: string, body: string) =>
        https(path, {
          method: 'POST',
          headers: { cookie: who, origin: cluster.origin, 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
      expect((await posted(cookie, '/api/video_edit.php', form({ act: 'preview', video_id: String(videoId), screen: '2' }))).status).toBe(
        200,
      );
      // The performer's release, sent to one node and kept in the shared data folder, lets another approve it.
      const release = multipartBody(
        { video_id: String(videoId), performer: 'Cluster Performer' },
        { field: 'document', filename: 'release.pdf', data: TEST_RELEASE_PDF },
      );
      const releaseHeaders = { cookie, origin: cluster.origin, 'content-type': release.contentType };
      expect((await https(CONSENT_RECORD_PATH, { method: 'POST', headers: releaseHeaders, body: release.payload })).status).toBe(200);
      const staff = await signIn(accounts[0].username, accounts[0].password);
      expect((await posted(staff, `/api/admin/videos/${videoId}/approve`, 'note=fine')).status).toBe(200);
      const files = JSON.parse((await https(`/api/videofile.php?video_id=${videoId}`)).body) as VideoFile[];
      const media = new URL(files[0].video_url, cluster.origin);
      expect((await https(media.pathname + media.search, { headers: { range: 'bytes=0-99' } })).status).toBe(206);
    } finally {
      await cluster.restartNode(first);
    }
  });

  it('restarts the API nodes one after the other under load with no failed request', async () => {
    let restarting = true;
    const restarts: { node: string; exitCode: number | null }[] = [];
    // Whether nginx sent `node` a GET and a POST answered 200 since `from` in its access log: both
    // upstream groups (kept-alive for GET, fresh connections for POST) keep their own count.
    const inRotation = (node: ClusterProcess, from: number) => {
      const lines = readFileSync(cluster.nginx.accessLog, 'utf8').slice(from).split('\n');
      const served = (method: string) =>
        lines.some((l) => l.includes(`"${method} `) && l.includes(`upstream=${node.address} upstream_status=200`));
      return served('GET') && served('POST');
    };
    const logSize = () => readFileSync(cluster.nginx.accessLog, 'utf8').length;
    const rolling = (async () => {
      try {
        // As an operator would: every node serves through the balancer before one is stopped.
        const before = logSize();
        await expect.poll(() => cluster.nodes.every((n) => inRotation(n, before)), { timeout: 30_000, interval: 100 }).toBe(true);
        for (const node of cluster.nodes) {
          restarts.push({ node: node.name, exitCode: await node.stop() });
          await cluster.restartNode(node);
          // Back in nginx's rotation (it leaves a node that refused a connection out for 10 s)
          // before the next is stopped; read from here on, since the answers the node gave while
          // draining are logged as they end.
          const from = logSize();
          await expect.poll(() => inRotation(node, from), { timeout: 30_000, interval: 100 }).toBe(true);
        }
      } finally {
        restarting = false;
      }
    })();
    const results: LoadResult[] = [];
    while (restarting)
      results.push(
        ...(await loadRun({ origin: cluster.origin, ca: cluster.certificate, total: 400, concurrency: CONCURRENCY, next: mix })),
      );
    await rolling;
    console.log('[cluster] rolling restart', summarizeLoad(results), restarts);
    // What nginx saw of each failure, for the record when there is one.
    const failedIds = new Set(results.filter((r) => r.failed).map((r) => r.id));
    for (const line of readFileSync(cluster.nginx.accessLog, 'utf8').split('\n'))
      if (failedIds.has(/request_id=(\S+)/.exec(line)?.[1] ?? '')) console.log(`[cluster] ${line}`);
    expect(restarts.map((r) => r.exitCode)).toEqual([0, 0]);
    expect(summarizeLoad(results).failures).toEqual([]);
  });
});

describe('the documented configuration', () => {
  it('is the file the cluster runs, word for word, in docs/operations.md', () => {
    const template = readFileSync(join(REPO_ROOT, NGINX_TEMPLATE), 'utf8');
    expect(readFileSync(join(REPO_ROOT, 'docs/operations.md'), 'utf8')).toContain(`\`\`\`nginx\n${template}\`\`\``);
  });
});
