import { type Video, type VideoSort } from '@reel/api';
import { pagePath, pageMeta } from '@reel/api/pages';
import { useLoaderData, useParams } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import type { ListData } from '../lists/data';
import { SortFilter } from '../lists/SortFilter';
import { sortOptions, VIDEO_LIST_SORTS } from '../lists/sorts';
import { SITE_SUFFIX } from '../lists/title';

/** `/videos/{sort}/{page}/`: every video in one order. */
export function Videos() {
  const list = useLoaderData() as ListData<Video>;
  const { sort = '' } = useParams();
  const heading = pageMeta('videos', { sort }).title.replace(SITE_SUFFIX, '');
  return (
    <>
      <div className="list-head">
        <h1 className="page__title">{heading}</h1>
        <SortFilter current={sort} options={sortOptions(VIDEO_LIST_SORTS, (s) => pagePath('videos', { sort: s as VideoSort, page: 1 }))} />
      </div>
      <VideoListView list={list} />
    </>
  );
}
