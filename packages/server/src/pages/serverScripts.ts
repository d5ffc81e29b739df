// The inline scripts the server itself writes into pages: the built page's own (the template, read
// before any text of the request or the database is added to it) and the small scripts the pages'
// modules write (listPreload.ts, loadOrder.ts). The Content-Security-Policy (csp.ts) admits an
// inline script of a page only when its hash is one of these, so a `<script>` that reached a page
// any other way (text that escaped escaping) does not run, whatever it holds.
import { createHash } from 'node:crypto';
import { SERVER_SCRIPT_HASHES_KEPT } from '../constants.js';

/** The hashes written, oldest first: a script written again moves to the end. */
const written = new Set<string>();

/** The CSP source of a script's text: `'sha256-…'`. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

function remember(code: string): void {
  const hash = scriptHash(code);
  written.delete(hash);
  written.add(hash);
  // Past the bound the oldest go: their pages were made long enough ago to have left the cache.
  for (const old of written) {
    if (written.size <= SERVER_SCRIPT_HASHES_KEPT) break;
    written.delete(old);
  }
}

/** `<script>code</script>`, admitted by the policy of the page it is written into. */
export function inlineScript(code: string): string {
  remember(code);
  return `<script>${code}</script>`;
}

/** The inline scripts of a page: their texts, those with a `src` or nothing inside left out. */
export function inlineScriptTexts(html: string): string[] {
  const texts: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]) || m[2] === '') continue;
    texts.push(m[2]);
  }
  return texts;
}

/** Admits the inline scripts of a built page (its index.html), before anything is added to it. */
export function trustTemplateScripts(templateHtml: string): void {
  for (const code of inlineScriptTexts(templateHtml)) remember(code);
}

/** The hashes of the inline scripts of `html` that the server wrote, each once. */
export function serverScriptHashes(html: string): string[] {
  return [...new Set(inlineScriptTexts(html).map(scriptHash))].filter((hash) => written.has(hash));
}
