// Command-line arguments of `npm run bench -- [benchmark…] [--option[=value]…]`.

export interface ParsedArgs {
  /** Positional words: the benchmarks to run. */
  names: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const names: string[] = [];
  const options = new Map<string, string | true>();
  for (const arg of argv) {
    if (arg === '--') continue;
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq < 0) options.set(arg.slice(2), true);
    else options.set(arg.slice(2, eq), arg.slice(eq + 1));
  }
  return { names, options };
}

export class Options {
  private readonly used = new Set<string>();

  constructor(private readonly options: Map<string, string | true>) {}

  flag(name: string): boolean {
    this.used.add(name);
    const v = this.options.get(name);
    if (v === undefined) return false;
    if (v === true) return true;
    return !['0', 'false', 'no'].includes(v);
  }

  string(name: string): string | true | undefined {
    this.used.add(name);
    return this.options.get(name);
  }

  number(name: string, fallback: number, min = 0): number {
    this.used.add(name);
    const v = this.options.get(name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (v === true || !Number.isFinite(n) || n < min) throw new Error(`--${name} needs a number ≥ ${min}, got ${String(v)}`);
    return n;
  }

  numbers(name: string, fallback: number[]): number[] {
    this.used.add(name);
    const v = this.options.get(name);
    if (v === undefined) return fallback;
    if (v === true) throw new Error(`--${name} needs a comma-separated list`);
    const list = v.split(',').map((s) => Number(s.replace(/_/g, '').replace(/k$/i, '000').replace(/m$/i, '000000')));
    if (list.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--${name}: expected positive integers, got ${v}`);
    return list;
  }

  /** Options given but never asked for: most likely typos. */
  unknown(): string[] {
    return [...this.options.keys()].filter((k) => !this.used.has(k));
  }
}
