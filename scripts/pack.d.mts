// Types of scripts/pack.mjs for the TypeScript tests that import it.
export declare const ROOT: string;
export declare const PUBLISHED: ReadonlyArray<{ name: string; dir: string }>;
export declare function tarballName(name: string, version: string): string;
export declare function packPackages(outDir: string): Promise<Array<{ name: string; dir: string; version: string; tarball: string }>>;
export declare const DEFAULT_OUT_DIR: string;
export declare function buildIfNeeded(): Promise<string[]>;
export declare function outDirOf(argv: string[]): string;
