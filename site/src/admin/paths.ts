// What the console's addresses need beyond its page table (`ADMIN_PAGES`, `adminPagePath` in
// @reel/api): the filters and the page number a list keeps in its query.

type Query = Readonly<Record<string, string | number | undefined | null>>;

/** `path` with the non-empty values of `query`; page 1 is left out, as it is the default. */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '' || (name === 'page' && Number(value) === 1)) continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
