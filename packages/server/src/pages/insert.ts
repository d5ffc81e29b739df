// Putting text into a page. The text is always text: it is joined to the page by slicing, never
// given to String.prototype.replace as a replacement, where `$&`, `` $` ``, `$'`, `$1` and `$$`
// are patterns that copy parts of the page (a few hundred `` $` `` in a title would make a page of
// hundreds of megabytes). Every insertion of text into a page goes through here.

/** `html` with `text` written just before the first `marker`; `html` itself when there is none. */
export function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  return at < 0 ? html : `${html.slice(0, at)}${text}${html.slice(at)}`;
}

/** `html` with `text` written just after the first match of `pattern`; `html` itself when none. */
export function insertAfterMatch(html: string, pattern: RegExp, text: string): string {
  const m = firstMatch(html, pattern);
  if (!m) return html;
  const end = m.index + m[0].length;
  return `${html.slice(0, end)}${text}${html.slice(end)}`;
}

/** `html` with the first match of `pattern` replaced by `text`; `html` itself when none. */
export function replaceMatch(html: string, pattern: RegExp, text: string): string {
  const m = firstMatch(html, pattern);
  return m ? `${html.slice(0, m.index)}${text}${html.slice(m.index + m[0].length)}` : html;
}

/** The first match of `pattern` in `html`, whatever its flags (a global pattern's lastIndex is not read or moved). */
function firstMatch(html: string, pattern: RegExp): RegExpExecArray | null {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).exec(html);
}
