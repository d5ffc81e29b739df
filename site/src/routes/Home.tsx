import type { Video } from '@reel/api';
import { useLoaderData } from 'react-router-dom';
import { VideoListView } from '../components/VideoGrid';
import type { ListData } from '../lists/data';
import { t } from '../text';

/** `/`: the latest videos; further pages are the latest-updates list's. */
export function Home() {
  const list = useLoaderData() as ListData<Video>;
  return (
    <>
      <h1 className="page__title">{t('list.latest')}</h1>
      <VideoListView list={list} pageHref={(n) => `/videos/latest-updates/${n}/`} />
    </>
  );
}
