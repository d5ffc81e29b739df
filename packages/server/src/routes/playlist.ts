// POST /api/playlist.php: a member's playlist edits (create, add, remove, order, delete), each act
// its own entry, and GET /api/playlist.php: the member's own playlists (`page`) or one of them
// (`playlist_id`), private ones included. Both answer only the signed-in member and are never cached.
import { ENDPOINT } from '@reel/api/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireMember } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { act, routeActs } from '../http/endpoint.js';
import { memberWrite, privateAnswer } from '../social/form.js';
import { ownPlaylists, readPlaylist } from '../social/playlistRead.js';
import { addToPlaylist, createPlaylist, deletePlaylist, orderPlaylist, removeFromPlaylist } from '../social/playlists.js';

export function playlistEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  const member = (req: FastifyRequest) => requireMember(req).user_id;
  routeActs(
    app,
    [
      act(ENDPOINT.playlistCreate, async (req, reply, { title, is_private }) =>
        privateAnswer(reply, { ok: true, playlist_id: await createPlaylist(ctx, member(req), title, is_private), total_videos: 0 }),
      ),
      act(ENDPOINT.playlistAdd, async (req, reply, { playlist_id, video_id }) =>
        privateAnswer(reply, { ok: true, playlist_id, total_videos: await addToPlaylist(ctx, member(req), playlist_id, video_id) }),
      ),
      act(ENDPOINT.playlistRemove, async (req, reply, { playlist_id, video_id }) =>
        privateAnswer(reply, { ok: true, playlist_id, total_videos: await removeFromPlaylist(ctx, member(req), playlist_id, video_id) }),
      ),
      act(ENDPOINT.playlistOrder, async (req, reply, { playlist_id, order }) =>
        privateAnswer(reply, { ok: true, playlist_id, total_videos: await orderPlaylist(ctx, member(req), playlist_id, order) }),
      ),
      act(ENDPOINT.playlistDelete, async (req, reply, { playlist_id }) => {
        await deletePlaylist(ctx, member(req), playlist_id);
        return privateAnswer(reply, { ok: true, playlist_id });
      }),
    ],
    { guard: (req) => memberWrite(ctx, req, 'playlist') },
  );

  routeActs(app, [
    act(ENDPOINT.playlistRead, async (req, reply, { page }) =>
      privateAnswer(reply, await ownPlaylists(ctx, requireMember(req).user_id, page)),
    ),
    act(ENDPOINT.playlistOne, async (req, reply, { playlist_id }) =>
      privateAnswer(reply, await readPlaylist(ctx, requireMember(req).user_id, playlist_id)),
    ),
  ]);
}
