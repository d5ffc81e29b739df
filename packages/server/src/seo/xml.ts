// Text into XML. Escaping alone is not enough: characters XML 1.0 forbids (most control
// characters, lone surrogates, U+FFFE/U+FFFF) make a whole file unreadable, so they are dropped.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Everything outside XML 1.0's Char production; the u flag makes a paired surrogate one character.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * `text` escaped, cut to at most `maxChars` characters and `maxBytes` bytes of escaped UTF-8,
 * never inside a character or an entity.
 */
export function escapeXmlClipped(text: string, maxChars: number, maxBytes = Infinity): string {
  let out = '';
  let bytes = 0;
  let chars = 0;
  for (const ch of text.replace(NOT_XML_CHAR, '')) {
    const piece = ENTITIES[ch] ?? ch;
    const size = Buffer.byteLength(piece);
    if (chars === maxChars || bytes + size > maxBytes) break;
    out += piece;
    bytes += size;
    chars += 1;
  }
  return out;
}

/** W3C datetime in UTC, as sitemaps write dates. */
export function w3cDate(value: Date | string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
