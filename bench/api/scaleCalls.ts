// Every list the catalogue offers, read from the endpoint table rather than written by hand: each
// sort of the videos list × each section (whose videos) × each filter value class (none, or one
// value of one filter), on page 1 and a deep page, and the search × each class of searched words ×
// the same filter classes. A sort or a filter value added to the table's declarations appears here
// without an edit; a section added there needs a way to find its object (OBJECT_SECTIONS), and the
// enumeration refuses to run until it has one.
import { BadInput, ENDPOINT, requestOf, searchPath, type Endpoint, type Params } from '@reel/api/endpoints';

/** One call of the enumeration: where it goes and what it is, for the tables. */
export interface ScaleCall {
  id: string;
  path: string;
  sort: string;
  /** `all`, a section name, or `search`. */
  section: string;
  /** `none`, or `{filter}={value}` (e.g. `duration=3`). */
  filter: string;
  /** For searches: the class of the searched text (`common`, `rare`, `typo`, `two`). */
  words?: string;
  page: number;
}

/** The filters of a list: parameters beside the sort and the section that narrow its videos. */
export const FILTER_PARAMS = ['type', 'duration', 'date', 'gender'] as const;

/** Values that mean "no filter": the table spells the absence of a duration or date both ways. */
const NO_FILTER = new Set(['', 'all']);

/** Sections whose list needs an object, with what the catalogue lookup picks for it. */
export const OBJECT_SECTIONS = ['category', 'channel', 'model', 'user', 'favourites', 'playlist'] as const;
export type ObjectSection = (typeof OBJECT_SECTIONS)[number];

/** Classes of searched text; each is looked up in the catalogue (see scaleObjects.ts). */
export const WORD_CLASSES = ['common', 'rare', 'typo', 'two'] as const;
export type WordClass = (typeof WORD_CLASSES)[number];

export interface EnumerationInput {
  /** An object id or dir per object section (the one with the most videos). */
  objects: Readonly<Record<string, string>>;
  words: Readonly<Record<WordClass, string>>;
  /** The deep page; page 1 is always taken. */
  deepPage: number;
  /** The table's entries; the real table by default (tests give a changed copy). */
  videos?: Endpoint<Params>;
  /** Items per page, as the site asks. */
  count?: number;
}

/**
 * The values a parameter declares, read from its declaration: a `oneOf` parameter's doc lists them
 * (`a | b | ''`), and each is kept only if the parameter's own parser takes it, so a doc that is
 * not such a list gives nothing rather than a wrong value.
 */
export function declaredValues(p: { doc: string; parse(raw: string | undefined): unknown }): string[] {
  const list = p.doc.split(', ')[0];
  if (!list.includes(' | ')) return [];
  return list
    .split(' | ')
    .map((v) => (v === "''" ? '' : v))
    .filter((v) => {
      try {
        p.parse(v);
        return true;
      } catch (err) {
        if (err instanceof BadInput) return false;
        throw err;
      }
    });
}

interface FilterValues {
  /** Each filter's plain value: its empty or `all` value, else its first (gender). */
  plain: Record<string, string>;
  /** `none`, then each value of each filter other than its plain ones, one filter at a time. */
  classes: { name: string; value: string }[][];
}

/** The filter value classes of a list, from its declarations. */
export function filterClasses(videos: Endpoint<Params>): FilterValues {
  const classes: { name: string; value: string }[][] = [[]];
  const plain: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const p = videos.params[name];
    if (!p) throw new Error(`the videos entry declares no ${name} parameter`);
    const values = declaredValues(p);
    if (values.length === 0) throw new Error(`the videos entry's ${name} parameter lists no values`);
    const plainOnes = values.some((v) => NO_FILTER.has(v)) ? values.filter((v) => NO_FILTER.has(v)) : [values[0]];
    plain[name] = plainOnes[0];
    for (const value of values) if (!plainOnes.includes(value)) classes.push([{ name, value }]);
  }
  return { plain, classes };
}

const filterLabel = (f: { name: string; value: string }[]) => (f.length ? f.map((x) => `${x.name}=${x.value}`).join(',') : 'none');

/** The sections the list entry serves itself: each declared section its rules accept. */
export function listSections(videos: Endpoint<Params>): string[] {
  const { plain } = filterClasses(videos);
  const sort = declaredValues(videos.params.sort)[0];
  return declaredValues(videos.params.section).filter((section) => {
    try {
      requestOf(videos, { ...plain, lifetime: 0, sort, count: 1, section, object_id: section === 'all' ? '' : '1', page: 1 });
      return true;
    } catch (err) {
      if (err instanceof BadInput) return false;
      throw err;
    }
  });
}

export function enumerateCalls(input: EnumerationInput): ScaleCall[] {
  const videos = input.videos ?? (ENDPOINT.videos as unknown as Endpoint<Params>);
  const count = input.count ?? 60;
  const pages = [1, input.deepPage];
  const { plain, classes: filters } = filterClasses(videos);
  const sorts = declaredValues(videos.params.sort);
  const calls: ScaleCall[] = [];
  for (const section of listSections(videos)) {
    const object = section === 'all' ? '' : input.objects[section];
    if (object === undefined)
      throw new Error(`no object for section "${section}": add it to OBJECT_SECTIONS and to the catalogue lookup (scaleObjects.ts)`);
    for (const sort of sorts)
      for (const f of filters)
        for (const page of pages) {
          const values = { ...plain, ...Object.fromEntries(f.map((x) => [x.name, x.value])) };
          const request = requestOf(videos, { lifetime: 0, sort, count, section, object_id: object, page, ...values });
          const filter = filterLabel(f);
          calls.push({ id: `${section}/${sort}/${filter}/p${page}`, path: request.address, sort, section, filter, page });
        }
  }
  for (const words of WORD_CLASSES)
    for (const f of filters)
      for (const page of pages) {
        const values = { ...plain, ...Object.fromEntries(f.map((x) => [x.name, x.value])) } as Parameters<typeof searchPath>[0];
        const path = searchPath({ lifetime: 0, count, page, text: input.words[words], ...values });
        const filter = filterLabel(f);
        calls.push({ id: `search/${words}/${filter}/p${page}`, path, sort: 'relevance', section: 'search', filter, words, page });
      }
  return calls;
}

/** The calls to load: the plain list first (the baseline), then the slowest by their probe. */
export function pickLoadCalls(probes: readonly { call: ScaleCall; p50: number }[], howMany: number): ScaleCall[] {
  const bySlowest = [...probes].sort((a, b) => b.p50 - a.p50).map((p) => p.call);
  const picked = bySlowest.slice(0, howMany);
  const baseline = probes[0]?.call;
  return baseline && !picked.includes(baseline) ? [baseline, ...picked] : picked;
}
