// How the site's modules are put into chunks. Left to itself the bundler gives every set of modules
// shared by a different set of pages its own chunk: the watch page then named about 35 scripts,
// each one more request on the six connections a browser opens to the host, ahead of the video
// file. Here the chunks follow what a visitor loads together instead:
// - `boot`: everything the entry imports statically (every page loads it);
// - `lists`: what the home page's route imports besides the entry's (every list page needs most of
//   it; the home page loads exactly it, so its budget does not move);
// - `watch-shared`: what the watch page's route imports that other pages of the site import too
//   (their buttons, dialogs, the comment box); what only the watch page uses stays in its own chunk.
// The watch page thus loads five scripts, the home page three.
import { resolve } from 'node:path';

/** The part of the bundler's module graph the groups read (rolldown's ChunkingContext). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** The site modules whose closures decide the groups, relative to the site's root. */
export const CHUNK_ROOTS = { entry: 'src/main.tsx', home: 'src/routes/Home.tsx', watch: 'src/routes/Watch.tsx' } as const;

/**
 * A workspace package's index or one of @reel/api's entries (src/entries/), which re-export a part
 * of the package: importing one name from it imports every module it names, as far as the graph
 * says, while the bundler keeps only the ones used. Those modules are left to the bundler, which
 * knows which ones each page really uses.
 */
const BARREL = /[\\/]packages[\\/](?:(?:api|storage)[\\/]src[\\/]index|api[\\/]src[\\/]entries[\\/][\w-]+)\.ts$/;

/** `from` and every module it imports statically, each once, not looking past a package's index. */
export function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const todo = [from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id) || BARREL.test(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    todo.push(...info.importedIds);
  }
  return seen;
}

/** Every module imported dynamically anywhere below `from` (static or dynamic edges alike). */
function dynamicEntries(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const todo = [from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    todo.push(...info.importedIds, ...info.dynamicallyImportedIds);
    for (const d of info.dynamicallyImportedIds) found.add(d);
  }
  return found;
}

/** Each grouped module's group name; a module not in the map is left to the bundler. */
export function groupModules(graph: ModuleGraph, siteRoot: string): Map<string, string> {
  const at = (path: string) => resolve(siteRoot, path);
  const [entry, home, watch] = [at(CHUNK_ROOTS.entry), at(CHUNK_ROOTS.home), at(CHUNK_ROOTS.watch)];
  const groups = new Map<string, string>();
  const boot = staticClosure(graph, entry);
  // The entry's own module stays the entry chunk's (index.html and the build manifest name it).
  for (const id of boot) if (id !== entry) groups.set(id, 'boot');
  for (const id of staticClosure(graph, home)) if (id !== home && !groups.has(id)) groups.set(id, 'lists');
  // What other parts of the site import too: the closures of the site's own lazy modules. The
  // player's lazy parts (hls.js, the ad engines, the menus) do not count: they load from the watch
  // page, and what they share with it may stay in its chunk.
  const sitePrefix = resolve(siteRoot, 'src') + '/';
  const others = new Set<string>();
  for (const lazy of dynamicEntries(graph, entry)) {
    if (lazy === watch || !lazy.startsWith(sitePrefix)) continue;
    for (const id of staticClosure(graph, lazy)) others.add(id);
  }
  for (const id of staticClosure(graph, watch)) {
    if (id === watch || groups.has(id)) continue;
    // What only the watch page uses in one chunk too, including what the player's own lazy parts
    // share with it (alone, the bundler would give those their own small chunks).
    groups.set(id, others.has(id) ? 'watch-shared' : 'watch');
  }
  return groups;
}

/** The groups, highest priority first: a module goes to the first group that takes it. */
const GROUP_ORDER = ['boot', 'lists', 'watch-shared', 'watch'] as const;

/**
 * The `codeSplitting` option of the site's build (rolldown). A group takes the modules it names and,
 * by default, what they import that no earlier group took; `watch` takes only its own, so that
 * what it imports through a package's index stays where the pages that use it load it.
 */
export function siteCodeSplitting(siteRoot: string) {
  // The graph is whole when chunking starts; the first group's names are asked for before the
  // next groups' tests (rolldown handles the groups one after another, in order).
  let groups: Map<string, string> | undefined;
  return {
    groups: GROUP_ORDER.map((name, i) => ({
      priority: GROUP_ORDER.length - i,
      ...(name === 'watch' && { includeDependenciesRecursively: false }),
      ...(i === 0
        ? {
            name: (id: string, graph: ModuleGraph) => {
              groups = groupModules(graph, siteRoot);
              return groups.get(id) === name ? name : null;
            },
          }
        : { name, test: (id: string) => groups?.get(id) === name }),
    })),
  };
}
