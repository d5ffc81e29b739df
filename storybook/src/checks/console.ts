// Every story renders without an error on the console: each console.error a story makes is kept,
// and after its play function the story fails on any it did not name in its `consoleErrors`
// parameter (the start of each error it causes on purpose; each of them must appear).
import { expect } from 'storybook/test';

let seen: string[] = [];

const line = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');

/** Starts a story's watch; the returned function ends it. */
export function watchConsole(): () => void {
  seen = [];
  const original = console.error;
  const onError = (e: ErrorEvent) => seen.push(`page error: ${e.message}`);
  const onRejection = (e: PromiseRejectionEvent) => seen.push(`unhandled rejection: ${line([e.reason])}`);
  console.error = (...args: unknown[]) => {
    seen.push(line(args));
    original.apply(console, args);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    console.error = original;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The story's console errors are exactly the `expected` ones (each named by its start). */
export function expectConsole(expected: readonly string[] = []): void {
  for (const start of expected)
    expect(
      seen.some((e) => e.startsWith(start)),
      `expected a console error starting ${start}`,
    ).toBe(true);
  expect(seen.filter((e) => !expected.some((start) => e.startsWith(start)))).toEqual([]);
}
