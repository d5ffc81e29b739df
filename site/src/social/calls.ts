// The social calls of the site (packages/api/src/social.ts), each resolving to its answer or the
// server's refusal code, never rejecting.
import {
  LIFETIME_UNCACHED_S,
  type CommentPayload,
  type FriendAct,
  type InputActAnswer,
  type InputActPayload,
  type PlaylistPayload,
  type WallPayload,
} from '@reel/api';
import { ENDPOINT, INPUT_PATH, type FormFields } from '@reel/api/endpoints';
import { api } from '../api';
import { outcome, type Outcome } from './remote';

/** Own lists are never cached (lifetime 0 for own lists). */
export const OWN_LIFETIME_S = LIFETIME_UNCACHED_S;

function post<R>(path: string, fields: object): Promise<Outcome<R>> {
  return outcome(() => api.postForm<R>(path, fields as FormFields));
}

export const sendInput = (payload: InputActPayload) => post<InputActAnswer>(INPUT_PATH, payload);
export const postComment = ({ section, object_id, text }: CommentPayload) =>
  outcome(() => api.call(ENDPOINT.comment, { section, object_id: String(object_id), text }));
/** Each act of the playlist form is its own entry, with its own fields. */
function playlistCall(p: PlaylistPayload) {
  switch (p.act) {
    case 'create':
      return api.call(ENDPOINT.playlistCreate, { title: p.title, is_private: p.is_private === undefined ? undefined : p.is_private === 1 });
    case 'add':
      return api.call(ENDPOINT.playlistAdd, { playlist_id: p.playlist_id, video_id: String(p.video_id) });
    case 'remove':
      return api.call(ENDPOINT.playlistRemove, { playlist_id: p.playlist_id, video_id: String(p.video_id) });
    case 'order':
      return api.call(ENDPOINT.playlistOrder, { playlist_id: p.playlist_id, order: p.order });
    case 'delete':
      return api.call(ENDPOINT.playlistDelete, { playlist_id: p.playlist_id });
  }
}
export const playlistAct = (payload: PlaylistPayload) => outcome(() => playlistCall(payload));
const FRIEND_ENTRY = { request: ENDPOINT.friendsRequest, accept: ENDPOINT.friendsAccept, remove: ENDPOINT.friendsRemove } as const;
export const friendsAct = (act: FriendAct, user_id: number) => outcome(() => api.call(FRIEND_ENTRY[act], { user_id }));
export const sendMessage = (to_user_id: number, text: string) => outcome(() => api.call(ENDPOINT.messagesSend, { to_user_id, text }));
export const wallAct = (payload: WallPayload) =>
  outcome(() =>
    payload.act === 'delete'
      ? api.call(ENDPOINT.wallDelete, { post_id: payload.post_id })
      : api.call(ENDPOINT.wallPost, { user_id: payload.user_id, text: payload.text }),
  );
