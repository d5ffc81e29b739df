// `/members/{id}/uploaded-videos/{page}/`: on the member's own area, every upload with its state
// (asked again while any is processing) and a delete button; on another member's, their published
// videos.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { UPLOADS_PAGE_SIZE } from '@reel/api';
import { api } from '../api';
import { VideoCard } from '../components/VideoCard';
import { VIDEO_PAGE_SIZE } from '../lists/constants';
import { UPLOAD_PAGE_PATH } from '../shell/links';
import { MemberHeading, PagedList, RemoteView, useMemberArea } from '../social/memberArea';
import { useRemote } from '../social/remote';
import { t } from '../text';
import { UPLOAD_TEXT } from '../text/upload';
import { fetchUploads } from './calls';
import { PROCESSING_POLL_MS } from './constants';
import { UploadedItem } from './UploadedItem';
import { ViewsChart } from './ViewsChart';
import './upload.css';

function OwnUploads({ page }: { page: number }) {
  const [remote, reload] = useRemote(() => fetchUploads(page), String(page));
  // Deleted here: left out at once, and out of any answer still on its way from before the delete.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const onDeleted = (videoId: number) => setDeleted((was) => new Set(was).add(videoId));
  const processing = remote.state === 'ready' && remote.value.videos.some((v) => v.state === 'processing' && !deleted.has(v.video_id));
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(reload, PROCESSING_POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, remote, reload]);
  return (
    <RemoteView remote={remote}>
      {(list) => {
        const videos = list.videos.filter((v) => !deleted.has(v.video_id));
        const gone = list.videos.length - videos.length;
        return (
          <PagedList count={videos.length} total={list.total_count - gone} page={page} pageSize={UPLOADS_PAGE_SIZE}>
            <ul className="uploaded-list">
              {videos.map((video) => (
                <li key={video.video_id}>
                  <UploadedItem video={video} onChanged={reload} onDeleted={onDeleted} />
                </li>
              ))}
            </ul>
          </PagedList>
        );
      }}
    </RemoteView>
  );
}

function PublicUploads({ ownerId, page }: { ownerId: number; page: number }) {
  const [remote] = useRemote(() => api.videos({ section: 'user', object_id: ownerId, page, count: VIDEO_PAGE_SIZE }), `${ownerId}/${page}`);
  return (
    <RemoteView remote={remote}>
      {(list) => (
        <PagedList count={list.videos.length} total={list.total_count} page={page} pageSize={VIDEO_PAGE_SIZE}>
          <ul className="grid">
            {list.videos.map((video) => (
              <li key={video.video_id}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        </PagedList>
      )}
    </RemoteView>
  );
}

export default function UploadedVideosPage() {
  const { ownerId, page, own } = useMemberArea();
  return (
    <section className="uploaded" aria-label={t(UPLOAD_TEXT, 'uploaded.title')}>
      <MemberHeading text={t(UPLOAD_TEXT, 'uploaded.title')} />
      {own && (
        <p>
          <Link to={UPLOAD_PAGE_PATH} className="button button--primary">
            {t(UPLOAD_TEXT, 'uploaded.upload')}
          </Link>
        </p>
      )}
      {own && <ViewsChart />}
      {own ? <OwnUploads page={page} /> : <PublicUploads ownerId={ownerId} page={page} />}
    </section>
  );
}
