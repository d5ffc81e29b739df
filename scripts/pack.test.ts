// `npm run pack` as a developer or a release runs it: into a folder of its own, it writes both
// tarballs and prints each one's path, name, version and size. The same tarballs then get every
// check of scripts/package-check.mjs (publint, Are the Types Wrong, the shipped files), so the test
// run packs once for both.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPackage } from './package-check.mjs';
import { PUBLISHED, ROOT, tarballName } from './pack.mjs';

const run = promisify(execFile);
/** Packing both packages and running publint and attw on them takes seconds each on a busy machine. */
const PACK_TIMEOUT_MS = 180_000;

const work = mkdtempSync(join(tmpdir(), 'reel-pack-'));
const out = join(work, 'out');
afterAll(() => rmSync(work, { recursive: true, force: true }));

let printed = '';
beforeAll(async () => {
  const { stdout } = await run(process.execPath, [join(ROOT, 'scripts', 'pack.mjs'), '--out', out], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  printed = stdout;
}, PACK_TIMEOUT_MS);

/** The files of a tarball, as `tar -tzf` lists them. */
async function filesOf(tarball: string): Promise<string[]> {
  const { stdout } = await run('tar', ['-tzf', tarball], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.split('\n').filter(Boolean);
}

describe.each(PUBLISHED.map((p) => [p.name, p.dir] as const))('npm run pack: %s', (name, dir) => {
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const tarball = join(out, tarballName(name, version));

  it('writes the tarball to --out and prints its path, name, version and size', () => {
    const line = printed.split('\n').find((l) => l.includes(`  ${name}  `));
    expect(line, printed).toBeDefined();
    const kb = (statSync(tarball).size / 1024).toFixed(1);
    expect(line).toContain(tarballName(name, version));
    expect(line).toMatch(new RegExp(`  ${name}  ${version.replace(/\./g, '\\.')}  ${kb} KB$`));
  });

  it('holds package.json with the version and the built dist/', async () => {
    const files = await filesOf(tarball);
    expect(files).toContain('package/package.json');
    expect(files).toContain('package/dist/index.js');
    const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
    expect(JSON.parse(stdout)).toMatchObject({ name, version });
  });

  it(
    'passes publint, Are the Types Wrong and the contents checks',
    async () => {
      expect(await checkPackage({ name, tarball }, work)).toEqual([]);
    },
    PACK_TIMEOUT_MS,
  );
});

it('fails with a message when --out names no folder', async () => {
  const failed = await run(process.execPath, [join(ROOT, 'scripts', 'pack.mjs'), '--out'], { cwd: ROOT }).catch(
    (error: { code: number; stderr: string }) => error,
  );
  expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('--out needs a folder') });
});
