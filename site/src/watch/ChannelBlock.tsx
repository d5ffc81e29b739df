import { type SubscribeSection, type Video } from '@reel/api';
import { channelPagePath, modelPagePath } from '@reel/api/pages';
import { Link } from 'react-router-dom';
import { siteConfig } from '../config';
import { reduce } from '../lists/format';
import { useSession } from '../shell/session';
import { ExternalLink } from '../shell/ExternalLink';
import { SubscribeButton } from '../social/SubscribeButton';
import { t } from '../text';
import { LIST_TEXT } from '../text/lists';
import { WATCH_TEXT } from '../text/watch';

interface Source {
  name: string;
  href: string | null;
  /** What a subscription names: the channel's dir, the uploader's id, or the model's dir. */
  subscribe: { section: SubscribeSection; object_id: number | string } | null;
  joinUrl: string;
  videos: number | null;
}

/** The channel when there is one, else the uploader, else the model (`channel` is a channel or the text UsersUpload). */
function sourceOf(video: Video): Source {
  if (video.channel !== 'UsersUpload') {
    const c = video.channel;
    return {
      name: c.title,
      href: channelPagePath(c.dir),
      subscribe: { section: 'channel', object_id: c.dir },
      joinUrl: c.url || siteConfig.studio.url,
      videos: c.videos,
    };
  }
  const uploader = video.user;
  const model = video.models[0];
  if (!uploader && model) {
    return {
      name: model.title,
      href: modelPagePath(model.dir),
      subscribe: { section: 'model', object_id: model.dir },
      joinUrl: siteConfig.studio.url,
      videos: null,
    };
  }
  return {
    name: uploader?.username ?? video.content_source_name,
    href: null,
    subscribe: uploader ? { section: 'user', object_id: uploader.user_id } : null,
    joinUrl: siteConfig.studio.url,
    videos: null,
  };
}

/** Who made the video, with subscribe, join-now and Watch Me Live. */
export function ChannelBlock({ video }: { video: Video }) {
  const { user } = useSession();
  const source = sourceOf(video);
  // Members cannot subscribe to themselves.
  const own = user !== null && source.subscribe?.section === 'user' && source.subscribe.object_id === user.user_id;

  return (
    <section
      className="watch-channel"
      aria-label={video.channel === 'UsersUpload' ? t(WATCH_TEXT, 'watch.uploaded_by') : t(WATCH_TEXT, 'watch.channel')}
    >
      <span className="watch-channel__avatar" aria-hidden="true">
        {source.name.charAt(0).toUpperCase()}
      </span>
      <div className="watch-channel__who">
        {source.href ? (
          <Link className="watch-channel__name" to={source.href}>
            {source.name}
          </Link>
        ) : (
          <span className="watch-channel__name">{source.name}</span>
        )}
        {source.videos !== null && (
          <span className="watch-channel__count">{t(LIST_TEXT, 'listing.videos_n', { n: reduce(source.videos) })}</span>
        )}
      </div>
      <div className="watch-channel__links">
        {source.subscribe && !own && <SubscribeButton section={source.subscribe.section} objectId={source.subscribe.object_id} />}
        <ExternalLink href={source.joinUrl} className="button">
          {t(WATCH_TEXT, 'watch.join_now')}
        </ExternalLink>
        <ExternalLink href={siteConfig.liveCams.url} className="button">
          {t(WATCH_TEXT, 'watch.watch_live')}
        </ExternalLink>
      </div>
    </section>
  );
}
