// The social calls (votes, subscriptions, favourites, comments, playlists, friends, messages, wall,
// downloads): their paths, payloads, answers, refusal codes and limits. Every refusal is a 4xx
// status with `{error: true, code}`; form fields that fail the shared form check
// also carry `errors: [{field, code, info?}]`.
import { COMMENT_WINDOW_MS } from './constants.js';
import type { Statistics, UserRef } from './types.js';

/** POST paths of the social calls; GET as well for messages and the wall. */
export const COMMENT_PATH = '/api/comment.php';
export const PLAYLIST_EDIT_PATH = '/api/playlist.php';
export const FRIENDS_PATH = '/api/friends.php';
export const MESSAGES_PATH = '/api/messages.php';
export const WALL_PATH = '/api/wall.php';
/** A member's file download: answers a redirect to the signed file address. */
export const DOWNLOAD_FILE_PATH = '/api/download.php';

/** Comment limits: 5 per member and 20 per IP address within 10 minutes. */
export { COMMENTS_PER_USER, COMMENTS_PER_IP } from './constants.js';
export const COMMENT_WINDOW_S = COMMENT_WINDOW_MS / 1000;
/** Not given by the specification: long enough for a paragraph, short enough to read in a list. */
export const COMMENT_MAX_CHARS = 1000;
/** Playlist titles: at least 2 and at most 100 characters once trimmed. */
export const PLAYLIST_TITLE_MIN_CHARS = 2;
export const PLAYLIST_TITLE_MAX_CHARS = 100;
/** A playlist holds at most as many videos as its answer can list. */
export const PLAYLIST_VIDEOS_MAX = 1000;
/** Playlists one member may own. */
export const PLAYLISTS_PER_MEMBER_MAX = 200;
export const MESSAGE_MAX_CHARS = 2000;
export const WALL_POST_MAX_CHARS = 1000;
/** Page sizes of the messages and wall answers. */
export const MESSAGES_PER_PAGE = 20;
export const WALL_POSTS_PER_PAGE = 20;

/** Votes: 1 is like, 0 is dislike. */
export const VOTE_LIKE = 1;
export const VOTE_DISLIKE = 0;

/** What a member does through /api/input.php (a view is the statistics input, open to visitors). */
export const INPUT_ACTS = ['vote', 'subscribe', 'favourite', 'unsubscribe', 'unfavourite'] as const;
export type InputAct = (typeof INPUT_ACTS)[number];
export const VOTE_SECTIONS = ['video', 'model', 'channel', 'playlist'] as const;
export type VoteSection = (typeof VOTE_SECTIONS)[number];
export const SUBSCRIBE_SECTIONS = ['channel', 'model', 'user', 'playlist'] as const;
export type SubscribeSection = (typeof SUBSCRIBE_SECTIONS)[number];
export const FAVOURITE_SECTIONS = ['video'] as const;
export type FavouriteSection = (typeof FAVOURITE_SECTIONS)[number];

export const PLAYLIST_ACTS = ['create', 'add', 'remove', 'order', 'delete'] as const;
export type PlaylistAct = (typeof PLAYLIST_ACTS)[number];
export const FRIEND_ACTS = ['request', 'accept', 'remove'] as const;
export type FriendAct = (typeof FRIEND_ACTS)[number];
/** friend_requests.status values. */
export const FRIEND_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type FriendStatus = (typeof FRIEND_STATUSES)[number];

/** Refusal codes, by call. The site words them as `notify.vote_{code}`, `notify.subscribe_{code}`. */
export const SOCIAL_CODES = {
  common: ['need_login', 'csrf', 'not_found', 'no_permission', 'invalid_body', 'invalid_act', 'invalid_section', 'invalid_object_id'],
  input: ['invalid_vote', 'already_voted', 'subscribe_self', 'already_subscribed', 'not_subscribed', 'already_favourite', 'not_favourite'],
  comment: ['need_login_comment', 'required', 'max_length', 'comments_user_limit', 'comments_ip_limit'],
  playlist: [
    'required',
    'min_length',
    'max_length',
    'invalid_playlist_id',
    'invalid_video_id',
    'already_added',
    'not_in_playlist',
    'invalid_order',
    'playlist_full',
    'too_many_playlists',
  ],
  friends: ['invalid_user_id', 'friend_self', 'already_requested', 'already_friends', 'request_not_found', 'not_friends'],
  messages: ['invalid_user_id', 'message_self', 'required', 'max_length', 'invalid_page'],
  wall: ['invalid_user_id', 'invalid_post_id', 'required', 'max_length', 'invalid_page'],
  download: ['invalid_video_id', 'invalid_format', 'video_deleted', 'file_not_found'],
} as const;
export type SocialCode = (typeof SOCIAL_CODES)[keyof typeof SOCIAL_CODES][number];

/** The counters an act changed, as they now stand. */
export type ActStatistics = Partial<Pick<Statistics, 'likes' | 'dislikes' | 'subscribers' | 'favourites'>>;

/** `POST /api/input.php` for a member's act. */
export interface InputActPayload {
  act: InputAct;
  section: VoteSection | SubscribeSection | FavouriteSection;
  object_id: number | string;
  /** Votes only: 1 like, 0 dislike. */
  vote?: 0 | 1;
}
export interface InputActAnswer {
  ok: true;
  statistics?: ActStatistics;
}

/** `POST /api/comment.php`. */
export interface CommentPayload {
  section: 'video' | 'model' | 'channel' | 'user' | 'playlist';
  object_id: number | string;
  text: string;
}
export interface CommentAnswer {
  ok: true;
  comment_id: number;
}

/** `POST /api/playlist.php`, one shape per act. `order` is the playlist's video ids, comma-separated, in their new order. */
export type PlaylistPayload =
  | { act: 'create'; title: string; is_private?: 0 | 1 }
  | { act: 'add' | 'remove'; playlist_id: number; video_id: number }
  | { act: 'order'; playlist_id: number; order: string }
  | { act: 'delete'; playlist_id: number };
export interface PlaylistEditAnswer {
  ok: true;
  playlist_id: number;
  total_videos?: number;
}

/** `POST /api/friends.php`. */
export interface FriendPayload {
  act: FriendAct;
  user_id: number;
}
export interface FriendAnswer {
  ok: true;
  /** The friendship as it now stands; 'none' after a remove. */
  status: FriendStatus | 'none';
}
/** A pending request the member sent ('out') or received ('in'); the received ones can be accepted. */
export interface FriendRequest {
  user: UserRef;
  avatar: string;
  direction: 'in' | 'out';
  post_date: string;
}
/** `GET /api/friends.php?page=`: the member's pending requests, newest first (friends themselves are the members list's `friends` section). */
export interface FriendRequestList {
  requests: FriendRequest[];
  total_count: number;
}
/** Page size of the pending requests. */
export const FRIEND_REQUESTS_PER_PAGE = 20;

/** `POST /api/messages.php`: `to_user_id` (or `user_id`) and `text`. */
export interface MessagePayload {
  to_user_id: number;
  text: string;
}
export interface Message {
  message_id: number;
  /** The sender. */
  user: UserRef;
  to_user_id: number;
  text: string;
  post_date: string;
  /** '' while the addressee has not read it. */
  read_date: string;
}
export interface MessageAnswer {
  ok: true;
  message: Message;
}
/** One conversation in the member's list: the other member and the newest message between them. */
export interface Conversation {
  user: UserRef;
  avatar: string;
  /** The newest message's text and date, and whether the member wrote it. */
  text: string;
  post_date: string;
  from_me: boolean;
  /** Messages from the other member not yet read. */
  unread: number;
}
/** `GET /api/messages.php?page=`: the member's conversations, newest first. */
export interface ConversationList {
  conversations: Conversation[];
  total_count: number;
}
/** `GET /api/messages.php?user_id=&page=`: the messages between the member and one other, newest first. */
export interface MessageList {
  user: UserRef;
  messages: Message[];
  total_count: number;
}

/** `POST /api/wall.php`: a post (`user_id` names whose wall), or `act=delete` with `post_id`. */
export type WallPayload = { act?: 'post'; user_id: number; text: string } | { act: 'delete'; post_id: number };
export interface WallPost {
  post_id: number;
  /** Whose wall. */
  wall_user_id: number;
  /** The author. */
  user: UserRef;
  avatar: string;
  text: string;
  post_date: string;
}
export interface WallPostAnswer {
  ok: true;
  post?: WallPost;
}
/** `GET /api/wall.php?user_id=&page=`. */
export interface WallList {
  posts: WallPost[];
  total_count: number;
}

export function wallPath(user_id: number, page = 1): string {
  return `${WALL_PATH}?user_id=${user_id}&page=${page}`;
}
export function messagesPath(p: { user_id?: number; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (p.user_id !== undefined) query.set('user_id', String(p.user_id));
  query.set('page', String(p.page ?? 1));
  return `${MESSAGES_PATH}?${query.toString()}`;
}
export function friendRequestsPath(page = 1): string {
  return `${FRIENDS_PATH}?page=${page}`;
}
/** The member's own playlists (`page`), or one playlist a private one included when it is theirs (`playlist_id`). */
export function ownPlaylistsPath(p: { playlist_id?: number; page?: number } = {}): string {
  return p.playlist_id !== undefined ? `${PLAYLIST_EDIT_PATH}?playlist_id=${p.playlist_id}` : `${PLAYLIST_EDIT_PATH}?page=${p.page ?? 1}`;
}
export function downloadFilePath(video_id: number, format: string): string {
  return `${DOWNLOAD_FILE_PATH}?video_id=${video_id}&format=${encodeURIComponent(format)}`;
}
