// The category list the slider asks the API for, answered in the page: Storybook has no server.
// Only that one address is answered here; every other request goes to the network as before.
import type { Category } from '@reel/api';
import type { CategoryList } from '@reel/api/endpoints';

const CATEGORIES_PATH = '/api/json/categories/';

let titles: readonly string[] = [];
let installed = false;

function category(title: string, i: number): Category {
  const dir = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    category_id: i + 1,
    title,
    dir,
    total_videos: 10 * (i + 1),
    avg_videos_popularity: i,
    key: dir,
    toptn: 0,
    thumb: '',
    seo_title: title,
  };
}

/** From now on the categories call answers these titles (in this order, as the server would). */
export function answerCategories(next: readonly string[]): void {
  titles = next;
  if (installed) return;
  installed = true;
  const network = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input, init) => {
    const address = typeof input === 'string' || input instanceof URL ? new URL(input, document.baseURI) : null;
    if (!address?.pathname.startsWith(CATEGORIES_PATH)) return network(input, init);
    const answer: CategoryList = { categories: titles.map(category), total_count: titles.length };
    return Promise.resolve(Response.json(answer));
  };
}
