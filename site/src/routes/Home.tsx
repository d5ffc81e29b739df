import { type Video } from '@reel/api';
import { pagePath } from '@reel/api/pages';
import { useLoaderData } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import type { ListData } from '../lists/data';
import { listKey } from '../lists/useListItems';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';

/** The list the home page opens: its next pages are this list's. */
const latestPage = (page: number) => pagePath('videos', { sort: 'latest-updates', page });
/** That list's key, as `listKey` makes it from any of its pages' addresses. */
const LATEST_LIST = listKey(latestPage(1), '');

/** `/`: the latest videos; Load more continues on the latest-updates list's pages. */
export function Home() {
  const list = useLoaderData() as ListData<Video>;
  return (
    <>
      <h1 className="page__title">{t(SITE_TEXT, 'list.latest')}</h1>
      <VideoListView list={list} listKey={LATEST_LIST} pageHref={latestPage} />
    </>
  );
}
