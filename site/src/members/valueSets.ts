// The profile's value sets as choices with their catalogue labels, shared by the
// info page (showing a value) and the edit form (choosing one).
import { AGE_BANDS, GENDER_VALUES, ORIENTATION, RELATIONSHIP } from '@reel/api';
import { hasText, t } from '../text';
import { MEMBER_TEXT } from '../text/members';

export type ValueSetName = 'gender' | 'age' | 'relationship' | 'orientation';

const SETS: Record<ValueSetName, Record<number, string>> = {
  gender: GENDER_VALUES,
  age: AGE_BANDS,
  relationship: RELATIONSHIP,
  orientation: ORIENTATION,
};

/** The keys of a value set, as the form sends them. */
export function valueKeys(set: ValueSetName): string[] {
  return Object.keys(SETS[set]);
}

/** The label of a key, or null for no value or a key outside the set. */
export function valueLabel(set: ValueSetName, key: number | string | null | undefined): string | null {
  if (key === null || key === undefined || key === '' || !(String(key) in SETS[set])) return null;
  const label = `value.${set}.${key}`;
  return hasText(MEMBER_TEXT, label) ? t(MEMBER_TEXT, label) : null;
}
