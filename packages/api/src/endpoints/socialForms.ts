// The social forms of signed-in members, each act its own entry: friendships, messages, wall
// posts, comments and playlist edits. Every id is read as a form writes it (trimmed), with the field's own code; the texts
// stay the handlers' to check, as their refusals name the field.
import type { CommentAnswer, FriendAnswer, MessageAnswer, PlaylistEditAnswer, WallPostAnswer } from '../social.js';
import { COMMENT_SECTIONS } from '../constants.js';
import {
  COMMENT_MAX_CHARS,
  COMMENT_PATH,
  FRIENDS_PATH,
  MESSAGE_MAX_CHARS,
  MESSAGES_PATH,
  PLAYLIST_EDIT_PATH,
  PLAYLIST_TITLE_MAX_CHARS,
  PLAYLIST_TITLE_MIN_CHARS,
  WALL_PATH,
  WALL_POST_MAX_CHARS,
} from '../social.js';
import { answers, endpoint, param, type Param, type Params } from './kit.js';
import { FORM_ERRORS } from './formErrors.js';

const friendAct = <S extends string>(act: S, summary: string, errors: readonly string[]) =>
  endpoint({
    name: `friends${act[0].toUpperCase()}${act.slice(1)}`,
    method: 'POST',
    route: FRIENDS_PATH,
    act,
    shape: `${FRIENDS_PATH} (form: act=${act}, user_id)`,
    summary,
    params: { user_id: param.formId('invalid_user_id') },
    body: ['user_id'],
    answer: answers<FriendAnswer>('FriendAnswer (social.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...FORM_ERRORS, 'invalid_user_id', ...errors],
  });

export const friendsRequest = friendAct('request', 'Asks another member for their friendship.', [
  'friend_self',
  'not_found',
  'already_requested',
  'already_friends',
]);
export const friendsAccept = friendAct('accept', 'Accepts a friend request the member received.', ['request_not_found', 'already_friends']);
export const friendsRemove = friendAct('remove', 'Ends a friendship, or withdraws or refuses a pending request.', ['not_friends']);

/** The addressee as the message form names it; left out or empty, the form's `user_id` names them. */
const addressee: Param<number | undefined> = {
  doc: 'id, optional',
  parse: (raw) => (raw === undefined || raw === '' ? undefined : param.formId('invalid_user_id').parse(raw)),
};

export const messagesSend = endpoint({
  name: 'messagesSend',
  method: 'POST',
  route: MESSAGES_PATH,
  shape: `${MESSAGES_PATH} (form: to_user_id | user_id, text)`,
  summary: "Sends a message to another member (a profile's form names them `user_id`).",
  params: {
    to_user_id: addressee,
    user_id: param.optionalText('id, read when to_user_id is left out'),
    text: param.text(`text, 1…${MESSAGE_MAX_CHARS} characters`),
  },
  body: ['to_user_id', 'user_id', 'text'],
  answer: answers<MessageAnswer>('MessageAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_user_id', 'message_self', 'required', 'max_length', 'not_found'],
});

/** A post: the form without an act (or `act=post`). */
export const wallPost = endpoint({
  name: 'wallPost',
  method: 'POST',
  route: WALL_PATH,
  shape: `${WALL_PATH} (form: [act=post], user_id, text)`,
  summary: "Posts on a member's wall.",
  params: {
    user_id: param.formId('invalid_user_id'),
    text: param.text(`text, 1…${WALL_POST_MAX_CHARS} characters`),
  },
  body: ['user_id', 'text'],
  answer: answers<WallPostAnswer>('WallPostAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_user_id', 'required', 'max_length', 'not_found'],
});

export const wallDelete = endpoint({
  name: 'wallDelete',
  method: 'POST',
  route: WALL_PATH,
  act: 'delete',
  shape: `${WALL_PATH} (form: act=delete, post_id)`,
  summary: "Deletes a wall post: its author's or the wall owner's.",
  params: { post_id: param.formId('invalid_post_id') },
  body: ['post_id'],
  answer: answers<WallPostAnswer>('WallPostAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_post_id', 'not_found', 'no_permission'],
});

export const comment = endpoint({
  name: 'comment',
  method: 'POST',
  route: COMMENT_PATH,
  shape: `${COMMENT_PATH} (form: section, object_id, text)`,
  summary: 'Adds a comment to a video, model, channel, member or playlist.',
  params: {
    section: param.oneOf(COMMENT_SECTIONS, 'invalid_section'),
    object_id: param.text('id, or the dir of a channel or model'),
    text: param.text(`text, 1…${COMMENT_MAX_CHARS} characters`),
  },
  body: ['section', 'object_id', 'text'],
  answer: answers<CommentAnswer>('CommentAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [
    ...FORM_ERRORS,
    'need_login_comment',
    'invalid_section',
    'invalid_object_id',
    'required',
    'max_length',
    'not_found',
    'comments_user_limit',
    'comments_ip_limit',
  ],
});

/** The playlist, whose owner is checked before any other field of the act. */
const playlistId = param.formId('invalid_playlist_id');
/** A video of the playlist: read once the playlist is known to be the member's (then `invalid_video_id`). */
const videoId = param.optionalText("id, checked once the playlist is known to be the member's");

const playlistAct = <P extends Params>(act: string, fields: string, summary: string, params: P, errors: readonly string[]) =>
  endpoint({
    name: `playlist${act[0].toUpperCase()}${act.slice(1)}`,
    method: 'POST',
    route: PLAYLIST_EDIT_PATH,
    act,
    shape: `${PLAYLIST_EDIT_PATH} (form: act=${act}, ${fields})`,
    summary,
    params,
    body: Object.keys(params),
    answer: answers<PlaylistEditAnswer>('PlaylistEditAnswer (social.ts)'),
    cache: 'no-store',
    private: true,
    errors: [...FORM_ERRORS, ...errors],
  });
const OWNED = ['invalid_playlist_id', 'not_found', 'no_permission'];

export const playlistCreate = playlistAct(
  'create',
  'title, is_private',
  "Creates a playlist of the member's.",
  { title: param.text(`text, ${PLAYLIST_TITLE_MIN_CHARS}…${PLAYLIST_TITLE_MAX_CHARS} characters`), is_private: param.formFlag() },
  ['required', 'min_length', 'max_length', 'too_many_playlists'],
);
export const playlistAdd = playlistAct(
  'add',
  'playlist_id, video_id',
  "Adds a video at the end of one of the member's playlists.",
  { playlist_id: playlistId, video_id: videoId },
  [...OWNED, 'invalid_video_id', 'already_added', 'playlist_full'],
);
export const playlistRemove = playlistAct(
  'remove',
  'playlist_id, video_id',
  "Takes a video out of one of the member's playlists.",
  { playlist_id: playlistId, video_id: videoId },
  [...OWNED, 'invalid_video_id', 'not_in_playlist'],
);
export const playlistOrder = playlistAct(
  'order',
  'playlist_id, order',
  'Orders a playlist: `order` is its video ids, comma-separated, in their new order.',
  { playlist_id: playlistId, order: param.text('ids, comma-separated: every video of the playlist once') },
  [...OWNED, 'invalid_order'],
);
export const playlistDelete = playlistAct(
  'delete',
  'playlist_id',
  "Deletes one of the member's playlists.",
  { playlist_id: playlistId },
  OWNED,
);
