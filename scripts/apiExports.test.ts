// @reel/api's surface is its entries (`.`, `/endpoints`, `/metrics`, …), each naming its exports one
// by one: a name has one entry, the build publishes every entry with its types, and a name nothing
// outside the package imports is not exported. The exceptions are the typed client's option types,
// which a caller of `createApiClient` passing its own `fetch` writes (packages/api/README.md), and
// `AnswerOf`, by which a caller names an answer written in its endpoint's entry (docs/architecture.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiEntries, exportsOf, usedNames } from './api-exports.mjs';

const API = join(import.meta.dirname, '..', 'packages', 'api');
const TIMEOUT_MS = 60_000;

/** Exported though no code outside the package imports them, each with why (see above). */
const DOCUMENTED = new Set(['AnswerOf', 'ApiClientOptions', 'FetchInit', 'FetchLike', 'FetchResponse', 'NotifyHandler']);

const entries = apiEntries();
const exported = exportsOf(entries);

describe("@reel/api's entries", () => {
  it('has the shared entry and one for each part', () => {
    expect(entries.map((e) => e.specifier)).toEqual(
      expect.arrayContaining([
        '@reel/api',
        '@reel/api/endpoints',
        '@reel/api/pages',
        '@reel/api/metrics',
        '@reel/api/moderation',
        '@reel/api/settings',
      ]),
    );
  });

  it('publishes every entry as its build, with its types', () => {
    const manifest = JSON.parse(readFileSync(join(API, 'package.json'), 'utf8'));
    for (const key of Object.keys(manifest.exports)) {
      const name = key === '.' ? 'index' : key.slice(2);
      expect(manifest.publishConfig.exports[key], key).toEqual({ types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
    }
    expect(Object.keys(manifest.publishConfig.exports)).toEqual(Object.keys(manifest.exports));
  });

  it('names each export one by one', () => {
    for (const { file } of entries) expect(readFileSync(file, 'utf8'), file).not.toMatch(/export\s+(?:type\s+)?\*/);
  });

  it('exports no name from two entries', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [specifier, names] of exported) {
      for (const { name } of names) {
        if (seen.has(name)) twice.push(`${name}: ${seen.get(name)} and ${specifier}`);
        seen.set(name, specifier);
      }
    }
    expect(twice).toEqual([]);
  });

  it('names each video status once, in VideoStatus (no STATUS_* alias in any entry)', () => {
    const aliases = [...exported.values()].flat().filter(({ name }) => /^STATUS_/.test(name));
    expect(aliases).toEqual([]);
  });

  it(
    'exports only what is imported outside the package',
    () => {
      const used = usedNames();
      const unused = [...exported].flatMap(([specifier, names]) =>
        names.filter(({ name }) => !used.get(specifier)?.has(name) && !DOCUMENTED.has(name)).map(({ name }) => `${specifier}: ${name}`),
      );
      expect(unused).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'has every name a consumer imports, in the entry it imports it from',
    () => {
      const missing = [...usedNames()].flatMap(([specifier, names]) => {
        const known = new Set((exported.get(specifier) ?? []).map((e) => e.name));
        return [...names].filter((name) => !known.has(name)).map((name) => `${specifier}: ${name}`);
      });
      expect(missing).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
