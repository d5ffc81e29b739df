// Types of scripts/api-exports.mjs for the TypeScript tests that import it.
export interface ApiEntry {
  /** `@reel/api`, `@reel/api/endpoints`, … */
  specifier: string;
  /** The entry's source file. */
  file: string;
}
export declare function apiEntries(): ApiEntry[];
export declare function exportsOf(entries: ApiEntry[]): Map<string, { name: string; module: string }[]>;
export declare function usedNames(): Map<string, Set<string>>;
