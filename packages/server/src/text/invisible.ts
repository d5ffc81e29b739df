// Invisible format characters come out of every text a member stores. Bidi overrides and isolates
// (U+202A–U+202E, U+2066–U+2069), direction marks (U+200E, U+200F, U+061C) and the other format
// characters show nothing themselves but reorder or hide what is around them: "txt.exe" can be
// made to read as "exe.txt", a name can look like another. The joiners (U+200C, U+200D) and the
// tag characters stay: emoji sequences, flags and some scripts need them.
const FORMAT = /\p{Cf}/gu;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;
const TAGS_FIRST = 0xe0020;
const TAGS_LAST = 0xe007f;

function kept(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return code === ZWNJ || code === ZWJ || (code >= TAGS_FIRST && code <= TAGS_LAST);
}

export function stripInvisible(text: string): string {
  return text.replace(FORMAT, (c) => (kept(c) ? c : ''));
}
