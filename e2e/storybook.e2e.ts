// Storybook's static build in Chromium: every story listed in its index.json opens on its own
// (iframe.html, as Storybook's manager shows it) from a plain static server, renders without an
// error on the console, and reaches what it claims (support/storybookChecks.ts). The build comes
// from `npm test`'s build step; this file does not make it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayerStatus } from '../storybook/src/player/status';
import { launchChromium } from './support/browser';
import { STORY_CHECKS, type StoryPage } from './support/storybookChecks';
import { serveStatic, type StaticServer } from './support/storybookServer';

const REPO = resolve(fileURLToPath(import.meta.url), '..', '..');
const BUILD = join(REPO, 'storybook', 'storybook-static');
const BUILD_HINT = 'build it with `node_modules/.bin/pnpm --filter @reel/storybook build` (npm test does this in its build step)';
/** Longest a player story may take to set up and run its scenario (hls.js, software decoding). */
const SCENARIO_TIMEOUT_MS = 30_000;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
}

function storyIds(): string[] | null {
  const file = join(BUILD, 'index.json');
  if (!existsSync(file) || !existsSync(join(BUILD, 'iframe.html'))) return null;
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map((e) => e.id);
}

/** Every story rendered, and every player story's own steps finished (done or failed). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('#storybook-root > *') !== null || document.body.classList.contains('sb-show-errordisplay'),
  );
  const failure = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'error') : '',
  );
  expect(failure, 'Storybook could not render the story').toBe('');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid=player-status]')].every(
        (el) => !el.getAttribute('data-status')?.includes('"step":"running"'),
      ),
    null,
    { timeout: SCENARIO_TIMEOUT_MS },
  );
}

const ids = storyIds();

describe('Storybook', () => {
  if (ids === null) {
    it('has a static build', () => {
      throw new Error(`${BUILD} has no index.json and iframe.html: ${BUILD_HINT}`);
    });
    return;
  }

  let server: StaticServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([serveStatic(BUILD), launchChromium()]);
    // One context for all stories: the stories' service worker is installed once and kept.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('checks every story it builds, and builds every story it checks', () => {
    expect([...ids].sort()).toEqual(Object.keys(STORY_CHECKS).sort());
  });

  for (const id of ids) {
    it(id, async () => {
      const check = STORY_CHECKS[id];
      if (!check) throw new Error(`story ${id} has no check in e2e/support/storybookChecks.ts`);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(`${msg.text()} (${msg.location().url})`));
      page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
      const firstRequest = server.requests.length;
      const story: StoryPage = {
        page,
        requests: () => server.requests.slice(firstRequest).map((r) => decodeURI(r)),
        statuses: () =>
          page
            .locator('[data-testid=player-status]')
            .evaluateAll((els) => els.map((el) => JSON.parse(el.getAttribute('data-status') ?? '{}') as PlayerStatus)),
      };
      try {
        await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
        await settled(page);
        await check.run(story);
        const expected = check.consoleErrors ?? [];
        for (const pattern of expected)
          expect(
            errors.some((e) => pattern.test(e)),
            `expected a console error matching ${pattern}`,
          ).toBe(true);
        expect(errors.filter((e) => !expected.some((pattern) => pattern.test(e)))).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
