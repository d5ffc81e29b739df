// Chromium for the tests: Debian's at /usr/bin/chromium, Playwright's own only where that is absent.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from './chromium';
import type { RunnerTestCase } from 'vitest';
import { claimContext, failsWhen, watchBrowser } from './evidence';

export { CHROMIUM_ARGS };

/** The same Chromium with nothing recorded: for measuring, where a trace's own work on each action
 * would be counted against the page. */
export async function launchUnwatchedChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    headless: true,
    executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A browser whose contexts record a trace, kept with page screenshots when a test fails; `extraArgs`
 * adds switches (a test's self-signed https server needs `--ignore-certificate-errors`). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return watchBrowser(await launchUnwatchedChromium(extraArgs));
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far; a test asserts this stays empty. */
  errors: string[];
  /** Console warnings (React and the router warn there about misuse); asserted empty too. */
  warnings: string[];
}

export interface OpenPageOptions {
  viewport?: { width: number; height: number };
  /** Leave the age gate to open: by default the visitor has already accepted it (`_agev=1`). */
  ageGate?: boolean;
  /** A phone: a touch screen (`pointer: coarse`) and the page's viewport meta honoured. */
  touch?: boolean;
  /** The test the page is for, named where a file's tests run concurrently: a failure keeps this page's evidence. */
  test?: RunnerTestCase;
}

/** A fresh page whose console errors and page errors are collected. */
export async function openPage(browser: Browser, baseURL: string, options: OpenPageOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.touch && { hasTouch: true, isMobile: true }),
  });
  if (options.test) claimContext(context, options.test);
  if (!options.ageGate) await context.addCookies([{ name: '_agev', value: '1', url: baseURL }]);
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (msg) => {
    const line = `${msg.text()} (${msg.location().url})`;
    if (msg.type() === 'error') errors.push(`console: ${line}`);
    if (msg.type() === 'warning') warnings.push(line);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  // The console is checked after the page closes; its evidence must be taken before.
  failsWhen(context, () => errors.length > 0 || warnings.length > 0);
  return { page, errors, warnings };
}

/** Plays the page's only <video> muted and resolves once it has played past `seconds`. */
export async function playPast(
  page: Page,
  seconds: number,
  selector = 'video',
): Promise<{ currentTime: number; videoWidth: number; src: string }> {
  const video = page.locator(selector);
  await video.waitFor({ state: 'attached' });
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true;
    return el.play();
  });
  await page.waitForFunction(
    ({ sel, s }) => {
      const el = document.querySelector<HTMLVideoElement>(sel);
      return el !== null && el.currentTime > s;
    },
    { sel: selector, s: seconds },
    { timeout: 20_000 },
  );
  return video.evaluate((el: HTMLVideoElement) => ({ currentTime: el.currentTime, videoWidth: el.videoWidth, src: el.currentSrc }));
}

/**
 * One browser for the file and a fresh watched page for each test, handed to `use`; after each
 * test the page's context closes and its console must have stayed free of errors and warnings.
 */
export function pagePerTest(baseURL: string, use: (w: WatchedPage) => void, options: OpenPageOptions = {}): void {
  let browser: Browser | undefined;
  let current: WatchedPage | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    current = await openPage(browser, baseURL, options);
    use(current);
  });
  afterEach(async () => {
    if (!current) return;
    await current.page.context().close();
    expect(current.errors).toEqual([]);
    expect(current.warnings).toEqual([]);
  });
}

/**
 * One browser for the file and, as the test's `w`, a fresh watched page of its own, for a file whose
 * tests run concurrently (`describe.concurrent`): each test has its page from its own context, not
 * from a variable of the file. After the test its context closes and its console must have stayed
 * free of errors and warnings.
 */
export function pageTest(baseURL: string, options: OpenPageOptions = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return it.extend<{ w: WatchedPage }>({
    w: async ({ task }, use) => {
      if (!browser) throw new Error('the browser did not start');
      const w = await openPage(browser, baseURL, { ...options, test: task });
      await use(w);
      await w.page.context().close();
      expect(w.errors).toEqual([]);
      expect(w.warnings).toEqual([]);
    },
  });
}
