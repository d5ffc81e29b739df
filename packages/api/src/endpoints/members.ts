// The calls of signed-in members and of the media behind the player: forms posted with an `act`,
// and reads answered for one member only (never stored by any cache), or under a signed address.
import type { ConversationList, FriendRequestList, MessageList, WallList } from '../social.js';
import type { PlaylistAnswer, PlaylistList, VideoFileAnswer } from '../types.js';
import { DOWNLOAD_FILE_PATH, FRIENDS_PATH, MESSAGES_PATH, PLAYLIST_EDIT_PATH, WALL_PATH } from '../social.js';
import { HLS_SOURCE_PARAM } from '../constants.js';
import { answers, endpoint, param, sends, AGE_VERIFICATION_REQUIRED } from './kit.js';

export const playlistRead = endpoint({
  name: 'playlistRead',
  method: 'GET',
  route: PLAYLIST_EDIT_PATH,
  shape: `${PLAYLIST_EDIT_PATH}?page={page}`,
  summary: "The member's playlists, a private one included.",
  params: { page: param.queryPage() },
  query: ['page'],
  answer: answers<PlaylistList>('PlaylistList'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_page', AGE_VERIFICATION_REQUIRED],
});

export const playlistOne = endpoint({
  name: 'playlistOne',
  method: 'GET',
  route: PLAYLIST_EDIT_PATH,
  selectedBy: 'playlist_id',
  shape: `${PLAYLIST_EDIT_PATH}?playlist_id={id}`,
  summary: "One of the member's playlists, a private one included.",
  params: { playlist_id: param.id('invalid_playlist_id') },
  query: ['playlist_id'],
  answer: answers<PlaylistAnswer>('PlaylistAnswer'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_playlist_id', 'playlist_not_found', AGE_VERIFICATION_REQUIRED],
});

export const friendsRead = endpoint({
  name: 'friendsRead',
  method: 'GET',
  route: FRIENDS_PATH,
  shape: `${FRIENDS_PATH}?page={page}`,
  summary: "The member's pending friend requests.",
  params: { page: param.queryPage() },
  query: ['page'],
  answer: answers<FriendRequestList>('FriendRequestList (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_page'],
});

export const messagesRead = endpoint({
  name: 'messagesRead',
  method: 'GET',
  route: MESSAGES_PATH,
  shape: `${MESSAGES_PATH}?page={page}`,
  summary: "The member's conversations (an empty `user_id` reads them too).",
  params: { page: param.queryPage() },
  query: ['page'],
  answer: answers<ConversationList>('ConversationList (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_page'],
});

export const messagesWith = endpoint({
  name: 'messagesWith',
  method: 'GET',
  route: MESSAGES_PATH,
  selectedBy: 'user_id',
  shape: `${MESSAGES_PATH}?user_id={id}&page={page}`,
  summary: 'The messages with one member.',
  params: { user_id: param.optionalId('invalid_user_id'), page: param.queryPage() },
  query: ['user_id', 'page'],
  answer: answers<MessageList>('MessageList (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_page', 'invalid_user_id'],
});

export const wallRead = endpoint({
  name: 'wallRead',
  method: 'GET',
  route: WALL_PATH,
  shape: `${WALL_PATH}?user_id={id}&page={page}`,
  summary: "A member's wall, newest first.",
  params: { user_id: param.id('invalid_user_id'), page: param.queryPage() },
  query: ['user_id', 'page'],
  answer: answers<WallList>('WallList (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['invalid_user_id', 'invalid_page', 'member_not_found'],
});

export const downloadFile = endpoint({
  name: 'downloadFile',
  method: 'GET',
  route: DOWNLOAD_FILE_PATH,
  shape: `${DOWNLOAD_FILE_PATH}?video_id={id}&format={format}`,
  summary: "A member's download: a redirect to the signed file address.",
  params: { video_id: param.id('invalid_video_id'), format: param.text('a rendition suffix, e.g. .mp4') },
  query: ['video_id', 'format'],
  answer: sends('302 to /get_file/…'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_video_id', 'invalid_format', 'video_not_found', AGE_VERIFICATION_REQUIRED],
});

export const videofile = endpoint({
  name: 'videofile',
  method: 'GET',
  route: '/api/videofile.php',
  shape: '/api/videofile.php?video_id={id}&lifetime={lifetime}',
  summary: "A video's file list with signed addresses (a private video's for members only, never cached).",
  params: { video_id: param.id('invalid_video_id'), lifetime: param.optional(param.lifetime()) },
  query: ['video_id', 'lifetime'],
  answer: answers<VideoFileAnswer>('VideoFileAnswer'),
  cache: 'signed',
  errors: ['invalid_video_id', 'invalid_lifetime', 'need_login', 'video_not_found', AGE_VERIFICATION_REQUIRED],
  crossOrigin: true,
});

export const getFile = endpoint({
  name: 'getFile',
  method: 'GET',
  route: '/get_file/:expires/:sig/:file',
  shape: `/get_file/{expires}/{signature}/{video_id}{format}[?${HLS_SOURCE_PARAM}][&text_redirect=yes]`,
  summary: 'A rendition (or its HLS playlist) under its signed, expiring address.',
  params: {
    expires: param.text('expiry (s)'),
    sig: param.text('signature'),
    file: param.text('{video_id}{format}'),
    f: param.optionalText('video.m3u8'),
    text_redirect: param.optionalText('yes'),
  },
  query: ['f', 'text_redirect'],
  answer: sends('the file'),
  cache: 'signed',
  errors: ['invalid_link', 'link_expired', 'need_login', 'file_not_found', 'hls_not_available', AGE_VERIFICATION_REQUIRED],
  crossOrigin: true,
});

export const getSegment = endpoint({
  name: 'getSegment',
  method: 'GET',
  route: '/get_file/:expires/:sig/:file/hls/:segment',
  shape: '/get_file/{expires}/{signature}/{video_id}{format}/hls/{segment}',
  summary: 'One segment of the HLS stream behind a signed rendition address.',
  params: {
    expires: param.text('expiry (s)'),
    sig: param.text('signature'),
    file: param.text('{video_id}{format}'),
    segment: param.text('segment name'),
  },
  answer: sends('the segment'),
  cache: 'signed',
  errors: ['invalid_link', 'link_expired', 'need_login', 'file_not_found', 'hls_not_available', AGE_VERIFICATION_REQUIRED],
  crossOrigin: true,
});
