// The `dir` of catalogue objects: the title in lower-case letters and digits joined by '-'; a video's
// dir also ends in a suffix made from its id. Only ASCII letters and digits are kept (accents are
// dropped from their letters, other scripts left out), so every dir made here passes @reel/api's
// isDir and its page is one the site's router serves.

/** The dir suffix is the id scrambled by an odd multiplier modulo 2^24 — a bijection, so dirs are
 * unique for the first 16.7 million ids while the id itself does not show in the address. */
export const DIR_MULTIPLIER = 0x5bd1e9;
export const DIR_MODULUS = 2 ** 24;

export function dirSuffix(id: number): string {
  return ((id * DIR_MULTIPLIER) % DIR_MODULUS).toString(16).padStart(6, '0');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
