// A plain `pg` client for the benchmark's own statements (the server's are the server's). The bench
// folder has no package of its own, so `pg` is loaded from the server package, where pnpm put it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BENCH_DIR } from '../harness.js';

export interface PgClient {
  connect(): Promise<unknown>;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  end(): Promise<void>;
}

const serverRequire = createRequire(join(BENCH_DIR, '..', 'packages', 'server', 'package.json'));
const pg = serverRequire('pg') as { Client: new (opts: { connectionString: string }) => PgClient };

export const adminClient = (url: string): PgClient => new pg.Client({ connectionString: url });

/** Connects, runs `fn`, always disconnects. */
export async function withClient<T>(url: string, fn: (c: PgClient) => Promise<T>): Promise<T> {
  const client = adminClient(url);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
