// `/members/{id}/favourite-videos/{page}/`: the member's favourite videos; on their own area each
// thumbnail carries a delete button that unfavourites the video.
import type { Video } from '@reel/api';
import { useState } from 'react';
import { api } from '../../api';
import { VideoCard } from '../../components/VideoCard';
import { VIDEO_PAGE_SIZE } from '../../lists/constants';
import { notify } from '../../modals/store';
import { t } from '../../text';
import { SOCIAL_TEXT } from '../../text/social';
import { OWN_LIFETIME_S, sendInput } from '../../social/calls';
import { Deletable, MemberHeading, PagedList, RemoteView, useMemberArea } from '../../social/memberArea';
import { useRemote } from '../../social/remote';
import { actFailureText } from '../../social/texts';

export default function FavouritesPage() {
  const { ownerId, page, own } = useMemberArea();
  const [remote, reload] = useRemote(
    () => api.videos({ section: 'favourites', object_id: ownerId, page, count: VIDEO_PAGE_SIZE, lifetime: OWN_LIFETIME_S }),
    `${ownerId}/${page}`,
  );
  const [busy, setBusy] = useState<number | null>(null);

  async function unfavourite(video: Video) {
    setBusy(video.video_id);
    const result = await sendInput({ act: 'unfavourite', section: 'video', object_id: video.video_id });
    setBusy(null);
    if (!result.ok) return notify('error', actFailureText('favourite', result.code));
    notify('success', t(SOCIAL_TEXT, 'notify.unfavourite_success'));
    reload();
  }

  return (
    <section aria-label={t(SOCIAL_TEXT, 'members.favourites')}>
      <MemberHeading text={t(SOCIAL_TEXT, 'members.favourites')} />
      <RemoteView remote={remote}>
        {(list) => (
          <PagedList count={list.videos.length} total={list.total_count} page={page} pageSize={VIDEO_PAGE_SIZE}>
            <ul className="grid">
              {list.videos.map((video) => (
                <li key={video.video_id}>
                  <Deletable
                    label={t(SOCIAL_TEXT, 'social.remove_favourite', { title: video.title })}
                    busy={busy === video.video_id}
                    onDelete={own ? () => void unfavourite(video) : undefined}
                  >
                    <VideoCard video={video} />
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
