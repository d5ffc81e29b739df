// Tests put their own stand-ins of the browser's fetch and XMLHttpRequest on the global object and
// put the originals back afterwards.
type Replaceable = 'fetch' | 'XMLHttpRequest';

const originals = new Map<Replaceable, unknown>();
const globals = globalThis as unknown as Record<Replaceable, unknown>;

export function replaceGlobal(name: Replaceable, value: unknown): void {
  if (!originals.has(name)) originals.set(name, globals[name]);
  globals[name] = value;
}

export function restoreGlobals(): void {
  for (const [name, value] of originals) globals[name] = value;
  originals.clear();
}
