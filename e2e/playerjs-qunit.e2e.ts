// player.js's own QUnit suite (test/test.js) run in Chromium against two embeds on a second origin.
// Its steps wait fixed times and then read the player (the time a second after a seek), so it runs
// with the wall-clock files; the rest of the player.js tests are playerjs.e2e.ts.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { embedClips } from './fixtures/embed/clips';
import { ASSERTIONS_PER_FRAME, QUNIT_PAGE, qunitResult, qunitSuite } from './fixtures/embed/qunit';
import { launchChromium, openPage } from './support/browser';
import { withoutAdvert } from './support/noAdvert';
import { PLAYERJS_DIST, script, serveThirdParty, type ThirdPartySite } from './support/thirdParty';

const QUNIT_TIMEOUT_MS = 90_000;

describe("player.js's own suite on a third-party page", () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let site: ThirdPartySite;

  beforeAll(async () => {
    browser = await launchChromium();
    const clips = await embedClips(baseUrl);
    expect(clips.length).toBeGreaterThanOrEqual(2);
    const embed = (id: number) => `${baseUrl}/embed/${id}/`;
    site = await serveThirdParty({
      '/player.js': script(readFileSync(PLAYERJS_DIST)),
      ...qunitSuite([embed(clips[0]), `${embed(clips[1])}?title=0`]),
    });
  });
  afterAll(async () => {
    await site?.close();
    await browser?.close();
  });

  it(
    "passes player.js's own QUnit suite (test/test.js), run in Chromium against two embeds",
    async () => {
      const { page, errors, warnings } = await openPage(browser, site.origin);
      // player.js's suite drives the video itself and times its steps; an advert first is not its subject.
      await withoutAdvert(page.context());
      const started = Date.now();
      await page.goto(QUNIT_PAGE);
      const expected = 2 * ASSERTIONS_PER_FRAME;
      const result = await qunitResult(page, expected, QUNIT_TIMEOUT_MS);
      console.log(`[qunit] ${result.summary.replace(/\s+/g, ' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      await page.context().close();
      expect(result.failures).toEqual([]);
      expect(result.failed).toBe(0);
      expect(result.total).toBe(expected);
      expect(result.passed).toBe(expected);
      expect(errors).toEqual([]);
      expect(warnings).toEqual([]);
    },
    QUNIT_TIMEOUT_MS + 30_000,
  );
});
