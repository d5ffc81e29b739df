import type { VideoList } from '@reel/api';
import { useLoaderData } from 'react-router-dom';
import { VideoGrid } from '../components/VideoGrid';
import { t } from '../text';

/** `/`: the latest videos. */
export function Home() {
  const { videos } = useLoaderData() as VideoList;
  return (
    <>
      <title>{t('site.name')}</title>
      <h1 className="page__title">{t('list.latest')}</h1>
      <VideoGrid videos={videos} />
    </>
  );
}
