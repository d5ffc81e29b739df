// A database that notes each statement run through its `query`, for tests that check which
// statements a call ran and what their plans are.
import type { Database } from '../db/client.js';
import { textOf, type QueryText } from '../db/prepared.js';

export interface RecordedStatement {
  text: string;
  params: unknown[];
}

/** `database`, with every statement of its `query` pushed to `seen` before it runs. */
export function recordingDatabase(database: Database, seen: RecordedStatement[]): Database {
  return new Proxy(database, {
    get(target, prop) {
      if (prop === 'query')
        return (text: QueryText, params: unknown[] = []) => {
          seen.push({ text: textOf(text), params });
          return target.query(text, params);
        };
      const value: unknown = Reflect.get(target, prop);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
