// Addresses the player opens, navigates to or hands to the browser (an advert's click-through, a
// link from the video's data or the page's options) are web pages: http: or https:. Any other
// scheme (`javascript:`, `data:`, `vbscript:`, `blob:`) would run in, or replace, the page.

/** `url` made absolute against `base` when it is an http: or https: address; null otherwise. */
export function webAddress(url: string, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}
