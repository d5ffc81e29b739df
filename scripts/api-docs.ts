// Writes the endpoint index of docs/http-api.md from the endpoint table (@reel/api), between the
// `<!-- endpoints:start -->` and `<!-- endpoints:end -->` markers; the prose around them is kept.
// `--check` writes nothing and fails when the page's index is not the table's.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_AREAS, type Endpoint } from '@reel/api/endpoints';

const PAGE = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'http-api.md');
const START = '<!-- endpoints:start -->';
const END = '<!-- endpoints:end -->';

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

function cacheOf(e: Endpoint): string {
  if (e.cache === 'path') return `the path's lifetime, default ${e.lifetime} s (0: never cached)`;
  if (e.cache === 'no-store') return e.private ? 'never cached (one member only)' : 'never cached';
  if (e.cache === 'signed') return 'never past the signed address (see below)';
  if (e.cache === 'fixed') return 'fixed (see below)';
  return `${e.cache} s`;
}

function paramsOf(e: Endpoint): string {
  const query = new Set<string>(e.query ?? []);
  const list = Object.entries(e.params).map(([name, p]) => `${code(name)}${query.has(name) ? ' (query)' : ''}: ${cell(p.doc)}`);
  return list.length ? list.join('; ') : '—';
}

function row(e: Endpoint): string {
  const errors = e.errors.length ? e.errors.map((c) => code(c)).join(', ') : '—';
  return `| ${e.method} | ${code(e.shape)} | ${cell(e.summary)} | ${paramsOf(e)} | ${cell(e.answer)} | ${cacheOf(e)}${e.crossOrigin ? '; any origin may read it' : ''} | ${errors} |`;
}

export function endpointIndex(): string {
  const head = '| method | shape | what | parameters | answer | cache | 4xx codes |\n|---|---|---|---|---|---|---|';
  const areas = ENDPOINT_AREAS.map((a) => `#### ${a.title}\n\n${head}\n${a.endpoints.map(row).join('\n')}`);
  return `${START}\n<!-- Written by scripts/api-docs.ts from packages/api/src/endpoints/: edit the table, then run \`npm run api:update\`. -->\n\n${areas.join('\n\n')}\n\n${END}`;
}

function main(): void {
  const page = readFileSync(PAGE, 'utf8');
  const a = page.indexOf(START);
  const b = page.indexOf(END);
  if (a < 0 || b < a) throw new Error(`${PAGE} has no ${START} … ${END} markers`);
  const next = page.slice(0, a) + endpointIndex() + page.slice(b + END.length);
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error('docs/http-api.md: the endpoint index is not the table’s; run `npm run api:update`.');
      process.exit(1);
    }
    return;
  }
  writeFileSync(PAGE, next);
}

main();
