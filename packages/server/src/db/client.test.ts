// Opening a damaged embedded database: the error says what happened and the two ways back, and the
// folder's lock is not left behind.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase } from './client.js';
import { lockPathFor } from './lock.js';

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('openDatabase on a damaged PGlite folder', () => {
  it('explains how to restore or rebuild instead of a bare engine error', async () => {
    work = mkdtempSync(join(tmpdir(), 'reel-damaged-'));
    const dir = join(work, 'db');
    mkdirSync(join(dir, 'global'), { recursive: true });
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    writeFileSync(join(dir, 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const error = await openDatabase({ pgliteDir: dir }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toContain(`the embedded database in ${dir} could not be opened`);
    expect((error as Error).message).toContain('npm run restore -- <backup file>');
    expect((error as Error).message).toContain(`move ${dir} away and start again`);
    expect(existsSync(lockPathFor(dir))).toBe(false);
  }, 60_000);
});
