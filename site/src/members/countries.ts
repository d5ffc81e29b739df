// The profile's countries (two-letter lowercase codes to English names, about 240),
// from the account contract's list, which the server's edit call accepts exactly.
// Only this lazy chunk imports it, so the list stays off the first page.
import { COUNTRIES, countryName as nameOf } from '@reel/api/countries';

/** The English name of a code; a code outside the list is shown as it is. */
export function countryName(code: string): string {
  return nameOf(code) || code;
}

/** The country select's choices, by name. */
export const COUNTRY_OPTIONS: { value: string; label: string }[] = Object.entries(COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'));
