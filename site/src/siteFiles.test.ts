// The head links, web manifest and icons: the build copies site/public beside index.html, so the
// same check runs here on the sources laid out as the build lays them out, and after the build on
// site/dist (node scripts/site-files-check.mjs).
// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSiteFiles } from '../../scripts/site-files-check.mjs';

const SITE = join(__dirname, '..');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** site/public and site/index.html in one folder, as in site/dist. */
function asBuilt(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reel-site-files-'));
  dirs.push(dir);
  cpSync(join(SITE, 'public'), dir, { recursive: true });
  cpSync(join(SITE, 'index.html'), join(dir, 'index.html'));
  return dir;
}

describe('the site root files', () => {
  it('are named by the index, complete, and each icon the size the manifest declares', () => {
    expect(checkSiteFiles(asBuilt())).toEqual([]);
  });

  it('are found wanting when an icon is missing, mis-sized, or the manifest is not linked', () => {
    const dir = asBuilt();
    cpSync(join(dir, 'icon-192.png'), join(dir, 'icon-512.png'));
    rmSync(join(dir, 'favicon.ico'));
    expect(checkSiteFiles(dir)).toEqual([
      'icon /favicon.ico is missing',
      'manifest icon /icon-512.png is 192x192, declared 512x512',
      'manifest has no 512x512 PNG icon',
    ]);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Reel</title>');
    expect(checkSiteFiles(dir)).toEqual(
      expect.arrayContaining(['index.html has no theme-color', 'index.html names no icon', 'manifest (none) is missing']),
    );
  });
});
