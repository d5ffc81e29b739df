// What the stories' play functions read from the page, the way a visitor meets it: texts,
// attributes, pictures that loaded, the requests the story made, and the window's width.
import { userEvent, waitFor } from 'storybook/test';

/** How long a play function waits for something the story is still bringing about. */
export const POLL = { timeout: 15_000, interval: 100 };

/** Polls `read` until `check` holds (or throws, the last failure being the story's failure). */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => void, timeout = POLL.timeout): Promise<void> {
  await waitFor(async () => check(await read()), { timeout, interval: POLL.interval });
}

export const all = <E extends Element = HTMLElement>(root: ParentNode, selector: string): E[] => [...root.querySelectorAll<E>(selector)];

export const texts = (root: ParentNode, selector: string): string[] => all(root, selector).map((el) => el.textContent ?? '');

export const attrs = (root: ParentNode, selector: string, name: string): (string | null)[] =>
  all(root, selector).map((el) => el.getAttribute(name));

/** Drawn and not hidden: what a visitor can see. */
export const isVisible = (el: Element | null): boolean =>
  el instanceof HTMLElement && el.checkVisibility() && el.getClientRects().length > 0;

export const imageLoaded = (img: HTMLImageElement | null): boolean => img !== null && img.complete && img.naturalWidth > 0;

/** Resource timing keeps this many entries; a story's media and hls.js segments stay well under it. */
const RESOURCE_ENTRIES = 2000;

/** Forgets the requests so far: called before each story renders (preview.ts). */
export function startRequestLog(): void {
  performance.setResourceTimingBufferSize(RESOURCE_ENTRIES);
  performance.clearResourceTimings();
}

/**
 * The paths (with their query) this page asked for since the story started, in order: fetches,
 * hls.js's requests, pictures and stylesheets. A <video>'s own requests are not among them: a
 * player story reads the addresses its <video> loaded from the status panel instead.
 */
export function requests(): string[] {
  return performance.getEntriesByType('resource').map((entry) => {
    const url = new URL(entry.name);
    return decodeURI(`${url.pathname}${url.search}`);
  });
}

export const cookie = (name: string): string => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`)) ?? '';

export const dropCookie = (name: string): void => void (document.cookie = `${name}=; path=/; max-age=0`);

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What the test run lends a story from outside its frame (.storybook/vitest.setup.ts): a window
 * resize, and the browser's own keyboard and mouse, whose events are trusted as a visitor's are
 * (the browser acts on them itself: Esc cancels a <dialog>).
 */
export interface TestRunInput {
  resize(width: number, height: number): Promise<void>;
  press(keys: string): Promise<void>;
  /** A click at a point of the window, in CSS pixels from its top left corner. */
  clickAt(x: number, y: number): Promise<void>;
}

declare global {
  var reelTestRunInput: TestRunInput | undefined;
}

/**
 * Resizes the story's window to `width` × `height` when the test run can (it owns the frame the
 * story runs in); in Storybook's own page a story cannot resize its frame, so it answers false and
 * the play function ends there.
 */
export async function resizeWindow(width: number, height: number): Promise<boolean> {
  const input = globalThis.reelTestRunInput;
  if (!input) return false;
  await input.resize(width, height);
  return true;
}

/** Presses `keys` (user-event's syntax, e.g. `{Escape}`): the browser's own keys in the test run. */
export async function press(keys: string): Promise<void> {
  const input = globalThis.reelTestRunInput;
  await (input ? input.press(keys) : userEvent.keyboard(keys));
}

/** Clicks the point (x, y) of the window: the mouse in the test run, else the element found there. */
export async function clickAt(x: number, y: number): Promise<void> {
  const input = globalThis.reelTestRunInput;
  if (input) return input.clickAt(x, y);
  const target = document.elementFromPoint(x, y);
  if (target) await userEvent.click(target);
}
