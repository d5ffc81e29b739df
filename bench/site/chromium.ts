// The Chromium the site's Lighthouse benchmark drives: Debian's, or Playwright's where that is
// absent, started with a DevTools port of its own choosing, and the age gate passed in its cookie jar.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIR } from '../harness.js';

const REPO = join(BENCH_DIR, '..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Chromium prints its DevTools address within a second or two; a cold start on a loaded machine is slower. */
const CHROMIUM_START_TIMEOUT_MS = 30_000;
/** The visitor has passed the age gate (`_agev=1`): otherwise its modal is the first paint of every page. */
export const AGE_GATE_COOKIE = { name: '_agev', value: '1' };

export function chromiumPath(): string {
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  // playwright-core lives in e2e/, the only package that depends on it.
  const require = createRequire(join(REPO, 'e2e', 'package.json'));
  const { chromium } = require('playwright-core') as { chromium: { executablePath(): string } };
  return chromium.executablePath();
}

export interface Browser {
  port: number;
  close(): Promise<void>;
}

/** Chromium with a DevTools port of its choosing, read from the address it prints on stderr. */
export async function launchChromium(userDataDir: string): Promise<Browser> {
  const child: ChildProcess = spawn(
    chromiumPath(),
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // An interrupted run must not leave a headless browser behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const close = () =>
    new Promise<void>((resolve) => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium printed no DevTools address within ${CHROMIUM_START_TIMEOUT_MS} ms:\n${err}`)),
      CHROMIUM_START_TIMEOUT_MS,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${err}`));
    });
  }).catch(async (e: unknown) => {
    await close();
    throw e;
  });
  return { port, close };
}

/** The slice of puppeteer-core used here: Lighthouse's own copy, reached through its resolution. */
interface Puppeteer {
  connect(opts: { browserURL: string }): Promise<{
    newPage(): Promise<{ setCookie(...cookies: { name: string; value: string; url: string }[]): Promise<void>; close(): Promise<void> }>;
    disconnect(): Promise<void>;
  }>;
}

/** Sets the age-gate cookie in the browser's cookie jar. The gate reads it from document.cookie, which
 * a request header (Lighthouse's extraHeaders) never reaches; Lighthouse's storage reset between
 * runs leaves cookies alone, so every run starts past the gate. */
export async function passAgeGate(port: number, base: string): Promise<void> {
  // pnpm links lighthouse into node_modules; its own dependencies sit beside its real folder.
  const lighthouseRequire = createRequire(realpathSync(join(REPO, 'node_modules', 'lighthouse', 'package.json')));
  const mod = (await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href)) as { default?: Puppeteer } & Puppeteer;
  const puppeteer = mod.default ?? mod;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.setCookie({ ...AGE_GATE_COOKIE, url: base });
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
