import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, postgresBinDir, startKeptPostgres, type PostgresServer } from '@reel/server/testing';
import { keptDatabase, keptDatabaseName, seedVersion } from './api/keptDatabase.js';
import { withClient } from './api/pgClient.js';
import { pickLoadCalls, type ScaleCall } from './api/scaleCalls.js';

const dir = mkdtempSync(join(tmpdir(), 'scale-kept-'));
// Under root PostgreSQL runs as `postgres`, which must reach its folder inside this one.
chmodSync(dir, 0o755);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the kept database', () => {
  it('is named after the size, the seed and the seed sources, and a changed source renames it', () => {
    writeFileSync(join(dir, 'a.ts'), 'export const A = 1;');
    writeFileSync(join(dir, 'a.test.ts'), 'test');
    const before = seedVersion([dir]);
    expect(keptDatabaseName(1_000_000, 1, before)).toBe(`reel_scale_1000000_s1_${before}`);
    writeFileSync(join(dir, 'a.test.ts'), 'another test');
    expect(seedVersion([dir])).toBe(before);
    writeFileSync(join(dir, 'a.ts'), 'export const A = 2;');
    expect(seedVersion([dir])).not.toBe(before);
    expect(seedVersion()).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('the calls put under load', () => {
  const probe = (id: string, p50: number) => ({ call: { id } as ScaleCall, p50 });
  it('are the plain list first, then the slowest one at a time', () => {
    const probes = [probe('plain', 5), probe('a', 50), probe('b', 500), probe('c', 20)];
    expect(pickLoadCalls(probes, 2).map((c) => c.id)).toEqual(['plain', 'b', 'a']);
    expect(pickLoadCalls(probes, Number.POSITIVE_INFINITY).map((c) => c.id)).toEqual(['b', 'a', 'c', 'plain']);
  });
});

describe.skipIf(!postgresBinDir())('the kept server and database', () => {
  const pgDir = join(dir, 'pg');
  let server: PostgresServer | undefined;
  const log = () => {};
  beforeAll(async () => {
    server = await startKeptPostgres(pgDir, await freePort());
  }, 120_000);
  afterAll(() => server?.stop());

  it('seeds a database once, reuses it after a restart, and drops it for a newer seed', async () => {
    const first = await keptDatabase(server!.url, { videos: 200, seed: 3, log, version: 'aaaa0001' });
    expect(first).toMatchObject({ name: 'reel_scale_200_s3_aaaa0001', reused: false });
    await server!.stop();
    server = await startKeptPostgres(pgDir, await freePort());
    const again = await keptDatabase(server.url, { videos: 200, seed: 3, log, version: 'aaaa0001' });
    expect(again).toMatchObject({ name: first.name, reused: true, seed: first.seed });
    const count = await withClient(again.url, (c) => c.query<{ n: number }>('SELECT count(*)::int AS n FROM videos'));
    expect(count.rows[0].n).toBeGreaterThan(0);
    const newer = await keptDatabase(server.url, { videos: 200, seed: 3, log, version: 'aaaa0002' });
    expect(newer.reused).toBe(false);
    const names = await withClient(server.url, (c) =>
      c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'reel_scale_%'"),
    );
    expect(names.rows.map((r) => r.datname)).toEqual(['reel_scale_200_s3_aaaa0002']);
  }, 120_000);

  it('takes the folder over from a server that a killed run left running, its databases kept', async () => {
    const left = server!;
    server = await startKeptPostgres(pgDir, await freePort());
    const kept = await withClient(server.url, (c) =>
      c.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'reel_scale_%'"),
    );
    expect(kept.rows.map((r) => r.datname)).toEqual(['reel_scale_200_s3_aaaa0002']);
    await expect(withClient(left.url, (c) => c.query('SELECT 1'))).rejects.toThrow();
  }, 120_000);
});
