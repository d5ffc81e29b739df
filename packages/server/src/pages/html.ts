// Text into HTML: every value from the database or the request goes through escapeHtml before it
// reaches a page, so a title such as `"><script>` stays text.
import { insertBefore, replaceMatch } from './insert.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** `<tag a="v" …>` with every value escaped; `null` values are left out. */
export function tag(name: string, attributes: Record<string, string | number | boolean | null>, close = false): string {
  const attrs = Object.entries(attributes)
    .filter(([, v]) => v !== null && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
  return `<${name}${attrs}>${close ? `</${name}>` : ''}`;
}

export interface HeadParts {
  title: string;
  description?: string;
  /** Whole tags, already escaped (made with tag()). */
  extra: string[];
}

/** The app's index.html with its <title> and description replaced and `extra` added to <head>. */
export function withHead(indexHtml: string, head: HeadParts): string {
  let html = replaceMatch(indexHtml, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description !== undefined) {
    html = replaceMatch(html, /<meta name="description"[^>]*>/, tag('meta', { name: 'description', content: head.description }));
  }
  return insertBefore(html, '</head>', `  ${head.extra.join('\n    ')}\n  `);
}
