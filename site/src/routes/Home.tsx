import type { Video } from '@reel/api';
import { useLoaderData } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import type { ListData } from '../lists/data';
import { t } from '../text';
import { SITE_TEXT } from '../text/site';

/** The list the home page opens: its next pages are this list's. */
const LATEST_LIST = '/videos/latest-updates/';

/** `/`: the latest videos; Load more continues on the latest-updates list's pages. */
export function Home() {
  const list = useLoaderData() as ListData<Video>;
  return (
    <>
      <h1 className="page__title">{t(SITE_TEXT, 'list.latest')}</h1>
      <VideoListView list={list} listKey={LATEST_LIST} pageHref={(n) => `${LATEST_LIST}${n}/`} />
    </>
  );
}
