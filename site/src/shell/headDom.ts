// Writes a Head into the document. The title goes into the server's own <title>, caught before
// React renders: a page that renders a <title> of its own has it placed first, where it wins.
import type { Head } from './headFor';

const serverTitle = typeof document === 'undefined' ? null : document.head.querySelector('title');
/** Head tags that describe only the page first loaded (a video's image, oEmbed, JSON-LD). */
const firstPageOnly =
  typeof document === 'undefined'
    ? []
    : Array.from(
        document.head.querySelectorAll(
          'meta[property="og:image"], meta[property="og:type"], link[type="application/json+oembed"], script[type="application/ld+json"]',
        ),
      );

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, init: Record<string, string>): HTMLElementTagNameMap[K] {
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = document.createElement(tag);
    for (const [name, value] of Object.entries(init)) el.setAttribute(name, value);
    document.head.append(el);
  }
  return el;
}

const setMeta = (attr: 'name' | 'property', key: string, content: string) =>
  headElement('meta', `meta[${attr}="${key}"]`, { [attr]: key }).setAttribute('content', content);

export function applyHead(head: Head, firstPage: boolean): void {
  const title = serverTitle ?? document.head.appendChild(document.createElement('title'));
  title.textContent = head.title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex) setMeta('name', 'robots', 'noindex');
  else robots?.remove();
  const canonical = head.canonical === null ? null : new URL(head.canonical, location.origin).href;
  const link = document.head.querySelector('link[rel="canonical"]');
  if (canonical) {
    headElement('link', 'link[rel="canonical"]', { rel: 'canonical' }).setAttribute('href', canonical);
    setMeta('property', 'og:url', canonical);
  } else {
    link?.remove();
    document.head.querySelector('meta[property="og:url"]')?.remove();
  }
  if (!firstPage) for (const el of firstPageOnly.splice(0)) el.remove();
}
