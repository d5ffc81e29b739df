// Which requests are pages (the site's and the embed's HTML) rather than calls, media or files:
// a page answers bad input with its own 404 page, a call with `{error, code}`.

import { isStorableText } from '@reel/api';

const NOT_PAGES = ['/api/', '/media/', '/get_file/'];

export function isPageRequest(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !NOT_PAGES.some((prefix) => path.startsWith(prefix));
}

/** True when every name and value of a page address's query holds text a database column can keep. */
export function storableQuery(url: URL): boolean {
  return [...url.searchParams].every(([name, value]) => isStorableText(name) && isStorableText(value));
}
