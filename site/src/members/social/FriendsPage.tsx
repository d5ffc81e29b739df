// `/members/{id}/friends/{page}/`: the member's friends. On another member's area a signed-in
// member can send a friend request (once); on their own area the pending requests come first
// (received ones to accept) and each friend can be removed.
import { COUNT_MEMBERS, type MemberProfile } from '@reel/api';
import { memberPagePath } from '@reel/api/pages';
import { useState } from 'react';
import { api } from '../../api';
import { reduce } from '../../lists/format';
import { Tile } from '../../lists/Tile';
import { notify } from '../../modals/store';
import { t } from '../../text';
import { LIST_TEXT } from '../../text/lists';
import { SOCIAL_TEXT } from '../../text/social';
import { friendsAct, OWN_LIFETIME_S } from '../../social/calls';
import { FriendRequestButton } from '../../social/FriendRequestButton';
import { FriendRequests } from '../../social/FriendRequests';
import { Deletable, MemberHeading, PagedList, RemoteView, useMemberArea } from '../../social/memberArea';
import { useRemote } from '../../social/remote';
import { failureText } from '../../social/texts';

export default function FriendsPage() {
  const { ownerId, page, own, viewerId } = useMemberArea();
  const [remote, reload] = useRemote(
    () => api.members({ section: 'friends', object_id: ownerId, page, count: COUNT_MEMBERS, lifetime: OWN_LIFETIME_S }),
    `${ownerId}/${page}`,
  );
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(friend: MemberProfile) {
    setBusy(friend.user_id);
    const result = await friendsAct('remove', friend.user_id);
    setBusy(null);
    if (!result.ok) return notify('error', failureText('friends', result.code));
    notify('success', t(SOCIAL_TEXT, 'friends.removed'));
    reload();
  }

  return (
    <section aria-label={t(SOCIAL_TEXT, 'members.friends')}>
      <MemberHeading text={t(SOCIAL_TEXT, 'members.friends')} />
      {!own && viewerId !== null && <FriendRequestButton userId={ownerId} />}
      {own && <FriendRequests onAccepted={reload} />}
      <RemoteView remote={remote}>
        {(list) => (
          <PagedList count={list.members.length} total={list.total_count} page={page} pageSize={COUNT_MEMBERS}>
            <ul className="tiles tiles--portrait">
              {list.members.map((friend) => (
                <li key={friend.user_id}>
                  <Deletable
                    label={t(SOCIAL_TEXT, 'friends.remove', { name: friend.username })}
                    busy={busy === friend.user_id}
                    onDelete={own ? () => void remove(friend) : undefined}
                  >
                    <Tile href={memberPagePath(friend.user_id)} image={friend.avatar} title={friend.username} shape="portrait">
                      {t(LIST_TEXT, 'member.videos_n', { n: reduce(friend.statistics.videos ?? 0) })}
                    </Tile>
                  </Deletable>
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </RemoteView>
    </section>
  );
}
