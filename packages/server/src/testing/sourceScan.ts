// Reading the server's own source as text, for the tests that hold its boundaries
// (layers.test.ts, queries/boundaries.test.ts): the files, their imports and their code without comments.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Static, re-export and dynamic import specifiers. */
export const IMPORT_RE = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;

/** Every .ts and .tsx file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The text without comments, so a comment naming a module or a call is not taken for one. */
export function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}
