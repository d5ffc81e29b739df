// Types of scripts/package-check.mjs for the TypeScript tests that import it.
export declare function specifiersOf(code: string): string[];
export declare function checkPackage(pkg: { name: string; tarball: string }, work: string): Promise<string[]>;
