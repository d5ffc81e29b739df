// The list filters a video answers to, as one small integer on its row (`videos.facets`, a stored
// generated column): a bit per static filter value. The sort indexes carry it, so a filtered list
// is tested on the index entry without reading the row, and the counter rows count each value.
// The bits and their expression live here once; the migration that added the column spells the
// same expression, and `queries/listEquivalence.test.ts` holds the lists equal to the plain filters.
import { DURATION_MEDIUM_MAX_S, DURATION_SHORT_MAX_S, FORMAT_FHD } from '@reel/api';

/** The lowest height counted as HD, in pixels. */
export const HD_MIN_HEIGHT_PX = 720;

export const FACET = {
  private: 1,
  hd: 2,
  fhd: 4,
  vr: 8,
  /** Shorter than DURATION_SHORT_MAX_S. */
  short: 16,
  /** From DURATION_SHORT_MAX_S to DURATION_MEDIUM_MAX_S. */
  medium: 32,
  /** Longer than DURATION_MEDIUM_MAX_S. */
  long: 64,
} as const;

/** The column's expression over the row's own columns (unqualified, as a generated column needs). */
export const FACETS_SQL =
  `(CASE WHEN is_private THEN ${FACET.private} ELSE 0 END)` +
  ` + (CASE WHEN height >= ${HD_MIN_HEIGHT_PX} THEN ${FACET.hd} ELSE 0 END)` +
  ` + (CASE WHEN file_formats LIKE '%${FORMAT_FHD.replace('_', '\\_')}%' THEN ${FACET.fhd} ELSE 0 END)` +
  ` + (CASE WHEN vr <> '' THEN ${FACET.vr} ELSE 0 END)` +
  ` + (CASE WHEN duration_sec < ${DURATION_SHORT_MAX_S} THEN ${FACET.short} WHEN duration_sec <= ${DURATION_MEDIUM_MAX_S} THEN ${FACET.medium} ELSE ${FACET.long} END)`;

/**
 * The same facts as a list of tags for the search's word index (a generated column may not read
 * another): a bit's value when the video has it, its negation when not (so `public` is -private),
 * and the duration class's bit.
 */
export const FACET_TAGS_SQL =
  `ARRAY[(CASE WHEN is_private THEN ${FACET.private} ELSE -${FACET.private} END)` +
  `, (CASE WHEN height >= ${HD_MIN_HEIGHT_PX} THEN ${FACET.hd} ELSE -${FACET.hd} END)` +
  `, (CASE WHEN file_formats LIKE '%${FORMAT_FHD.replace('_', '\\_')}%' THEN ${FACET.fhd} ELSE -${FACET.fhd} END)` +
  `, (CASE WHEN vr <> '' THEN ${FACET.vr} ELSE -${FACET.vr} END)` +
  `, (CASE WHEN duration_sec < ${DURATION_SHORT_MAX_S} THEN ${FACET.short} WHEN duration_sec <= ${DURATION_MEDIUM_MAX_S} THEN ${FACET.medium} ELSE ${FACET.long} END)]::smallint[]`;

/** The static filter values of a list, as the list query spells them. */
export interface StaticFilters {
  /** 'all' | 'public' | 'private' | 'hd' | 'fhd' | 'vr'. */
  type: string;
  /** '' | '1' | '2' | '3'. */
  duration: string;
}

/** The test that the facets of `alias` (unqualified when '') hold `bit`: spelled once, since a
 * partial index serves a list only when the list's condition reads exactly as the index's. */
const hasFacet = (alias: string, bit: number) => `(${alias ? `${alias}.` : ''}facets & ${bit}) <> 0`;

/** The VR videos, as their own index (`videos_longest_vr_idx`) selects them. */
export const VR_SQL = hasFacet('', FACET.vr);

/** The private videos, as their own sort indexes (`videos_latest_private_idx` and the others) select them. */
export const PRIVATE_SQL = hasFacet('', FACET.private);

const TYPE_FACET: Record<string, keyof typeof FACET> = { private: 'private', hd: 'hd', fhd: 'fhd', vr: 'vr' };
const DURATION_FACET: Record<string, keyof typeof FACET> = { '1': 'short', '2': 'medium', '3': 'long' };

/**
 * The bit tests of the filters, on the facets of `alias`; `public` is the private bit clear. A
 * duration filter on a list sorted by duration is left to the caller's range on that column, which
 * the sort's index seeks to instead of walking past the other lengths.
 */
export function facetConditions(alias: string, f: StaticFilters, durationAsRange: boolean): string[] {
  const out: string[] = [];
  if (f.type === 'public') out.push(`(${alias}.facets & ${FACET.private}) = 0`);
  const typeBit = TYPE_FACET[f.type];
  if (typeBit) out.push(hasFacet(alias, FACET[typeBit]));
  const durationBit = DURATION_FACET[f.duration];
  if (durationBit && !durationAsRange) out.push(hasFacet(alias, FACET[durationBit]));
  return out;
}

/** The filters as one test of the facets, `(facets & mask) = bits`: the bits tested, and the
 * values they must have (none and none for no filter). A duration filter is its class's bit. */
export function facetMask(f: StaticFilters): { mask: number; bits: number } {
  let mask = 0;
  let bits = 0;
  if (f.type === 'public') mask |= FACET.private;
  for (const name of [TYPE_FACET[f.type], DURATION_FACET[f.duration]])
    if (name) {
      mask |= FACET[name];
      bits |= FACET[name];
    }
  return { mask, bits };
}

/** The tags a searched video must carry for the filters: the word index answers the words and
 * these together, reading only the videos that have both. */
export function facetTags(f: StaticFilters): number[] {
  const out: number[] = [];
  if (f.type === 'public') out.push(-FACET.private);
  const typeBit = TYPE_FACET[f.type];
  if (typeBit) out.push(FACET[typeBit]);
  const durationBit = DURATION_FACET[f.duration];
  if (durationBit) out.push(FACET[durationBit]);
  return out;
}

/** The counter rows' `facet` of a list filtered by at most one static value ('' for none), or null
 * when it has two, which no row counts. */
export function countedFacet(f: StaticFilters): string | null {
  const typed = f.type !== 'all';
  const timed = f.duration !== '';
  if (typed && timed) return null;
  if (typed) return f.type;
  return timed ? DURATION_FACET[f.duration] : '';
}
