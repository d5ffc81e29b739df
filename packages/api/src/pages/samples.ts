// An address of every page, written from the page table, for the tests that must cover each page
// (the site's router against the server's matcher): a page added to the table
// is in them without a line of its own.
import { parses, type Param } from '../endpoints/kit.js';
import { patternForms } from './path.js';
import { PAGE_NAMES, SITE_PAGES, type PageName } from './table.js';

/** Values tried in turn for a parameter: an id, a page, a dir, then the parser's own value set. */
const CANDIDATES = ['12', '2', 'anna_b'];

function sampleValue(p: Param<unknown>): string {
  const choices = [...CANDIDATES, ...p.doc.split(' | ')];
  const value = choices.find((v) => parses(p, v));
  if (value === undefined) throw new Error(`no sample value for a parameter "${p.doc}"`);
  return value;
}

/** One address of page `name` (and of each of its short forms), its parameters filled with values its parsers accept. */
export function samplePagePaths(name: PageName): string[] {
  const params: Readonly<Record<string, Param<unknown>>> = SITE_PAGES[name].params;
  return patternForms(name).map((form) => form.replace(/:([a-z_]+)/g, (_, key: string) => sampleValue(params[key])).replace(/\*$/, ''));
}

/** Every page's sample addresses. */
export const samplePaths = (): string[] => PAGE_NAMES.flatMap(samplePagePaths);
