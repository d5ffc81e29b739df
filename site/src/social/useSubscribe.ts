// Subscribing to a channel, model, member or playlist: a visitor is asked to log in; a member's
// success notifies and bumps the local subscriber count. A member who already subscribes sees so
// as the page opens, with the count their own (uncached) subscription list gives.
import type { SubscribeSection } from '@reel/api';
import { useEffect, useState } from 'react';
import { useSession } from '../shell/session';
import { memberAct, memberOrLogIn } from './acts';
import { ownSubscription } from './memberState';

export interface SubscribeState {
  subscribed: boolean;
  busy: boolean;
  subscribers: number | null;
  subscribe: () => Promise<void>;
}

export function useSubscribe(
  section: SubscribeSection,
  objectId: number | string,
  initialSubscribers: number | null = null,
): SubscribeState {
  const { user } = useSession();
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [subscribers, setSubscribers] = useState(initialSubscribers);
  const userId = user?.user_id ?? null;

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void ownSubscription(userId, section, objectId).then((found) => {
      if (!current || !found) return;
      setSubscribed(true);
      // The page's own answer may be cached from before this member subscribed.
      const counted = found.statistics.subscribers;
      setSubscribers((n) => (n === null || counted === undefined ? n : counted));
    });
    return () => {
      current = false;
    };
  }, [userId, section, objectId]);

  async function subscribe() {
    if (!(await memberOrLogIn())) return;
    setBusy(true);
    const result = await memberAct({ act: 'subscribe', section, object_id: objectId });
    setBusy(false);
    if (result.ok) {
      setSubscribed(true);
      const counted = result.value.statistics?.subscribers;
      setSubscribers((n) => counted ?? (n === null ? null : n + 1));
    } else if (result.code === 'already_subscribed') {
      setSubscribed(true);
    }
  }

  return { subscribed, busy, subscribers, subscribe };
}
