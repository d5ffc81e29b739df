// The preroll stories' advert tags, from the VAST files in static/vast/. The player plays only
// absolute media addresses and a static file cannot know where Storybook is served, so each file's
// __BASE__ is filled in here and the result handed to the player as a blob: address.

export type PrerollKind = 'none' | 'skippable' | 'failover' | 'failover-404';

export const PREROLL_KINDS: readonly PrerollKind[] = ['none', 'skippable', 'failover', 'failover-404'];

export interface PrerollTags {
  /** Primary first, then backups, as the player's getTag answers them. */
  tags: string[];
  release(): void;
}

const base = () => new URL('.', document.baseURI).href;
const staticUrl = (path: string) => new URL(path, base()).href;

async function filledTag(name: string): Promise<string> {
  const res = await fetch(staticUrl(`vast/${name}.xml`));
  if (!res.ok) throw new Error(`vast/${name}.xml answered ${res.status}`);
  const xml = (await res.text()).replaceAll('__BASE__', () => base());
  return URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
}

/**
 * `failover` starts with a tag that answers "no ad" (a valid, empty VAST); `failover-404` with one
 * that is not there, which the browser also reports on the console as a failed request.
 */
export async function prerollTags(kind: PrerollKind): Promise<PrerollTags | null> {
  if (kind === 'none') return null;
  const made: string[] = [];
  const fill = async (name: string) => {
    const url = await filledTag(name);
    made.push(url);
    return url;
  };
  const release = () => made.forEach((url) => URL.revokeObjectURL(url));
  if (kind === 'skippable') return { tags: [await fill('skippable')], release };
  const primary = staticUrl(kind === 'failover' ? 'vast/empty.xml' : 'vast/missing.xml');
  return { tags: [primary, await fill('backup')], release };
}
