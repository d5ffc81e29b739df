// The public API is what docs/player.md lists under "Public API": the list, the checked-in API report
// (which `npm run api:report` holds to the code) and the module's own exports must name the same set.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as publicApi from './index.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Every `name` written in backquotes in the "## Public API" section of docs/player.md. */
function documentedNames(): string[] {
  const doc = read('../../../docs/player.md');
  const start = doc.indexOf('\n## Public API\n');
  const end = doc.indexOf('\n## ', start + 1);
  if (start < 0) throw new Error('docs/player.md has no "## Public API" section');
  const section = doc.slice(start, end);
  // Prose and code blocks may hold other words: the list is the section's bullet points.
  const bullets = section.split('\n```')[0];
  return [...bullets.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((m) => m[1]);
}

/** Every name the API report (api/player.api.md) says the package exports. */
function reportedNames(): string[] {
  const report = read('../api/player.api.md');
  return [...report.matchAll(/^export (?:declare )?(?:const|function|interface|type|class|enum) ([\w$]+)/gm)].map((m) => m[1]);
}

describe('the public API', () => {
  it('is exactly the list in docs/player.md, as the API report records it', () => {
    const documented = documentedNames();
    expect(new Set(documented).size).toBe(documented.length);
    expect([...documented].sort()).toEqual([...new Set(reportedNames())].sort());
  });

  it('exports at run time every documented value, and nothing that is not documented', () => {
    const documented = new Set(documentedNames());
    const values = Object.keys(publicApi);
    expect(values.filter((name) => !documented.has(name))).toEqual([]);
    expect(values).toEqual(expect.arrayContaining(['createPlayer', 'AUTO_QUALITY', 'PLAYER_CSS', 'injectStyles', 'usesHls']));
  });

  it('keeps the internals inside the package', () => {
    for (const internal of [
      'easeOutCubic',
      'inertiaPosition',
      'createCarouselScroller',
      'reduce',
      'nextPending',
      'findCue',
      'findTag',
      'VR_LAT_SEGMENTS',
      'planSetup',
      'loadAdEngine',
    ])
      expect(publicApi, internal).not.toHaveProperty(internal);
  });
});
