#!/usr/bin/env node
// How much of @reel/api's surface is used: for each entry point in its package.json `exports`, the
// names it exports and those no code outside packages/api imports (the site, the embed page, the
// other packages' sources, the browser suites, the benchmarks, the scripts, Storybook). A name is
// used when a file imports it by name from an entry of @reel/api, or reads it from a namespace
// import of one (`api.NAME`). `--unused` also lists the unused names.
//   node scripts/api-exports.mjs [--unused]
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const API = join(ROOT, 'packages', 'api');
const PACKAGE = '@reel/api';
const CONSUMERS = ['site', 'embed', 'packages', 'e2e', 'bench', 'scripts', 'storybook'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', 'storybook-static', 'fixtures', '.artifacts']);
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;

function filesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) || path === API ? [] : filesUnder(path);
    return SOURCE.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The entry points: `.` → `src/index.ts`, `./endpoints` → `src/entries/endpoints.ts`, … */
export function apiEntries() {
  const manifest = JSON.parse(readFileSync(join(API, 'package.json'), 'utf8'));
  return Object.entries(manifest.exports).map(([key, target]) => ({
    specifier: key === '.' ? PACKAGE : `${PACKAGE}/${key.slice(2)}`,
    file: join(API, typeof target === 'string' ? target : target.default),
  }));
}

/** Every name each entry exports, read by the compiler (so re-exports and types count), with the
 * module (relative to packages/api) that declares it. */
export function exportsOf(entries) {
  const program = ts.createProgram(
    entries.map((e) => e.file),
    { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const home = (symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const file = target.declarations?.[0]?.getSourceFile().fileName;
    return file ? relative(API, file) : '';
  };
  return new Map(
    entries.map((e) => {
      const symbol = checker.getSymbolAtLocation(program.getSourceFile(e.file));
      const names = symbol ? checker.getExportsOfModule(symbol).map((s) => ({ name: s.name, module: home(s) })) : [];
      return [e.specifier, names.sort((a, b) => a.name.localeCompare(b.name))];
    }),
  );
}

/** The names each entry's consumers use, by specifier. */
export function usedNames() {
  const used = new Map();
  const add = (specifier, name) => {
    if (!used.has(specifier)) used.set(specifier, new Set());
    used.get(specifier).add(name);
  };
  const isApi = (s) => s === PACKAGE || s.startsWith(`${PACKAGE}/`);
  for (const dir of CONSUMERS) {
    for (const path of filesUnder(join(ROOT, dir))) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes(PACKAGE)) continue;
      const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
      for (const statement of file.statements) {
        const isImport = ts.isImportDeclaration(statement);
        if (!isImport && !ts.isExportDeclaration(statement)) continue;
        const from = statement.moduleSpecifier;
        if (!from || !ts.isStringLiteral(from) || !isApi(from.text)) continue;
        const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
          for (const el of bindings.elements) add(from.text, (el.propertyName ?? el.name).text);
        } else if (bindings && ts.isNamespaceImport(bindings)) {
          for (const m of text.matchAll(new RegExp(`\\b${bindings.name.text}\\.([A-Za-z_$][\\w$]*)`, 'g'))) add(from.text, m[1]);
        }
      }
    }
  }
  return used;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const entries = apiEntries();
  const exported = exportsOf(entries);
  const used = usedNames();
  let total = 0;
  let unusedTotal = 0;
  for (const { specifier, file } of entries) {
    const names = exported.get(specifier).map((e) => e.name);
    const unused = names.filter((n) => !used.get(specifier)?.has(n));
    total += names.length;
    unusedTotal += unused.length;
    console.log(
      `${specifier.padEnd(22)} ${relative(ROOT, file).padEnd(40)} ${String(names.length).padStart(4)} exported, ${String(unused.length).padStart(4)} unused outside packages/api`,
    );
    if (process.argv.includes('--unused') && unused.length) console.log(`  ${unused.join(' ')}`);
  }
  console.log(
    `${'total'.padEnd(63)} ${String(total).padStart(4)} exported, ${String(unusedTotal).padStart(4)} unused outside packages/api`,
  );
  // A name imported from an entry that does not export it.
  for (const [specifier, names] of used) {
    const known = new Set((exported.get(specifier) ?? []).map((e) => e.name));
    const missing = [...names].filter((n) => !known.has(n));
    if (missing.length) console.log(`imported from ${specifier} but not exported there: ${missing.join(' ')}`);
  }
}
