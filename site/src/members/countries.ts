// Country names for the profile (spec 001 §9: two-letter lowercase codes to English names).
const names = typeof Intl !== 'undefined' && 'DisplayNames' in Intl ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

export function countryName(code: string): string {
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The country select's choices; the accounts contract's list (countries.ts) fills it. */
export const COUNTRY_OPTIONS: { value: string; label: string }[] = [];
