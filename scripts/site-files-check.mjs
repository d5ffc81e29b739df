#!/usr/bin/env node
// Checks a built site's root files: index.html names the web manifest, the favicons and the theme
// colour; the manifest has what browsers need to install the site (name, short_name, start_url,
// display, colours, a 192 px and a 512 px PNG icon); every file named exists, and each PNG icon is
// the size it is declared to be. Run after the site's build:
//   node scripts/site-files-check.mjs [dist folder, default site/dist]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REQUIRED_ICON_SIZES = ['192x192', '512x512'];
const PNG_SIGNATURE = '89504e470d0a1a0a';

const attr = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const linksOf = (html, rel) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'rel') === rel)
    .map((tag) => attr(tag, 'href'));

/** Width × height of a PNG, or null when the bytes are not one. */
function pngSize(bytes) {
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return null;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** What is wrong with the site files in `dir` (empty when nothing is). */
export function checkSiteFiles(dir) {
  const problems = [];
  const file = (href) => join(dir, href.replace(/^\//, ''));
  const present = (href, what) => {
    const ok = typeof href === 'string' && href.startsWith('/') && existsSync(file(href));
    if (!ok) problems.push(`${what} ${href ?? '(none)'} is missing`);
    return ok;
  };
  if (!existsSync(join(dir, 'index.html'))) return [`${dir}/index.html is missing`];
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  if (!/<meta name="theme-color" content="#[0-9a-f]{6}"/i.test(html)) problems.push('index.html has no theme-color');
  const icons = linksOf(html, 'icon');
  if (icons.length === 0) problems.push('index.html names no icon');
  for (const href of icons) present(href, 'icon');
  if (!icons.includes('/favicon.ico')) problems.push('index.html does not name /favicon.ico');
  const [manifestHref] = linksOf(html, 'manifest');
  if (!present(manifestHref, 'manifest')) return problems;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file(manifestHref), 'utf8'));
  } catch (err) {
    return [...problems, `manifest is not JSON: ${err.message}`];
  }
  for (const key of ['name', 'short_name', 'start_url', 'display', 'background_color', 'theme_color']) {
    if (typeof manifest[key] !== 'string' || !manifest[key]) problems.push(`manifest has no ${key}`);
  }
  const sizes = [];
  for (const icon of manifest.icons ?? []) {
    if (!present(icon.src, 'manifest icon') || icon.type !== 'image/png') continue;
    const actual = pngSize(readFileSync(file(icon.src)));
    if (actual !== icon.sizes) problems.push(`manifest icon ${icon.src} is ${actual ?? 'not a PNG'}, declared ${icon.sizes}`);
    else sizes.push(actual);
  }
  for (const size of REQUIRED_ICON_SIZES) if (!sizes.includes(size)) problems.push(`manifest has no ${size} PNG icon`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(ROOT, 'site', 'dist');
  const problems = checkSiteFiles(dir);
  for (const p of problems) console.error(`[site files] ${p}`);
  if (problems.length) process.exit(1);
  console.log(`[site files] ${dir}: manifest, icons and head links in place`);
}
