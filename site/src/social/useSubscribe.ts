// Subscribing to a channel, model, member or playlist: a visitor is asked to log in;
// a member's success notifies and bumps the local subscriber count.
import type { SubscribeSection } from '@reel/api';
import { useState } from 'react';
import { memberAct, memberOrLogIn } from './acts';

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
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [subscribers, setSubscribers] = useState(initialSubscribers);

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
