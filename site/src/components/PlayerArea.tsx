import { STATUS_DELETED, type Video } from '@reel/api';
import { Suspense } from 'react';
import { Await } from 'react-router-dom';
import type { FilesResult } from '../routes/loaders';
import { toSources } from '../sources';
import { t } from '../text';
import { Loading } from './Loading';
import { Notice } from './Notice';
import { VideoPlayer } from './VideoPlayer';

interface PlayerAreaProps {
  video: Video;
  files: Promise<FilesResult> | null;
}

function Player({ video, result }: { video: Video; result: FilesResult }) {
  if (!result.ok) return <Notice text={t('video.files_error')} icon="!" tone="error" />;
  const sources = toSources(result.files);
  if (sources.length === 0) return <Notice text={t('video.no_files')} icon="!" tone="error" />;
  return <VideoPlayer sources={sources} poster={video.scr || video.thumb} title={video.title} />;
}

/** The 16:9 area at the top of the watch page: the player, or why there is none (spec 001 §2). */
export function PlayerArea({ video, files }: PlayerAreaProps) {
  return (
    <section className="player-area">
      {video.status_id === STATUS_DELETED || files === null ? (
        <Notice text={t('video.deleted')} icon=":(" />
      ) : (
        <Suspense fallback={<Loading />}>
          <Await resolve={files}>{(result: FilesResult) => <Player video={video} result={result} />}</Await>
        </Suspense>
      )}
    </section>
  );
}
