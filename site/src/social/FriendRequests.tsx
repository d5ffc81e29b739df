// The member's pending friend requests (GET /api/friends.php): received ones can be accepted, sent
// ones wait for the other member.
import { type FriendRequest } from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { useState } from 'react';
import { api } from '../api';
import { notify } from '../modals/store';
import { t } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { friendsAct } from './calls';
import { useRemote } from './remote';
import { failureText } from './texts';

export function FriendRequests({ onAccepted }: { onAccepted: () => void }) {
  const [remote, reload] = useRemote(() => api.call(ENDPOINT.friendsRead, { page: 1 }), 'requests');
  const [busy, setBusy] = useState<number | null>(null);
  if (remote.state !== 'ready' || remote.value.requests.length === 0) return null;

  async function accept(request: FriendRequest) {
    setBusy(request.user.user_id);
    const result = await friendsAct('accept', request.user.user_id);
    setBusy(null);
    if (!result.ok) return notify('error', failureText('friends', result.code));
    notify('success', t(SOCIAL_TEXT, 'friends.accepted'));
    reload();
    onAccepted();
  }

  return (
    <section className="social-requests" aria-label={t(SOCIAL_TEXT, 'friends.requests')}>
      <h3 className="social-heading">{t(SOCIAL_TEXT, 'friends.requests')}</h3>
      <ul className="social-posts">
        {remote.value.requests.map((r) => (
          <li key={r.user.user_id} className="social-post social-row">
            <strong>{r.user.username}</strong>
            {r.direction === 'in' ? (
              <button type="button" className="button button--primary" disabled={busy === r.user.user_id} onClick={() => void accept(r)}>
                {t(SOCIAL_TEXT, 'friends.accept', { name: r.user.username })}
              </button>
            ) : (
              <span className="social-note">{t(SOCIAL_TEXT, 'friends.waiting', { name: r.user.username })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
