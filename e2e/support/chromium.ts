// The Chromium every browser test runs: Debian's, with the switches a headless test run needs. The
// browser suites (browser.ts) and Storybook's story run (storybook/vitest.config.ts) both launch it.

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];
