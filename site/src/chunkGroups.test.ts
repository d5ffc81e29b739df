// The site's chunk groups on a small module graph of the site's shape: what each page loads together
// lands in one chunk, and what a package's index merely re-exports is left to the bundler.
import { describe, expect, it } from 'vitest';
import { CHUNK_ROOTS, groupModules, type ModuleGraph } from '../chunkGroups';

const ROOT = '/repo/site';
const at = (path: string) => `${ROOT}/${path}`;
const API_INDEX = '/repo/packages/api/src/index.ts';
const API_ENTRY = '/repo/packages/api/src/entries/endpoints.ts';
const API_TABLE = '/repo/packages/api/src/endpoints/index.ts';
const PLAYER_INDEX = '/repo/packages/player/src/index.ts';

/** module → [static imports, dynamic imports] */
const EDGES: Record<string, [string[], string[]]> = {
  [at(CHUNK_ROOTS.entry)]: [[at('src/router.tsx'), API_INDEX], []],
  [at('src/router.tsx')]: [
    [at('src/shell/Header.tsx')],
    [at(CHUNK_ROOTS.home), at(CHUNK_ROOTS.watch), at('src/routes/Entry.tsx'), at('src/shell/Footer.tsx')],
  ],
  [at('src/shell/Header.tsx')]: [[API_INDEX, API_ENTRY], []],
  [API_ENTRY]: [['/repo/packages/api/src/client.ts', API_TABLE], []],
  '/repo/packages/api/src/client.ts': [[], []],
  [API_TABLE]: [[], []],
  [API_INDEX]: [['/repo/packages/api/src/paths.ts', '/repo/packages/api/src/endpoints.ts'], []],
  '/repo/packages/api/src/paths.ts': [[], []],
  '/repo/packages/api/src/endpoints.ts': [[], []],
  [at(CHUNK_ROOTS.home)]: [[at('src/lists/VideoGrid.tsx')], []],
  [at('src/lists/VideoGrid.tsx')]: [[at('src/lists/VideoCard.tsx'), API_INDEX], []],
  [at('src/lists/VideoCard.tsx')]: [[], []],
  [at(CHUNK_ROOTS.watch)]: [[at('src/watch/WatchPage.tsx')], []],
  [at('src/watch/WatchPage.tsx')]: [[at('src/lists/VideoGrid.tsx'), at('src/social/ReportButton.tsx'), PLAYER_INDEX, API_INDEX], []],
  [at('src/social/ReportButton.tsx')]: [[], []],
  [PLAYER_INDEX]: [['/repo/packages/player/src/core.ts'], ['/repo/packages/player/src/extras.ts']],
  '/repo/packages/player/src/core.ts': [[], []],
  '/repo/packages/player/src/extras.ts': [['/repo/packages/player/src/core.ts'], []],
  [at('src/routes/Entry.tsx')]: [[at('src/social/ReportButton.tsx'), at('src/lists/VideoGrid.tsx')], []],
  [at('src/shell/Footer.tsx')]: [[at('src/shell/Header.tsx')], []],
};

const graph: ModuleGraph = {
  getModuleInfo: (id) => (EDGES[id] ? { importedIds: EDGES[id][0], dynamicallyImportedIds: EDGES[id][1] } : null),
};

describe("the site's chunk groups", () => {
  const groups = groupModules(graph, ROOT);
  const of = (id: string) => groups.get(id) ?? null;

  it("puts the entry's static imports in one chunk, leaving the entry module its own", () => {
    expect([of(at('src/router.tsx')), of(at('src/shell/Header.tsx'))]).toEqual(['boot', 'boot']);
    expect(of(at(CHUNK_ROOTS.entry))).toBeNull();
  });

  it("puts what the home route imports in one chunk, without the route's own module", () => {
    expect([of(at('src/lists/VideoGrid.tsx')), of(at('src/lists/VideoCard.tsx'))]).toEqual(['lists', 'lists']);
    expect(of(at(CHUNK_ROOTS.home))).toBeNull();
  });

  it('splits what the watch route imports into what other site pages share and what it alone uses', () => {
    expect(of(at('src/social/ReportButton.tsx'))).toBe('watch-shared');
    expect(of(at('src/watch/WatchPage.tsx'))).toBe('watch');
    // The player's lazy parts do not make a module shared: it stays with the watch page.
    expect(of('/repo/packages/player/src/core.ts')).toBe('watch');
    expect(of(at(CHUNK_ROOTS.watch))).toBeNull();
  });

  it("leaves to the bundler what is reached only through the API package's index", () => {
    for (const id of [API_INDEX, '/repo/packages/api/src/paths.ts', '/repo/packages/api/src/endpoints.ts']) expect(of(id)).toBeNull();
  });

  it("leaves to the bundler what is reached only through one of the API package's entries", () => {
    for (const id of [API_ENTRY, '/repo/packages/api/src/client.ts', API_TABLE]) expect(of(id)).toBeNull();
  });
});
