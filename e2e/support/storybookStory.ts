// What a story check gets and gives (storybookChecks.ts gathers the checks by story id).
import type { Locator, Page } from 'playwright-core';
import type { PlayerStatus } from '../../storybook/src/player/status';

export interface StoryPage {
  page: Page;
  /** Paths the static server was asked for since the story opened. */
  requests(): string[];
  /** The status of each player of the story, in page order. */
  statuses(): Promise<PlayerStatus[]>;
}

export interface StoryCheck {
  /** Console errors the story causes on purpose; each must appear, and nothing else may. */
  consoleErrors?: RegExp[];
  run(s: StoryPage): Promise<void>;
}

export const POLL = { timeout: 15_000, interval: 100 };

export const imageLoaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);
export const text = (s: StoryPage, selector: string) => s.page.locator(selector).allTextContents();
