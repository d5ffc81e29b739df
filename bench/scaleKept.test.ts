import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keptDatabaseName, seedVersion } from './api/keptDatabase.js';
import { pickLoadCalls, type ScaleCall } from './api/scaleCalls.js';

const dir = mkdtempSync(join(tmpdir(), 'scale-kept-'));
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
