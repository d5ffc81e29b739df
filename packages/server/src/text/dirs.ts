// The `dir` of catalogue objects: the title in lower-case letters and digits joined by '-'; a video's
// dir also ends in a suffix made from its id.

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
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
