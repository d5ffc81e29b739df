// What the app shell's browser files share: the viewports they draw the shell at, and one Chromium
// per file whose pages a test opens as it needs them, each closed after the test with its console
// checked free of errors and warnings.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium, openPage, type OpenPageOptions, type WatchedPage } from './browser';

export const WIDE = { width: 1600, height: 900 };
export const NARROW = { width: 375, height: 740 };
/** A laptop: under the 1565 px of the full header. */
export const LAPTOP = { width: 1280, height: 800 };

export interface ShellPages {
  baseUrl: string;
  /** A fresh page, wide unless `options` say otherwise, closed and checked after the test. */
  open(options?: OpenPageOptions): Promise<Page>;
  /** The value of the page's cookie `name`, if it has one. */
  cookie(page: Page, name: string): Promise<string | undefined>;
  /** The running test's pages with their console lines, in the order it opened them. */
  opened: WatchedPage[];
}

/** Starts the file's Chromium and closes each test's pages after it; call in the file's describe. */
export function useShellPages(): ShellPages {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const opened: WatchedPage[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    for (const w of opened.splice(0)) {
      await w.page.context().close();
      expect(w.errors).toEqual([]);
      expect(w.warnings).toEqual([]);
    }
  });

  return {
    baseUrl,
    opened,
    async open(options = {}) {
      const w = await openPage(browser, baseUrl, { viewport: WIDE, ...options });
      opened.push(w);
      return w.page;
    },
    cookie: async (page, name) => (await page.context().cookies()).find((c) => c.name === name)?.value,
  };
}
