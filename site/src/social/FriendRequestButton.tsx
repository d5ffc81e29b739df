// 'Add to friends': a friend request can be sent once, so the button stays disabled
// after the server took it or said it was sent before.
import { useState } from 'react';
import { notify } from '../modals/store';
import { t } from '../text';
import { SOCIAL_TEXT } from '../text/social';
import { friendsAct } from './calls';
import { failureText } from './texts';

const SENT_BEFORE = new Set(['already_requested', 'already_friends']);

export function FriendRequestButton({ userId }: { userId: number }) {
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function request() {
    setBusy(true);
    const result = await friendsAct('request', userId);
    setBusy(false);
    if (result.ok) {
      setSent(true);
      return notify('success', t(SOCIAL_TEXT, 'friends.requested'));
    }
    if (SENT_BEFORE.has(result.code)) setSent(true);
    notify('error', failureText('friends', result.code));
  }

  return (
    <button type="button" className="button button--primary" disabled={sent || busy} aria-pressed={sent} onClick={() => void request()}>
      {sent ? t(SOCIAL_TEXT, 'friends.requested') : t(SOCIAL_TEXT, 'friends.add')}
    </button>
  );
}
