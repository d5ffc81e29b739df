import { offeredTo, type Video } from '@reel/api';
import { isApiError } from '@reel/api/endpoints';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api';
import { WATCH_RELATED_COUNT } from '../constants';
import { VideoGrid } from '../components/VideoGrid';
import { videoHref } from '../format';
import { viewer } from '../shell/viewer';
import { t } from '../text';
import { WATCH_TEXT } from '../text/watch';

/** Links from the related list carry r=1, as the player's own related links do. */
const relatedHref = (video: Video): string => `${videoHref(video)}?r=1`;

/** A compact column of related videos beside the player on wide screens. */
export function RelatedColumn({ videos }: { videos: Video[] }) {
  if (videos.length === 0) return null;
  return (
    <section className="watch-related" aria-labelledby="watch-related-title">
      <h2 id="watch-related-title" className="watch-section__title">
        {t(WATCH_TEXT, 'watch.related')}
      </h2>
      <ul className="watch-related__list">
        {videos.map((v) => (
          <li key={v.video_id}>
            <Link className="watch-related__item" to={relatedHref(v)}>
              <span className="watch-related__thumb">
                {v.thumb && <img src={v.thumb} alt="" loading="lazy" width={160} height={90} />}
                <span className="card__duration">{v.duration}</span>
              </span>
              <span className="watch-related__title">{v.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Appends without repeating a video a later page shares with an earlier one. */
export function appendNew(list: readonly Video[], more: readonly Video[]): Video[] {
  const seen = new Set(list.map((v) => v.video_id));
  return [...list, ...more.filter((v) => !seen.has(v.video_id))];
}

interface SuggestedProps {
  videoId: number;
  /** The first related page, less what the column beside the player shows. */
  initial: Video[];
  /** Related videos loaded so far (the column's included) and how many there are in all. */
  loaded: number;
  total: number;
}

/** The suggested list with its Show more related videos button, which loads the next related page. */
export function SuggestedVideos({ videoId, initial, loaded, total }: SuggestedProps) {
  const [videos, setVideos] = useState(initial);
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(loaded);
  const [more, setMore] = useState(loaded < total);
  const [loading, setLoading] = useState(false);

  async function showMore() {
    setLoading(true);
    try {
      const answer = await api.related(videoId, { page: page + 1, count: WATCH_RELATED_COUNT });
      const got = isApiError(answer) ? [] : answer.videos;
      // Counted as the API pages them; shown without what this viewer is not offered.
      setVideos((list) => appendNew(list, offeredTo(got, viewer())));
      setPage(page + 1);
      setCount(count + got.length);
      // An empty page ends the list even if the total said otherwise (the catalogue moved on).
      setMore(got.length > 0 && count + got.length < total);
    } catch {
      setMore(false);
    } finally {
      setLoading(false);
    }
  }

  if (videos.length === 0) return null;
  return (
    <section className="watch-suggested" aria-labelledby="watch-suggested-title">
      <h2 id="watch-suggested-title" className="watch-section__title">
        {t(WATCH_TEXT, 'watch.suggested')}
      </h2>
      <VideoGrid videos={videos} />
      {more && (
        <button
          type="button"
          className="button watch-suggested__more"
          onClick={() => void showMore()}
          disabled={loading}
          aria-busy={loading}
        >
          {t(WATCH_TEXT, 'watch.show_more')}
        </button>
      )}
    </section>
  );
}
