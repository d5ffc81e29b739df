// `/members/{id}/playlists/{page}/`: the member's playlists as tiles; on their own area a form
// makes a new one and each tile carries a delete button.
import { COUNT_PLAYLISTS, type Playlist } from '@reel/api';
import { playlistPagePath } from '@reel/api/pages';
import { ENDPOINT } from '@reel/api/endpoints';
import { useState } from 'react';
import { api } from '../../api';
import { reduce } from '../../lists/format';
import { Tile } from '../../lists/Tile';
import { notify } from '../../modals/store';
import { t } from '../../text';
import { SOCIAL_TEXT } from '../../text/social';
import { OWN_LIFETIME_S, playlistAct } from '../../social/calls';
import { Deletable, MemberHeading, PagedList, RemoteView, useMemberArea } from '../../social/memberArea';
import { NewPlaylistForm } from '../../social/NewPlaylistForm';
import { useRemote } from '../../social/remote';
import { failureText } from '../../social/texts';

export default function PlaylistsPage() {
  const { ownerId, page, own } = useMemberArea();
  // The owner's own list holds their private playlists too; others see the public ones.
  const [remote, reload] = useRemote(
    () =>
      own
        ? api.call(ENDPOINT.playlistRead, { page })
        : api.playlists({ section: 'user', object_id: ownerId, page, count: COUNT_PLAYLISTS, lifetime: OWN_LIFETIME_S }),
    `${ownerId}/${page}/${own}`,
  );
  const [busy, setBusy] = useState<number | null>(null);

  async function remove(playlist: Playlist) {
    setBusy(playlist.playlist_id);
    const result = await playlistAct({ act: 'delete', playlist_id: playlist.playlist_id });
    setBusy(null);
    if (!result.ok) return notify('error', failureText('playlist', result.code));
    notify('success', t(SOCIAL_TEXT, 'playlist.deleted'));
    reload();
  }

  return (
    <section aria-label={t(SOCIAL_TEXT, 'members.playlists')}>
      <MemberHeading text={t(SOCIAL_TEXT, 'members.playlists')} />
      {own && <NewPlaylistForm onCreated={reload} />}
      <RemoteView remote={remote}>
        {(list) => (
          <PagedList count={list.playlists.length} total={list.total_count} page={page} pageSize={COUNT_PLAYLISTS}>
            <ul className="tiles tiles--wide">
              {list.playlists.map((playlist) => (
                <li key={playlist.playlist_id}>
                  <Deletable
                    label={t(SOCIAL_TEXT, 'social.delete_named', { title: playlist.title })}
                    busy={busy === playlist.playlist_id}
                    onDelete={own ? () => void remove(playlist) : undefined}
                  >
                    <Tile href={playlistPagePath(playlist.playlist_id)} image={playlist.thumb} title={playlist.title} shape="wide">
                      {t(SOCIAL_TEXT, 'playlist.videos_n', { n: reduce(playlist.total_videos) })}
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
