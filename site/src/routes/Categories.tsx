import { type Category } from '@reel/api';
import { categoryPagePath, pageHeading } from '@reel/api/pages';
import { useLoaderData } from 'react-router-dom';
import { Notice } from '../components/Notice';
import { reduce } from '../lists/format';
import { Tile, TileGrid } from '../lists/Tile';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';

/** `/categories/`: every category but the hidden ones, by title. */
export function Categories() {
  const { categories, failed } = useLoaderData() as { categories: Category[]; failed: boolean };
  return (
    <>
      <h1 className="page__title">{pageHeading('categories')}</h1>
      {failed || categories.length === 0 ? (
        <Notice text={t(LIST_TEXT, 'listing.empty')} />
      ) : (
        <TileGrid
          items={categories}
          itemKey={(c) => c.dir}
          shape="wide"
          render={(c) => (
            <Tile href={categoryPagePath(c.dir)} image={c.thumb} title={c.title} shape="wide">
              {t(LIST_TEXT, 'listing.videos_n', { n: reduce(c.total_videos) })}
            </Tile>
          )}
        />
      )}
    </>
  );
}
