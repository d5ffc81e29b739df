// POST /api/playlist.php: a member's playlist edits (create, add, remove, order, delete), and
// GET /api/playlist.php: the member's own playlists (`page`) or one of them (`playlist_id`), private
// ones included. Both answer only the signed-in member and are never cached.
import { PLAYLIST_ACTS } from '@reel/api';
import { ENDPOINT, type PlaylistEditAnswer } from '@reel/api/endpoints';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../auth/session.js';
import { checkWrite } from '../auth/writeLimits.js';
import type { AppContext } from '../context.js';
import { act, route, routeActs } from '../http/endpoint.js';
import { parseEnum } from '../http/params.js';
import { field, flag, formOf, privateAnswer, type Form } from '../social/form.js';
import { ownPlaylists, readPlaylist } from '../social/playlistRead.js';
import { addToPlaylist, createPlaylist, deletePlaylist, orderPlaylist, removeFromPlaylist } from '../social/playlists.js';
import { formId } from '../social/shared.js';

async function edit(ctx: AppContext, memberId: number, form: Form): Promise<PlaylistEditAnswer> {
  const act = parseEnum(field(form, 'act'), PLAYLIST_ACTS, 'invalid_act');
  const playlistId = form.playlist_id;
  switch (act) {
    case 'create':
      return { ok: true, playlist_id: await createPlaylist(ctx, memberId, form.title, flag(form, 'is_private')), total_videos: 0 };
    case 'add':
      return {
        ok: true,
        playlist_id: formId(playlistId, 'playlist_id'),
        total_videos: await addToPlaylist(ctx, memberId, playlistId, form.video_id),
      };
    case 'remove':
      return {
        ok: true,
        playlist_id: formId(playlistId, 'playlist_id'),
        total_videos: await removeFromPlaylist(ctx, memberId, playlistId, form.video_id),
      };
    case 'order':
      return {
        ok: true,
        playlist_id: formId(playlistId, 'playlist_id'),
        total_videos: await orderPlaylist(ctx, memberId, playlistId, form.order),
      };
    case 'delete':
      await deletePlaylist(ctx, memberId, playlistId);
      return { ok: true, playlist_id: formId(playlistId, 'playlist_id') };
  }
}

export function playlistEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, ENDPOINT.playlistEdit, async (req, reply) => {
    const member = requireMember(req);
    await checkWrite(ctx, req, 'playlist');
    return privateAnswer(reply, await edit(ctx, member.user_id, formOf(req)));
  });

  routeActs(app, [
    act(ENDPOINT.playlistRead, async (req, reply, { page }) =>
      privateAnswer(reply, await ownPlaylists(ctx, requireMember(req).user_id, page)),
    ),
    act(ENDPOINT.playlistOne, async (req, reply, { playlist_id }) =>
      privateAnswer(reply, await readPlaylist(ctx, requireMember(req).user_id, playlist_id)),
    ),
  ]);
}
