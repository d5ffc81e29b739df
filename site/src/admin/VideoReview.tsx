// One video as a reviewer sees it, whatever its status: its media (preview clip, screenshots,
// timeline strip, the full video from a signed address), what the uploader wrote, the uploader's
// history, and the decisions open on it. Every action's answer is the video's new state.
import { VideoStatus } from '@reel/api';
import { adminPagePath } from '@reel/api/pages';
import { type AdminVideo, type UploaderHistory } from '@reel/api/moderation';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { t, textIn } from '../text';
import { ADMIN_TEXT } from '../text/admin';
import { adminApi } from './api';
import { clock, statusText, when } from './format';
import { Chip, Fact, LoadState } from './ui';
import { useAdminData } from './useAdminData';
import { VideoDecisions } from './VideoDecisions';
import { CaptionsPanel } from './CaptionsPanel';
import { ConsentRecords } from './ConsentRecords';
import { VideoEditForm } from './VideoEditForm';
import { statusTone } from './videoStatus';

function Media({ video }: { video: AdminVideo }) {
  return (
    <section className="admin-panel" aria-labelledby="admin-media">
      <h2 id="admin-media">{t(ADMIN_TEXT, 'admin.video.media')}</h2>
      <div className="admin-media">
        {video.preview && (
          <figure>
            <video src={video.preview} muted loop autoPlay playsInline aria-label={t(ADMIN_TEXT, 'admin.video.preview')} />
            <figcaption>{t(ADMIN_TEXT, 'admin.video.preview')}</figcaption>
          </figure>
        )}
        {video.file && (
          <figure>
            <video src={video.file} controls preload="metadata" aria-label={t(ADMIN_TEXT, 'admin.video.full')} />
            <figcaption>{t(ADMIN_TEXT, 'admin.video.full')}</figcaption>
          </figure>
        )}
      </div>
      {video.screenshots.length > 0 && (
        <>
          <h3>{t(ADMIN_TEXT, 'admin.video.screenshots')}</h3>
          <ul className="admin-shots">
            {video.screenshots.map((src, i) => (
              <li key={src}>
                <img src={src} alt={t(ADMIN_TEXT, 'admin.video.screenshot', { n: i + 1 })} loading="lazy" />
              </li>
            ))}
          </ul>
        </>
      )}
      {video.timeline_sprite && (
        <>
          <h3>{t(ADMIN_TEXT, 'admin.video.timeline')}</h3>
          <div className="admin-timeline">
            <img src={video.timeline_sprite} alt={t(ADMIN_TEXT, 'admin.video.timeline')} loading="lazy" />
          </div>
        </>
      )}
    </section>
  );
}

const listOrDash = (items: string[]) => (items.length ? items.join(', ') : t(ADMIN_TEXT, 'admin.none'));

function Details({ video }: { video: AdminVideo }) {
  return (
    <section className="admin-panel" aria-labelledby="admin-details">
      <h2 id="admin-details">{t(ADMIN_TEXT, 'admin.video.details')}</h2>
      <dl className="admin-facts">
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.status')}>
          <Chip tone={statusTone(video.status_id)}>{statusText(video.status_id)}</Chip>{' '}
          {/* Live and still queued (moderation `post`): a video in review says so already. */}
          {video.review_pending && video.status_id === VideoStatus.Active && (
            <Chip tone="warn">{t(ADMIN_TEXT, 'admin.video.pending')}</Chip>
          )}{' '}
          {video.purged && <Chip tone="bad">{t(ADMIN_TEXT, 'admin.video.purged')}</Chip>}
        </Fact>
        {video.reject_reason && (
          <Fact label={t(ADMIN_TEXT, 'admin.video.field.reject')}>
            {textIn([ADMIN_TEXT], `admin.reject.${video.reject_reason}`) ?? video.reject_reason}
            {video.reject_note && <span className="admin-note"> — {video.reject_note}</span>}
          </Fact>
        )}
        {video.hold_reason && <Fact label={t(ADMIN_TEXT, 'admin.video.field.hold')}>{video.hold_reason}</Fact>}
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.title')}>{video.title}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.description')}>
          <span className="admin-prose">{video.description || t(ADMIN_TEXT, 'admin.none')}</span>
        </Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.categories')}>{listOrDash(video.categories.map((c) => c.title))}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.models')}>{listOrDash(video.models.map((m) => m.title))}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.tags')}>{listOrDash(video.tags)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.duration')}>{clock(video.duration)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.uploaded')}>{when(video.uploaded_at)}</Fact>
        <Fact label={t(ADMIN_TEXT, 'admin.video.field.reports')}>
          {video.reports}
          {video.reports > 0 && (
            <>
              {' '}
              <Link to={adminPagePath('admin_report', { type: 'video', id: video.video_id })}>
                {t(ADMIN_TEXT, 'admin.video.view_reports')}
              </Link>
            </>
          )}
        </Fact>
      </dl>
    </section>
  );
}

function Uploader({ uploader }: { uploader: UploaderHistory | null }) {
  return (
    <section className="admin-panel" aria-labelledby="admin-uploader">
      <h2 id="admin-uploader">{t(ADMIN_TEXT, 'admin.uploader.title')}</h2>
      {!uploader ? (
        <p>{t(ADMIN_TEXT, 'admin.video.no_uploader')}</p>
      ) : (
        <>
          <p>
            <Link to={adminPagePath('admin_member', { id: uploader.user_id })}>{uploader.username}</Link>{' '}
            {uploader.banned && <Chip tone="bad">{t(ADMIN_TEXT, 'admin.banned')}</Chip>}
          </p>
          <dl className="admin-facts">
            <Fact label={t(ADMIN_TEXT, 'admin.uploader.role')}>{t(ADMIN_TEXT, `admin.role.${uploader.role}`)}</Fact>
            <Fact label={t(ADMIN_TEXT, 'admin.uploader.uploads')}>{uploader.uploads}</Fact>
            <Fact label={t(ADMIN_TEXT, 'admin.uploader.rejections')}>{uploader.rejections}</Fact>
            <Fact label={t(ADMIN_TEXT, 'admin.uploader.reports')}>{uploader.reports_against}</Fact>
            <Fact label={t(ADMIN_TEXT, 'admin.uploader.joined')}>{when(uploader.joined)}</Fact>
            <Fact label={t(ADMIN_TEXT, 'admin.uploader.affidavit')}>
              {uploader.verified_at ? (
                t(ADMIN_TEXT, 'admin.uploader.affidavit_at', { when: when(uploader.verified_at) })
              ) : (
                <Chip tone="warn">{t(ADMIN_TEXT, 'admin.uploader.affidavit_none')}</Chip>
              )}
            </Fact>
          </dl>
        </>
      )}
    </section>
  );
}

function Review({ video, replace }: { video: AdminVideo; replace: (video: AdminVideo) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <h1>{t(ADMIN_TEXT, 'admin.video.title', { title: video.title })}</h1>
      <div className="admin-review">
        <div className="admin-review__main">
          <Media video={video} />
          {editing ? (
            <VideoEditForm
              video={video}
              onSaved={(saved) => {
                replace(saved);
                setEditing(false);
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Details video={video} />
          )}
        </div>
        <div className="admin-review__side">
          <VideoDecisions video={video} onAnswer={replace} onEdit={editing ? undefined : () => setEditing(true)} />
          <Uploader uploader={video.uploader} />
          <ConsentRecords videoId={video.video_id} />
          <CaptionsPanel video={video} onSaved={replace} />
        </div>
      </div>
    </>
  );
}

export function VideoReview({ id }: { id: number }) {
  const { loaded, reload, set } = useAdminData(`video ${id}`, () => adminApi.video(id));
  return (
    <section className="admin-page">
      <p>
        <Link to={adminPagePath('admin_review')}>{t(ADMIN_TEXT, 'admin.video.back')}</Link>
      </p>
      <LoadState loaded={loaded} reload={reload}>
        {(video) => <Review video={video} replace={(next) => set(() => next)} />}
      </LoadState>
    </section>
  );
}
