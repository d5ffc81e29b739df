// The one rule for text a request carries: every text that may reach the database is refused,
// whatever its field, when it holds what PostgreSQL cannot store or what no valid UTF-8 decodes to:
// - U+0000: PostgreSQL refuses it in text;
// - a lone surrogate (U+D800…U+DFFF not in a pair): no UTF-8 encodes one; a JSON body can still
//   write it as `\uD800`;
// - U+FFFD: what every decoder of the server writes for bytes that are not UTF-8 (an overlong form
//   such as `%C0%80`, an encoded surrogate such as `%ED%A0%80`, a cut sequence), so refusing it
//   refuses those bytes in whichever reader met them. No form of the site writes it.

/** The code of the refusal: 400 `{"error": true, "code": "invalid_text"}`. */
export const INVALID_TEXT = 'invalid_text';

/** U+FFFD, or a surrogate not in a pair. */
const UNDECODED_RE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for a text with no U+0000, no lone surrogate and no U+FFFD. */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !UNDECODED_RE.test(text);
