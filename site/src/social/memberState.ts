// What the signed-in member has already done to an object, read from their own lists, uncached:
// the subscription list names what they subscribe to, with each object's current counters, and
// the favourites list the videos they keep. A page shows that state as it opens, rather than
// offering an act the server would refuse as a repeat.
import { COUNT_VIDEOS, SUBSCRIPTIONS_COUNT_DEFAULT, type SubscribeSection, type Subscription } from '@reel/api';
import { isApiError } from '@reel/api/endpoints';
import { api } from '../api';
import { MEMBER_STATE_PAGES_MAX } from '../constants';
import { OWN_LIFETIME_S } from './calls';

/** Channels and models are named by their dir, members and playlists by their number. */
function names(subscription: Subscription, section: SubscribeSection, objectId: number | string): boolean {
  if (section === 'channel' || section === 'model') return subscription.dir === String(objectId);
  return String(subscription.object_id) === String(objectId);
}

/** Reads `pageOf(1)`, `pageOf(2)`, … until `pick` finds the item, the list ends or the cap is reached. */
async function findInPages<I>(
  pageOf: (page: number) => Promise<{ items: readonly I[]; total: number; size: number } | null>,
  pick: (item: I) => boolean,
): Promise<I | null> {
  for (let page = 1; page <= MEMBER_STATE_PAGES_MAX; page++) {
    let answer;
    try {
      answer = await pageOf(page);
    } catch {
      // Not knowing leaves the button as it was; the act itself still works.
      return null;
    }
    if (!answer) return null;
    const found = answer.items.find(pick);
    if (found !== undefined) return found;
    if (answer.items.length === 0 || page * answer.size >= answer.total) return null;
  }
  return null;
}

/** The member's subscription to the object, with its current counters, or null. */
export function ownSubscription(userId: number, section: SubscribeSection, objectId: number | string): Promise<Subscription | null> {
  const size = SUBSCRIPTIONS_COUNT_DEFAULT;
  return findInPages(
    async (page) => {
      const answer = await api.subscriptions(userId, { lifetime: OWN_LIFETIME_S, type: section, page, count: size });
      return isApiError(answer) ? null : { items: answer.subscriptions, total: answer.total_count, size };
    },
    (s) => names(s, section, objectId),
  );
}

/** Whether the member keeps the video among their favourites. */
export async function isOwnFavourite(userId: number, videoId: number): Promise<boolean> {
  const size = COUNT_VIDEOS;
  const found = await findInPages(
    async (page) => {
      const answer = await api.videos({ section: 'favourites', object_id: userId, page, count: size, lifetime: OWN_LIFETIME_S });
      return isApiError(answer) ? null : { items: answer.videos, total: answer.total_count, size };
    },
    (v) => v.video_id === videoId,
  );
  return found !== null;
}
