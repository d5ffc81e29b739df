export const STAMP_FILE: string;
export const OUTPUT_DIR: string;
export const SHARED_INPUTS: string[];
export interface Workspace {
  name: string;
  dir: string;
  /** Hash of the workspace's own input files. */
  own: string;
  /** Names of the workspaces it depends on. */
  deps: string[];
  /** Whether it has a build script. */
  build: boolean;
}
export function listInputs(dir: string): string[];
export function hashContents(entries: [string, string | Buffer][]): string;
export function hashFiles(dir: string, names: string[]): string;
export function workspaceKeys(workspaces: Workspace[], sharedHash: string): Map<string, string>;
export function buildOrder<W extends Pick<Workspace, 'name' | 'deps'>>(workspaces: W[]): W[];
export function staleWorkspaces(
  workspaces: Workspace[],
  keys: Map<string, string>,
  stampOf: (name: string) => string | null,
  skip?: string[],
): Workspace[];
export function workspaceDirs(root: string): string[];
export function readWorkspaces(root: string, opts?: { hashInputs?: boolean }): Workspace[];
export function readStamp(root: string, dir: string): string | null;
export function writeStamp(root: string, dir: string, key: string): void;
