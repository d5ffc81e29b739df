// `/members/{id}/subscriptions/{page}/`: channels, models, members and playlists the member follows.
// No thumbnail delete here: each item has its own Unsubscribe button instead.
import { type Subscription } from '@reel/api';
import { channelPagePath, memberPagePath, modelPagePath, playlistPagePath } from '@reel/api/pages';
import { useState } from 'react';
import { api } from '../../api';
import { reduce } from '../../lists/format';
import { Tile } from '../../lists/Tile';
import { notify } from '../../modals/store';
import { t } from '../../text';
import { LIST_TEXT } from '../../text/lists';
import { SOCIAL_TEXT } from '../../text/social';
import { OWN_LIFETIME_S, sendInput } from '../../social/calls';
import { MemberHeading, PagedList, RemoteView, useMemberArea } from '../../social/memberArea';
import { useRemote } from '../../social/remote';
import { actFailureText } from '../../social/texts';

/** Subscriptions per page: the catalogue's default count for the call. */
const PAGE_SIZE = 60;

/** Where a subscription's object lives on the site. */
export function subscriptionHref(s: Pick<Subscription, 'type' | 'dir' | 'object_id'>): string {
  switch (s.type) {
    case 'channel':
      return channelPagePath(s.dir);
    case 'model':
      return modelPagePath(s.dir);
    case 'playlist':
      return playlistPagePath(s.object_id);
    case 'user':
      return memberPagePath(s.object_id);
  }
}

export default function SubscriptionsPage() {
  const { ownerId, page, own } = useMemberArea();
  const [remote, reload] = useRemote(
    () => api.subscriptions(ownerId, { lifetime: OWN_LIFETIME_S, page, count: PAGE_SIZE }),
    `${ownerId}/${page}`,
  );
  const [busy, setBusy] = useState<number | null>(null);

  async function unsubscribe(s: Subscription) {
    setBusy(s.subscription_id);
    const result = await sendInput({ act: 'unsubscribe', section: s.type, object_id: s.object_id });
    setBusy(null);
    if (!result.ok) return notify('error', actFailureText('subscribe', result.code));
    notify('success', t(SOCIAL_TEXT, 'notify.unsubscribe_success'));
    reload();
  }

  return (
    <section aria-label={t(SOCIAL_TEXT, 'members.subscriptions')}>
      <MemberHeading text={t(SOCIAL_TEXT, 'members.subscriptions')} />
      <RemoteView remote={remote}>
        {(list) => (
          <PagedList count={list.subscriptions.length} total={list.total_count} page={page} pageSize={PAGE_SIZE}>
            <ul className="tiles tiles--portrait">
              {list.subscriptions.map((s) => (
                <li key={s.subscription_id}>
                  <Tile href={subscriptionHref(s)} image={s.thumb} title={s.title} shape="portrait">
                    {t(LIST_TEXT, 'listing.videos_n', { n: reduce(s.statistics.videos ?? 0) })}
                  </Tile>
                  {own && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t(SOCIAL_TEXT, 'social.unsubscribe_named', { title: s.title })}
                      disabled={busy === s.subscription_id}
                      onClick={() => void unsubscribe(s)}
                    >
                      {t(SOCIAL_TEXT, 'social.unsubscribe')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </PagedList>
        )}
      </RemoteView>
    </section>
  );
}
