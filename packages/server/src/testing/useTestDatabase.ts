// A test file's own database: opened before its tests and dropped after them, by vitest's hooks of
// the file or of the describe block it is called in. Apart from the kit's index, which tools that
// run outside vitest import.
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from './database.js';

const OPEN_TIMEOUT_MS = 120_000;

/** The database the hooks open, usable from the first test on. */
export function useTestDatabase(): TestDatabase {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await opened?.dispose();
  });
  return new Proxy({} as TestDatabase, {
    get(_, prop) {
      if (!opened) throw new Error('the test database is opened in beforeAll: use it in a test or a later hook');
      const value: unknown = Reflect.get(opened, prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(opened) : value;
    },
  });
}
