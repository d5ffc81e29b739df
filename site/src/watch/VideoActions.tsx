import type { Video } from '@reel/api';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { reduce } from '../lists/format';
import { openModal } from '../modals/store';
import { useSession } from '../shell/session';
import { t } from '../text';
import { Icon, type IconName } from './icons';
import { askToLogIn, sendMemberAct } from './memberAction';

interface ActionButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children?: ReactNode;
}

function ActionButton({ icon, label, onClick, disabled, children }: ActionButtonProps) {
  return (
    <button type="button" className="watch-action" aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon name={icon} />
      <span className="watch-action__text" aria-hidden="true">
        {children ?? label}
      </span>
    </button>
  );
}

/**
 * Like, dislike, Favorite, Download and Report under the player (spec 000 "Lists and video page").
 * A visitor's vote or favourite opens the Login modal; a member's bumps the counter on success.
 */
export function VideoActions({ video }: { video: Video }) {
  const { user } = useSession();
  const [counts, setCounts] = useState({ likes: video.statistics.likes, dislikes: video.statistics.dislikes });
  const [busy, setBusy] = useState(false);

  async function vote(like: boolean) {
    if (!user) return askToLogIn();
    setBusy(true);
    const done = await sendMemberAct({ act: 'vote', section: 'video', object_id: video.video_id, vote: like, user_id: user.user_id });
    setBusy(false);
    if (done) setCounts((c) => (like ? { ...c, likes: c.likes + 1 } : { ...c, dislikes: c.dislikes + 1 }));
  }

  async function favourite() {
    if (!user) return askToLogIn();
    setBusy(true);
    await sendMemberAct({ act: 'favourite', section: 'video', object_id: video.video_id, user_id: user.user_id });
    setBusy(false);
  }

  const report = () => openModal('ContactUs', { subject: t('watch.report_subject', { title: video.title, id: video.video_id }) });

  return (
    <div className="watch-actions" role="group" aria-label={t('watch.actions')}>
      <ActionButton icon="like" label={`${t('watch.like')}: ${t('watch.likes_n', { n: counts.likes })}`} onClick={() => void vote(true)} disabled={busy}>
        {reduce(counts.likes)}
      </ActionButton>
      <ActionButton icon="dislike" label={`${t('watch.dislike')}: ${t('watch.dislikes_n', { n: counts.dislikes })}`} onClick={() => void vote(false)} disabled={busy}>
        {reduce(counts.dislikes)}
      </ActionButton>
      <ActionButton icon="favorite" label={t('watch.favorite')} onClick={() => void favourite()} disabled={busy} />
      <Link className="watch-action" to={`/download?video=${video.video_id}`}>
        <Icon name="download" />
        <span className="watch-action__text">{t('watch.download')}</span>
      </Link>
      <ActionButton icon="report" label={t('watch.report')} onClick={report} />
    </div>
  );
}
