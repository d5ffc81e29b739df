// The social calls of the site (contracts: input, comment, playlist, friends, messages, wall), each
// resolving to its answer or the server's refusal code, never rejecting.
import { INPUT_PATH, LIFETIME_UNCACHED_S, type CommentSection, type FormFields, type StatSection } from '@reel/api';
import { api } from '../api';
import { outcome, type Outcome } from './remote';

export const COMMENT_PATH = '/api/comment.php';
export const PLAYLIST_PATH = '/api/playlist.php';
export const FRIENDS_PATH = '/api/friends.php';
export const MESSAGES_PATH = '/api/messages.php';
export const WALL_PATH = '/api/wall.php';

/** Own lists are never cached (spec 000 §9: lifetime 0 for own lists). */
export const OWN_LIFETIME_S = LIFETIME_UNCACHED_S;

export interface OkAnswer {
  ok: boolean;
}

const post = <R = OkAnswer>(path: string, fields: FormFields): Promise<Outcome<R>> => outcome(() => api.postForm<R>(path, fields));

export type InputAct = 'vote' | 'subscribe' | 'favourite' | 'unsubscribe' | 'unfavourite';

export interface InputAnswer extends OkAnswer {
  statistics?: { likes?: number; dislikes?: number; subscribers?: number; favourites?: number };
}

export function sendInput(act: InputAct, section: StatSection, object_id: number | string, vote?: boolean): Promise<Outcome<InputAnswer>> {
  return post<InputAnswer>(INPUT_PATH, { act, section, object_id, vote });
}

export function postComment(section: CommentSection, object_id: number, text: string) {
  return post(COMMENT_PATH, { section, object_id, text });
}

export type PlaylistAct = 'create' | 'add' | 'remove' | 'order' | 'delete';

export interface PlaylistActAnswer extends OkAnswer {
  playlist_id?: number;
}

export function playlistAct(act: PlaylistAct, fields: FormFields) {
  return post<PlaylistActAnswer>(PLAYLIST_PATH, { act, ...fields });
}

export function friendsAct(act: 'request' | 'accept' | 'remove', user_id: number) {
  return post(FRIENDS_PATH, { act, user_id });
}

export function sendMessage(user_id: number, text: string) {
  return post(MESSAGES_PATH, { user_id, text });
}

/** The conversation list, or the messages exchanged with one member. */
export function messagesPath(user_id?: number): string {
  return user_id === undefined ? MESSAGES_PATH : `${MESSAGES_PATH}?user_id=${user_id}`;
}

export function wallPath(user_id: number, page: number): string {
  return `${WALL_PATH}?user_id=${user_id}&page=${page}`;
}

export function wallAct(fields: FormFields) {
  return post(WALL_PATH, fields);
}
