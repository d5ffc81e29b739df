// The test run lends the stories what only it can do from outside their frame: resize the window
// (a story that shows a width-dependent layout tries the next width), and the browser's own keys
// and mouse, which the browser trusts as a visitor's. See src/checks/page.ts.
import { page, userEvent } from 'vitest/browser';

globalThis.reelTestRunInput = {
  resize: (width, height) => page.viewport(width, height),
  press: (keys) => userEvent.keyboard(keys),
  clickAt: (x, y) => userEvent.click(document.documentElement, { position: { x, y }, force: true }),
};
