import { type Video, type VideoSort } from '@reel/api';
import { pageHeading, pagePath } from '@reel/api/pages';
import { useLoaderData, useParams } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import type { ListData } from '../lists/data';
import { SortFilter } from '../lists/SortFilter';
import { sortOptions, VIDEO_LIST_SORTS } from '../lists/sorts';

/** `/videos/{sort}/{page}/`: every video in one order. */
export function Videos() {
  const list = useLoaderData() as ListData<Video>;
  const { sort = '' } = useParams();
  return (
    <>
      <div className="list-head">
        <h1 className="page__title">{pageHeading('videos', { sort })}</h1>
        <SortFilter current={sort} options={sortOptions(VIDEO_LIST_SORTS, (s) => pagePath('videos', { sort: s as VideoSort, page: 1 }))} />
      </div>
      <VideoListView list={list} />
    </>
  );
}
