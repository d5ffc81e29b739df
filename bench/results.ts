// bench/RESULTS.md is shared by every benchmark: each owns the sections between its markers
// `<!-- bench:{id} -->` and `<!-- /bench:{id} -->` and replaces only those, so a run of one
// benchmark keeps the others' results. Sections nest (e.g. `api` holds `api/pglite`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { BENCH_DIR, redactUrl } from './harness.js';

export const RESULTS_FILE = join(BENCH_DIR, 'RESULTS.md');

const HEADER = `# Benchmark results

Written by \`npm run bench\`; every section names the command that made it. Timings come from a
shared, noisy machine: compare the ratios measured side by side in one run, not absolute numbers
across runs. How to run each benchmark: [README.md](README.md).
`;

const begin = (id: string) => `<!-- bench:${id} -->`;
const end = (id: string) => `<!-- /bench:${id} -->`;

/** Replaces the marked section `id` inside `text`, or adds it: before section `before` when that
 * exists, else at the end of the enclosing section `parent` when given (which must exist), else at
 * the end of the text. */
export function replaceSection(text: string, id: string, body: string, parent?: string, before?: string): string {
  const block = `${begin(id)}\n${body.trim()}\n${end(id)}`;
  const start = text.indexOf(begin(id));
  const stop = text.indexOf(end(id));
  if (start >= 0 && stop > start) return text.slice(0, start) + block + text.slice(stop + end(id).length);
  const next = before ? text.indexOf(begin(before)) : -1;
  if (next >= 0) return `${text.slice(0, next)}${block}\n\n${text.slice(next)}`;
  if (parent) {
    const parentStop = text.indexOf(end(parent));
    if (parentStop < 0) throw new Error(`section ${parent} is missing`);
    return `${text.slice(0, parentStop).replace(/\n*$/, '\n\n')}${block}\n\n${text.slice(parentStop)}`;
  }
  return `${text.trimEnd()}\n\n${block}\n`;
}

export function hasSection(text: string, id: string): boolean {
  return text.includes(begin(id)) && text.includes(end(id));
}

export function readResults(): string {
  return existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : HEADER;
}

export function writeResults(text: string): void {
  writeFileSync(RESULTS_FILE, text.endsWith('\n') ? text : `${text}\n`);
}

export function machineLine(): string {
  const cpu = cpus();
  const model = cpu[0]?.model.trim() ?? 'unknown CPU';
  const gib = (totalmem() / 2 ** 30).toFixed(1);
  return `${cpu.length} cores (nproc), ${model}, ${gib} GiB RAM, Node ${process.version}, ${process.platform}/${process.arch}`;
}

/** The command line that made a run, as typed after `npm run bench --`, with passwords masked. */
export function commandLine(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const args = argv.map((a) => {
    const eq = a.indexOf('=');
    const value = eq >= 0 ? a.slice(eq + 1) : a;
    const masked = /^postgres(ql)?:\/\//.test(value) ? redactUrl(value) : value;
    return eq >= 0 ? `${a.slice(0, eq + 1)}${masked}` : masked;
  });
  const prefix = env.DATABASE_URL && !argv.some((a) => a.startsWith('--pglite')) ? `DATABASE_URL=${redactUrl(env.DATABASE_URL)} ` : '';
  return `${prefix}npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;
}

export function today(): string {
  return new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/** A Markdown table; numbers should already be formatted. */
export function table(head: string[], rows: string[][], align: ('l' | 'r')[] = []): string {
  const sep = head.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(sep), ...rows.map(line)].join('\n');
}
