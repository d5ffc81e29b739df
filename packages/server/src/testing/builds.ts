// A site build and an embed build for a test server: each an `index.html` in a folder of its own,
// named to the server through SITE_DIST and EMBED_DIST.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface AppBuilds {
  env: { SITE_DIST: string; EMBED_DIST: string };
  remove(): void;
}

export function writeAppBuilds(html: { site: string; embed: string }): AppBuilds {
  const dir = mkdtempSync(join(tmpdir(), 'reel-builds-'));
  const env = { SITE_DIST: join(dir, 'site'), EMBED_DIST: join(dir, 'embed') };
  mkdirSync(env.SITE_DIST);
  mkdirSync(env.EMBED_DIST);
  writeFileSync(join(env.SITE_DIST, 'index.html'), html.site);
  writeFileSync(join(env.EMBED_DIST, 'index.html'), html.embed);
  return { env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
