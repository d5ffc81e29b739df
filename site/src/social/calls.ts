// The social calls of the site (packages/api/src/social.ts), each resolving to its answer or the
// server's refusal code, never rejecting.
import {
  LIFETIME_UNCACHED_S,
  type CommentPayload,
  type FavouriteSection,
  type FriendAct,
  type InputActAnswer,
  type InputActPayload,
  type PlaylistPayload,
  type SubscribeSection,
  type VoteSection,
  type WallPayload,
} from '@reel/api';
import { ENDPOINT } from '@reel/api/endpoints';
import { api } from '../api';
import { outcome, type Outcome } from './remote';

/** Own lists are never cached (lifetime 0 for own lists). */
export const OWN_LIFETIME_S = LIFETIME_UNCACHED_S;

/** Each act of the input form is its own entry, whose parser checks the section the act takes. */
function inputCall({ act, section, object_id, vote }: InputActPayload): Promise<InputActAnswer> {
  const object = String(object_id);
  switch (act) {
    case 'vote':
      return api.call(ENDPOINT.inputVote, {
        section: section as VoteSection,
        object_id: object,
        vote: vote === undefined ? undefined : vote === 1,
      });
    case 'subscribe':
      return api.call(ENDPOINT.inputSubscribe, { section: section as SubscribeSection, object_id: object });
    case 'unsubscribe':
      return api.call(ENDPOINT.inputUnsubscribe, { section: section as SubscribeSection, object_id: object });
    case 'favourite':
      return api.call(ENDPOINT.inputFavourite, { section: section as FavouriteSection, object_id: object });
    case 'unfavourite':
      return api.call(ENDPOINT.inputUnfavourite, { section: section as FavouriteSection, object_id: object });
  }
}
export const sendInput = (payload: InputActPayload): Promise<Outcome<InputActAnswer>> => outcome(() => inputCall(payload));
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
