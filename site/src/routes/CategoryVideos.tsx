import { categoryPagePath } from '@reel/api/pages';
import { useLoaderData, useParams } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import { PageSubject } from '../lists/PageHead';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import type { CategoryVideos as Data } from './listLoaders';

/** `/categories/{object_id}/{page}/`: one category's latest videos. */
export function CategoryVideos() {
  const { list, title, seoTitle } = useLoaderData() as Data;
  // `/categories/{dir}/` is page 1 too, so the page number cannot just replace the last segment.
  const base = categoryPagePath(useParams().object_id ?? '');
  return (
    <>
      <PageSubject subject={{ title, seoTitle }} />
      <h1 className="page__title">{seoTitle || t(LIST_TEXT, 'title.category_videos', { title })}</h1>
      <VideoListView list={list} listKey={base} pageHref={(n) => `${base}${n}/`} />
    </>
  );
}
