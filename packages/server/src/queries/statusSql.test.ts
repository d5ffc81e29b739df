// A video status has one name, @reel/api's VideoStatus, and live SQL names a status only through
// statusSql.ts: no `STATUS_*` alias, and no status written into SQL as a bare number or another
// interpolation. Migrations keep their literals (they are never edited), so they are not read.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '@reel/api';
import { VideoStatus } from '@reel/api';
import { describe, expect, it } from 'vitest';
import { sqlStatus, statusIs } from './statusSql.js';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HOME = 'queries/statusSql.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A status alias, or the status column compared with a number or an interpolation that is neither
 * from statusSql.ts nor a query parameter (`p.add`). */
const COPIES: [string, RegExp][] = [
  ['a status alias', /\bSTATUS_[A-Z]+\b/],
  ['a status written into SQL', /\bstatus_id\s*(?:=|<>|!=|IN\s*\()\s*(?:\d|\$\{(?!\s*(?:statusIs|sqlStatus|p\.add)\())/],
];

describe('video statuses in SQL', () => {
  it('builds each fragment from the enum', () => {
    expect(statusIs('v.status_id', VideoStatus.Active)).toBe(`v.status_id = ${VideoStatus.Active}`);
    expect(statusIs('status_id', VideoStatus.Unpublished, VideoStatus.Review)).toBe(
      `status_id IN (${VideoStatus.Unpublished}, ${VideoStatus.Review})`,
    );
    expect(sqlStatus(VideoStatus.Deleted)).toBe(String(VideoStatus.Deleted));
    expect(() => statusIs('status_id')).toThrow();
    expect(() => sqlStatus(7 as VideoStatus)).toThrow();
  });

  it('@reel/api names each status once, in VideoStatus', () => {
    expect(Object.keys(api).filter((name) => /^STATUS_/.test(name))).toEqual([]);
  });

  it('the server writes no status alias and no status number into SQL', () => {
    const found: string[] = [];
    for (const path of sourceFiles(SRC)) {
      const name = relative(SRC, path);
      if (name === HOME) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [what, re] of COPIES) if (re.test(line)) found.push(`${name}:${i + 1} ${what}`);
        });
    }
    expect(found).toEqual([]);
  });
});
