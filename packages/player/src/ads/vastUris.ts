// A VAST document names its media files, click-throughs and pixels by URI, and a URI written as a
// path is relative to the document that holds it, as any address in a fetched document is: a
// wrapper's against the wrapper's address, the inline advert's against its own. Resolved here, on
// the parsed document before vast-client reads it, so everything after (the media file check, the
// trackers, the click-through) sees absolute addresses only. An advert server on the page's own
// origin can then name its files by path and play under whatever name the page was opened at.

/** The elements whose text is one URI (VAST 2–4). */
const URI_ELEMENTS = [
  'MediaFile',
  'Mezzanine',
  'InteractiveCreativeFile',
  'ClickThrough',
  'ClickTracking',
  'CustomClick',
  'Tracking',
  'Impression',
  'Error',
  'VASTAdTagURI',
  'IconClickThrough',
  'IconClickTracking',
  'IconViewTracking',
  'CompanionClickThrough',
  'CompanionClickTracking',
  'NonLinearClickThrough',
  'NonLinearClickTracking',
  'StaticResource',
  'IFrameResource',
  'Viewable',
  'NotViewable',
  'ViewUndetermined',
] as const;

/** A scheme (`https:`, `data:`) or a protocol-relative `//host`: already absolute. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Rewrites, in place, every relative URI of `xml` to its absolute form against `base`. */
export function resolveVastUris(xml: Document, base: string): void {
  for (const name of URI_ELEMENTS) {
    for (const element of Array.from(xml.getElementsByTagName(name))) {
      const text = element.textContent?.trim() ?? '';
      if (text === '' || ABSOLUTE.test(text)) continue;
      let resolved: string;
      try {
        resolved = new URL(text, base).href;
      } catch {
        continue;
      }
      element.textContent = resolved;
    }
  }
}
