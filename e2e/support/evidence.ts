// Evidence of a failed browser test, so a red run can be read without rerunning it: a screenshot of
// each open page and a Playwright trace of each browser context, under
// e2e/.artifacts/<test file>/<test name>/. Every context of a watched browser records a trace from
// the moment it opens; each test ends its chunk, written out when the test failed, dropped otherwise.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import type { RunnerTestCase } from 'vitest';

export const ARTIFACTS_DIR = fileURLToPath(new URL('../.artifacts/', import.meta.url));

/** A test name longer than this is cut in its folder name; the file system caps a name at 255 bytes. */
export const MAX_DIR_NAME_CHARS = 120;

/** A page that does not answer a screenshot within this is skipped; its trace still records it. */
export const SCREENSHOT_TIMEOUT_MS = 5_000;

// The actions, console and network, without DOM snapshots or a screencast: the screenshots show where
// the test stopped. Snapshotting the DOM at every action cost the browser suites about 16% of their
// CPU (the axe and advert files: 524 CPU-s and 269 s with them, 439 CPU-s and 228 s without), and
// encoding frames would compete with Chromium's software video decoding for the two cores.
const TRACE_OPTIONS = { snapshots: false, screenshots: false, sources: false };

interface RunningTest {
  task: RunnerTestCase;
  dir: string;
}

interface Watched {
  id: number;
  /** Whether the test using this context will fail once it is closed, e.g. its console logged errors. */
  willFail: () => boolean;
  /** Whether a trace chunk is open: saving ends it, and the next test opens another. */
  recording: boolean;
  /** The test whose evidence this context is; none for a context the file's tests share. */
  owner?: RunningTest;
}

const watched = new Map<BrowserContext, Watched>();
let contextsOpened = 0;
/** The tests running now: one, or several in a file whose tests run concurrently. */
const running = new Map<RunnerTestCase, RunningTest>();

/** The only running test, when one runs alone: a context it opens is its evidence. */
function soleRunningTest(): RunningTest | undefined {
  return running.size === 1 ? [...running.values()][0] : undefined;
}

/** The folder for one test's evidence: the file's name, then the describe blocks and test joined. */
export function evidenceDir(testFile: string, names: readonly string[]): string {
  const name = names
    .join(' - ')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, MAX_DIR_NAME_CHARS);
  return join(ARTIFACTS_DIR, basename(testFile), name);
}

function namesOf(task: RunnerTestCase): string[] {
  const names = [task.name];
  for (let suite = task.suite; suite && suite !== task.file; suite = suite.suite) names.unshift(suite.name);
  return names;
}

/** Saves a screenshot of each of the context's pages and its trace chunk into `dir`. */
export async function saveEvidence(context: BrowserContext, dir: string): Promise<void> {
  const entry = watched.get(context);
  mkdirSync(dir, { recursive: true });
  for (const [i, page] of context.pages().entries()) {
    const path = join(dir, `context-${entry?.id ?? 0}-page-${i + 1}.png`);
    await page.screenshot({ path, timeout: SCREENSHOT_TIMEOUT_MS }).catch((err: Error) => {
      console.error(`no screenshot of ${page.url()}: ${err.message}`);
    });
  }
  if (!entry?.recording) return;
  entry.recording = false;
  await context.tracing.stopChunk({ path: join(dir, `context-${entry.id}-trace.zip`) });
}

// A context closed during a test keeps its evidence unless the test has passed already: a close in
// the test body (a `finally`) runs before the error reaches the runner, so it is saved then and
// dropped at the end if the test passes.
function closingNeedsEvidence(context: BrowserContext, test: RunningTest): boolean {
  const state = test.task.result?.state;
  return state === 'fail' || state === 'run' || (watched.get(context)?.willFail() ?? false);
}

async function beforeClose(context: BrowserContext): Promise<void> {
  const entry = watched.get(context);
  if (!entry) return;
  const test = entry.owner ?? soleRunningTest();
  if (test && closingNeedsEvidence(context, test)) await saveEvidence(context, test.dir).catch(reportUnsaved);
  watched.delete(context);
}

function reportUnsaved(err: Error): void {
  console.error(`failure evidence not saved: ${err.message}`);
}

async function watchContext(context: BrowserContext): Promise<void> {
  await context.tracing.start(TRACE_OPTIONS);
  contextsOpened += 1;
  watched.set(context, { id: contextsOpened, willFail: () => false, recording: true, owner: soleRunningTest() });
  context.on('close', () => watched.delete(context));
  const close = context.close.bind(context);
  context.close = async (options) => {
    await beforeClose(context);
    return close(options);
  };
}

/** Records a trace of every context the browser opens and keeps it when a test fails. */
export function watchBrowser(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContext(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async (options) => {
    for (const context of browser.contexts()) await beforeClose(context);
    return close(options);
  };
  return browser;
}

/** The test using `context` will fail when `willFail` holds at its close (the console is checked after). */
export function failsWhen(context: BrowserContext, willFail: () => boolean): void {
  const entry = watched.get(context);
  if (entry) entry.willFail = willFail;
}

/**
 * Makes `context` the evidence of `task` alone. Where a file's tests run concurrently, a context
 * opened while several run belongs to none of them until a test claims it this way.
 */
export function claimContext(context: BrowserContext, task: RunnerTestCase): void {
  const entry = watched.get(context);
  const test = running.get(task);
  if (entry && test) entry.owner = test;
}

/** Starts a test: clears evidence of an earlier run of it and returns what ends it. */
export function beginTest(task: RunnerTestCase): () => Promise<void> {
  const test: RunningTest = { task, dir: evidenceDir(task.file.filepath, namesOf(task)) };
  rmSync(test.dir, { recursive: true, force: true });
  running.set(task, test);
  return () => endTest(test);
}

async function endTest(test: RunningTest): Promise<void> {
  running.delete(test.task);
  const failed = test.task.result?.state === 'fail';
  // Contexts that outlive the test (opened in beforeAll) start a fresh chunk for the next one; a
  // context another running test owns is that test's evidence and is left alone.
  for (const [context, entry] of watched) {
    if (entry.owner && entry.owner !== test) continue;
    entry.owner = undefined;
    if (failed) await saveEvidence(context, test.dir).catch(reportUnsaved);
    else if (entry.recording) await context.tracing.stopChunk().catch(reportUnsaved);
    entry.recording = false;
    await context.tracing.startChunk().then(() => (entry.recording = true), reportUnsaved);
  }
  if (!failed) {
    rmSync(test.dir, { recursive: true, force: true });
    return;
  }
  if (!existsSync(test.dir)) return;
  const where = relative(process.cwd(), test.dir) || test.dir;
  console.error(`Failure evidence (page screenshots; traces open with \`npx playwright show-trace <zip>\`): ${where}`);
}
