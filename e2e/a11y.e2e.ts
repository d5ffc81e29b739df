// Accessibility in a real Chromium against the real server: axe on the main pages and the open
// overlays at a wide and a narrow width, and keyboard access to every visible control.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, type OpenPageOptions, type WatchedPage } from './support/browser';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 740 },
];
/** Tab presses allowed beyond the number of controls: the player and the browser chrome take a few. */
const TAB_SLACK = 40;

interface Found {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface ListedVideo {
  video_id: number;
  dir: string;
  title: string;
  vr: string;
  status_id: number;
}

async function api<T>(baseUrl: string, path: string): Promise<T> {
  const res = await fetch(baseUrl + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Serious and critical axe violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Found[]> {
  // Evaluated by the browser's debugging protocol rather than added as an inline <script>: the
  // pages' Content-Security-Policy rightly refuses inline scripts it has no hash for.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  }, AXE_TAGS);
}

function describeViolations(found: Found[]): string {
  return found.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.targets.join('\n    ')}`).join('\n');
}

interface Scene {
  name: string;
  options?: OpenPageOptions;
  /** Brings the page to the state checked: navigated, loaded, overlay open. */
  show: (page: Page) => Promise<void>;
  /** Widths the scene exists at (the slide-out menu only on a narrow screen). */
  widths?: number[];
}

describe('accessibility', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  const opened: WatchedPage[] = [];
  let watchPath = '';
  let searchWord = '';
  let modelPath = '';
  let categoryPath = '';

  async function open(viewport: { width: number; height: number }, options: OpenPageOptions = {}): Promise<Page> {
    const w = await openPage(browser, baseUrl, { viewport, ...options });
    opened.push(w);
    return w.page;
  }

  beforeAll(async () => {
    browser = await launchChromium();
    const { videos } = await api<{ videos: ListedVideo[] }>(baseUrl, '/api/json/videos2/86400/str/latest-updates/24/all..1.all...json');
    // A flat video: the VR renderer's software WebGL in Chromium is not what is checked here.
    const flat = videos.find((v) => !v.vr && v.status_id !== 5);
    if (!flat) throw new Error('the seeded catalogue has no flat video');
    watchPath = `/video/${flat.video_id}/${flat.dir}/`;
    searchWord = flat.title.split(' ').find((part) => part.length >= 4) ?? flat.title;
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    for (const w of opened.splice(0)) await w.page.context().close();
  });

  /** The address of the first tile's link on a list of tiles. */
  async function firstTile(page: Page, listPath: string): Promise<string> {
    await page.goto(listPath);
    const link = page.locator('.tiles .tile__title a').first();
    await link.waitFor();
    return new URL((await link.getAttribute('href')) ?? '', baseUrl).pathname;
  }

  async function home(page: Page): Promise<void> {
    await page.goto('/');
    await page.locator('.grid .card').first().waitFor();
  }

  const scenes: Scene[] = [
    { name: 'home', show: home },
    {
      name: 'video list',
      show: async (page) => {
        await page.goto('/videos/latest-updates/1/');
        await page.locator('.grid .card').first().waitFor();
      },
    },
    {
      name: 'categories',
      show: async (page) => {
        await page.goto('/categories/');
        await page.locator('.tiles .tile').first().waitFor();
      },
    },
    {
      name: 'category',
      show: async (page) => {
        categoryPath ||= await firstTile(page, '/categories/');
        await page.goto(categoryPath);
        await page.locator('.grid .card').first().waitFor();
      },
    },
    {
      name: 'watch',
      show: async (page) => {
        await page.goto(watchPath);
        await page.locator('.watch-player .reel-player video').waitFor({ state: 'attached' });
        await page.locator('h1.watch__title').waitFor();
      },
    },
    {
      name: 'search results',
      show: async (page) => {
        await page.goto(`/search/1/?s=${encodeURIComponent(searchWord)}`);
        await page.locator('.grid .card').first().waitFor();
      },
    },
    {
      name: 'pornstars',
      show: async (page) => {
        await page.goto('/pornstars/alphabetaz/1/');
        await page.locator('.tiles .tile').first().waitFor();
      },
    },
    {
      name: 'model',
      show: async (page) => {
        modelPath ||= await firstTile(page, '/pornstars/count-videos/1/');
        await page.goto(modelPath);
        await page.locator('.grid .card').first().waitFor();
      },
    },
    {
      name: 'not found',
      show: async (page) => {
        await page.goto('/no/such/page/');
        await page.getByText('Oops! Content not found!').waitFor();
      },
    },
    {
      name: 'search overlay',
      show: async (page) => {
        await home(page);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.getByRole('dialog', { name: 'Search videos' }).locator('.search__chips li').first().waitFor();
      },
    },
    {
      name: 'mobile menu',
      widths: [375],
      show: async (page) => {
        await home(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).waitFor();
      },
    },
    {
      name: 'age gate',
      options: { ageGate: true },
      show: async (page) => {
        await page.goto('/');
        await page.getByRole('dialog', { name: 'This is an adult website' }).getByRole('button', { name: 'Accept and enter' }).waitFor();
      },
    },
    {
      name: 'login modal',
      show: async (page) => {
        await home(page);
        const login = page.getByRole('button', { name: 'Login' });
        // On a narrow screen the Login button lives in the slide-out menu.
        if ((await login.count()) === 0) await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Login' }).click();
        await page.getByRole('dialog', { name: 'Log in' }).getByLabel('Password').waitFor();
      },
    },
  ];

  // Each scene only reads its own page, so the scenes of both widths run side by side, each on a
  // page of its own that it closes itself.
  for (const size of WIDTHS) {
    describe.concurrent(`axe at ${size.width} px`, () => {
      for (const scene of scenes.filter((s) => !s.widths || s.widths.includes(size.width))) {
        it(`has no serious or critical violation: ${scene.name}`, async ({ task, expect }) => {
          const { page } = await openPage(browser, baseUrl, { viewport: size, ...scene.options, test: task });
          try {
            await scene.show(page);
            // Transitions finish first, so colours are measured as they end up.
            await page.waitForTimeout(400);
            const found = (await seriousViolations(page)).filter((v) => FAILING_IMPACTS.has(v.impact));
            expect(found, describeViolations(found)).toEqual([]);
          } finally {
            await page.context().close();
          }
        });
      }
    });
  }

  describe('keyboard', () => {
    interface Stop {
      key: string | null;
      tag: string;
      focusVisible: boolean;
      outline: string;
      boxShadow: string;
    }

    /** Marks every visible interactive control with a key and returns their descriptions. */
    function markControls(page: Page): Promise<{ key: string; what: string; inPlayer: boolean }[]> {
      return page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), video[controls]';
        const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
          if (el.closest('[inert], [aria-hidden="true"]')) return false;
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
        });
        return controls.map((el, i) => {
          el.dataset.a11yKey = String(i);
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          return {
            key: String(i),
            what: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${name}"`,
            inPlayer: el.closest('.reel-player') !== null,
          };
        });
      });
    }

    function focused(page: Page): Promise<Stop> {
      return page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const style = el ? getComputedStyle(el) : null;
        return {
          key: el?.dataset.a11yKey ?? null,
          tag: el?.tagName.toLowerCase() ?? '',
          focusVisible: el?.matches(':focus-visible') ?? false,
          outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
          boxShadow: style?.boxShadow ?? '',
        };
      });
    }

    /** Tabs from the top until every control has had focus (or the presses run out). */
    async function tabThrough(page: Page): Promise<{ missed: string[]; unseen: string[]; presses: number; playerControls: number }> {
      const controls = await markControls(page);
      expect(controls.length).toBeGreaterThan(0);
      const reached = new Set<string>();
      const unseen: string[] = [];
      let presses = 0;
      const limit = controls.length + TAB_SLACK;
      while (reached.size < controls.length && presses < limit) {
        await page.keyboard.press('Tab');
        presses++;
        const stop = await focused(page);
        if (stop.key === null || reached.has(stop.key)) continue;
        reached.add(stop.key);
        const what = controls[Number(stop.key)]?.what ?? stop.tag;
        const shown = stop.outline.split(' ')[0] !== 'none' && stop.outline.split(' ')[1] !== '0px';
        if (!stop.focusVisible || (!shown && stop.boxShadow === 'none'))
          unseen.push(`${what} (outline ${stop.outline}, box-shadow ${stop.boxShadow})`);
      }
      const missed = controls.filter((c) => !reached.has(c.key)).map((c) => c.what);
      return { missed, unseen, presses, playerControls: controls.filter((c) => c.inPlayer).length };
    }

    it('reaches every control of the home page with Tab, each with a visible focus', async () => {
      const page = await open(WIDTHS[0]);
      await home(page);
      await page.waitForLoadState('networkidle');
      const { missed, unseen } = await tabThrough(page);
      expect(missed, `not reached by Tab:\n${missed.join('\n')}`).toEqual([]);
      expect(unseen, `no visible focus:\n${unseen.join('\n')}`).toEqual([]);
    });

    it("reaches every control of the watch page, the player's too, with Tab, each with a visible focus", async () => {
      const page = await open(WIDTHS[0]);
      await page.goto(watchPath);
      await page.locator('.watch-player .reel-player video').waitFor({ state: 'attached' });
      await page.locator('h1.watch__title').waitFor();
      await page.waitForLoadState('networkidle');
      // The player puts its bars in a few tasks after its chunks load, which a busy machine can
      // leave for after the network is idle: the controls counted below must be there.
      await page.locator('.watch-player .reel-player .reel-bar').waitFor();
      // The player's controls show while the pointer is over it; Tab must reach them all the same.
      const { missed, unseen, playerControls } = await tabThrough(page);
      // Play, seek bar, volume, quality, fullscreen at least.
      expect(playerControls).toBeGreaterThanOrEqual(5);
      expect(missed, `not reached by Tab:\n${missed.join('\n')}`).toEqual([]);
      expect(unseen, `no visible focus:\n${unseen.join('\n')}`).toEqual([]);
    });
  });
});
