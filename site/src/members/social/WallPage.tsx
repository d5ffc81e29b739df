// `/members/{id}/wall/{page}/`: posts on a member's wall, newest first. A signed-in member can
// post; the wall's owner can delete any post on it, and an author their own. Anyone may report a
// post by someone else.
import { WALL_POST_MAX_CHARS, WALL_POSTS_PER_PAGE, type WallPost } from '@reel/api';
import { memberTabPath } from '@reel/api/pages';
import { ENDPOINT } from '@reel/api/endpoints';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api';
import { notify } from '../../modals/store';
import { ReportButton } from '../../report/ReportButton';
import { t } from '../../text';
import { SOCIAL_TEXT } from '../../text/social';
import { wallAct } from '../../social/calls';
import { FriendRequestButton } from '../../social/FriendRequestButton';
import { MemberHeading, PagedList, RemoteView, useMemberArea } from '../../social/memberArea';
import { Post } from '../../social/Post';
import { useRemote } from '../../social/remote';
import { TextForm } from '../../social/TextForm';
import { failureText } from '../../social/texts';

export default function WallPage() {
  const { ownerId, page, own, viewerId } = useMemberArea();
  const [remote, reload] = useRemote(() => api.call(ENDPOINT.wallRead, { user_id: ownerId, page }), `${ownerId}/${page}`);
  const [busy, setBusy] = useState<number | null>(null);

  async function post(text: string): Promise<string | null> {
    const result = await wallAct({ user_id: ownerId, text });
    if (!result.ok) return failureText('wall', result.code);
    notify('success', t(SOCIAL_TEXT, 'wall.posted'));
    reload();
    return null;
  }

  async function remove(item: WallPost) {
    setBusy(item.post_id);
    const result = await wallAct({ act: 'delete', post_id: item.post_id });
    setBusy(null);
    if (!result.ok) return notify('error', failureText('wall', result.code));
    notify('success', t(SOCIAL_TEXT, 'wall.deleted'));
    reload();
  }

  return (
    <section aria-label={t(SOCIAL_TEXT, 'members.wall')}>
      <MemberHeading text={t(SOCIAL_TEXT, 'members.wall')} />
      {!own && viewerId !== null && (
        <p className="social-row">
          <FriendRequestButton userId={ownerId} />
          <Link className="button" to={`${memberTabPath(viewerId, 'messages')}?with=${ownerId}`}>
            {t(SOCIAL_TEXT, 'messages.write')}
          </Link>
        </p>
      )}
      {viewerId !== null && <TextForm label="wall.label" submit="wall.post" maxLength={WALL_POST_MAX_CHARS} onSend={post} />}
      <RemoteView remote={remote}>
        {(list) => (
          <PagedList count={list.posts.length} total={list.total_count} page={page} pageSize={WALL_POSTS_PER_PAGE}>
            <ul className="social-posts">
              {list.posts.map((item) => (
                <li key={item.post_id}>
                  <Post post={{ author: item.user.username, date: item.post_date, text: item.text }}>
                    {(own || item.user.user_id === viewerId) && (
                      <button type="button" className="button" disabled={busy === item.post_id} onClick={() => void remove(item)}>
                        {t(SOCIAL_TEXT, 'wall.delete')}
                      </button>
                    )}
                    {item.user.user_id !== viewerId && (
                      <ReportButton
                        subject={{ type: 'wall', id: item.post_id }}
                        label={t(SOCIAL_TEXT, 'wall.report', { name: item.user.username })}
                      >
                        {t(SOCIAL_TEXT, 'social.report')}
                      </ReportButton>
                    )}
                  </Post>
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </RemoteView>
    </section>
  );
}
