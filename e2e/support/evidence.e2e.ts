// The failure evidence of the browser suites: what a failed test leaves behind, and where.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, type RunnerTestCase } from 'vitest';
import { launchChromium } from './browser';
import { ARTIFACTS_DIR, MAX_DIR_NAME_CHARS, beginTest, claimContext, evidenceDir, saveEvidence } from './evidence';

describe('failure evidence', () => {
  let browser: Browser;
  const dir = mkdtempSync(join(tmpdir(), 'evidence-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one folder per test under the file name, named by its describe blocks and title', () => {
    const at = evidenceDir('/repo/e2e/shell.e2e.ts', ['app shell', 'age gate', 'opens on the first visit / holds']);
    expect(at).toBe(join(ARTIFACTS_DIR, 'shell.e2e.ts', 'app_shell_-_age_gate_-_opens_on_the_first_visit_holds'));
    expect(evidenceDir('x.e2e.ts', ['a'.repeat(300)]).endsWith('a'.repeat(MAX_DIR_NAME_CHARS))).toBe(true);
  });

  it("keeps a context a concurrent test claimed as that test's evidence alone", async () => {
    // Two tests of a file that run side by side, each failing; only the first claims the context.
    const file = { filepath: join(dir, 'concurrent.e2e.ts') };
    const fake = (name: string) => ({ name, file, result: { state: 'fail' } }) as unknown as RunnerTestCase;
    const [first, second] = [fake('first'), fake('second')];
    const endFirst = beginTest(first);
    const endSecond = beginTest(second);
    const context = await browser.newContext();
    claimContext(context, first);
    await (await context.newPage()).setContent('<p>first</p>');
    await endSecond();
    const secondDir = evidenceDir(file.filepath, ['second']);
    const firstDir = evidenceDir(file.filepath, ['first']);
    try {
      expect(existsSync(secondDir)).toBe(false);
      await context.close();
      expect(readdirSync(firstDir).sort()).toEqual([
        expect.stringMatching(/^context-\d+-page-1\.png$/),
        expect.stringMatching(/^context-\d+-trace\.zip$/),
      ]);
    } finally {
      await endFirst();
      rmSync(join(ARTIFACTS_DIR, 'concurrent.e2e.ts'), { recursive: true, force: true });
    }
  });

  it('saves a screenshot of each open page and the trace of what the context did', async () => {
    const context = await browser.newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.setContent('<button>Play</button>');
    await first.getByRole('button', { name: 'Play' }).click();
    await second.setContent('<p>second</p>');
    await saveEvidence(context, dir);
    await context.close();
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      expect.stringMatching(/^context-\d+-page-1\.png$/),
      expect.stringMatching(/^context-\d+-page-2\.png$/),
      expect.stringMatching(/^context-\d+-trace\.zip$/),
    ]);
    for (const file of files) expect(statSync(join(dir, file)).size).toBeGreaterThan(0);
  });
});
