// The calls of signed-in members and of the media behind the player: forms posted with an `act`,
// and reads answered for one member only (never stored by any cache), or under a signed address.
import type {
  ImageAnswer,
  LoginAnswer,
  LogoutAnswer,
  OwnProfileAnswer,
  ProfileActAnswer,
  ProfileEditAnswer,
  SignupAnswer,
} from '../account.js';
import type { CaptionsAnswer } from '../captions.js';
import type {
  CommentAnswer,
  ConversationList,
  FriendAnswer,
  FriendRequestList,
  MessageAnswer,
  MessageList,
  PlaylistEditAnswer,
  WallList,
  WallPostAnswer,
} from '../social.js';
import type { PlaylistAnswer, PlaylistList, StatAnswer, VideoFileAnswer } from '../types.js';
import type {
  DeleteUploadAnswer,
  PreviewAnswer,
  PreviewCandidatesAnswer,
  UploadAnswer,
  UploadedVideosAnswer,
  UploadLimitsAnswer,
} from '../upload.js';
import { RESET_ERROR_CODES } from '../account.js';
import { INPUT_PATH, LOGIN_PATH, MEMBER_PATH, SIGNUP_PATH } from '../paths.js';
import { COMMENT_PATH, DOWNLOAD_FILE_PATH, FRIENDS_PATH, MESSAGES_PATH, PLAYLIST_EDIT_PATH, WALL_PATH } from '../social.js';
import { CAPTIONS_ERROR_CODES, CAPTIONS_FIELDS, CAPTIONS_PATH } from '../captions.js';
import { HLS_SOURCE_PARAM } from '../constants.js';
import { UPLOAD_PATH } from '../upload.js';
import { answers, endpoint, param, sends } from './kit.js';

const FORM_ERRORS = ['need_login', 'invalid_body', 'invalid_act', 'bad_origin', 'rate_limited'] as const;

export const input = endpoint({
  name: 'input',
  method: 'POST',
  route: INPUT_PATH,
  shape: `${INPUT_PATH} (form: act, section, object_id, vote)`,
  summary: 'Views, votes, subscriptions and favourites.',
  params: {},
  answer: answers<StatAnswer>('StatAnswer'),
  cache: 'no-store',
  errors: [...FORM_ERRORS, 'invalid_section', 'invalid_object_id', 'invalid_vote', 'object_not_found'],
});

export const comment = endpoint({
  name: 'comment',
  method: 'POST',
  route: COMMENT_PATH,
  shape: `${COMMENT_PATH} (form: act, section, object_id, comment | comment_id)`,
  summary: 'Adds or deletes a comment.',
  params: {},
  answer: answers<CommentAnswer>('CommentAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_section', 'invalid_object_id', 'invalid_comment', 'object_not_found'],
});

export const playlistEdit = endpoint({
  name: 'playlistEdit',
  method: 'POST',
  route: PLAYLIST_EDIT_PATH,
  shape: `${PLAYLIST_EDIT_PATH} (form: act, playlist_id, video_id, title, order…)`,
  summary: "Creates, edits, orders and deletes the member's playlists.",
  params: {},
  answer: answers<PlaylistEditAnswer>('PlaylistEditAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_playlist_id', 'invalid_video_id', 'invalid_order', 'playlist_not_found'],
});

export const playlistRead = endpoint({
  name: 'playlistRead',
  method: 'GET',
  route: PLAYLIST_EDIT_PATH,
  shape: `${PLAYLIST_EDIT_PATH}?playlist_id={id} | ?page={page}`,
  summary: "One of the member's playlists, or the list of them.",
  params: { playlist_id: param.optional(param.id('invalid_playlist_id')), page: param.queryPage() },
  query: ['playlist_id', 'page'],
  answer: answers<PlaylistAnswer | PlaylistList>('PlaylistAnswer | PlaylistList'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_playlist_id', 'invalid_page', 'playlist_not_found'],
});

export const friendsEdit = endpoint({
  name: 'friendsEdit',
  method: 'POST',
  route: FRIENDS_PATH,
  shape: `${FRIENDS_PATH} (form: act, user_id)`,
  summary: 'Asks, accepts, refuses and ends friendships.',
  params: {},
  answer: answers<FriendAnswer>('FriendAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_user_id', 'member_not_found'],
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

export const messagesSend = endpoint({
  name: 'messagesSend',
  method: 'POST',
  route: MESSAGES_PATH,
  shape: `${MESSAGES_PATH} (form: to_user_id, text)`,
  summary: 'Sends a message to another member.',
  params: {},
  answer: answers<MessageAnswer>('MessageAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_to_user_id', 'invalid_text', 'member_not_found'],
});

export const messagesRead = endpoint({
  name: 'messagesRead',
  method: 'GET',
  route: MESSAGES_PATH,
  shape: `${MESSAGES_PATH}?page={page}[&user_id={id}]`,
  summary: "The member's conversations, or the messages with one member.",
  params: { page: param.queryPage(), user_id: param.optionalId('invalid_user_id') },
  query: ['page', 'user_id'],
  answer: answers<ConversationList | MessageList>('ConversationList | MessageList (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['need_login', 'invalid_page', 'invalid_user_id'],
});

export const wallPost = endpoint({
  name: 'wallPost',
  method: 'POST',
  route: WALL_PATH,
  shape: `${WALL_PATH} (form: user_id, text | act=delete, post_id)`,
  summary: 'Posts on a wall, or deletes a post.',
  params: {},
  answer: answers<WallPostAnswer>('WallPostAnswer (social.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_user_id', 'invalid_post_id', 'invalid_text', 'member_not_found'],
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
  errors: ['need_login', 'invalid_video_id', 'invalid_format', 'video_not_found'],
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
  errors: ['invalid_video_id', 'invalid_lifetime', 'need_login', 'video_not_found'],
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
  errors: ['invalid_link', 'link_expired', 'need_login', 'file_not_found', 'hls_not_available'],
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
  errors: ['invalid_link', 'link_expired', 'need_login', 'file_not_found', 'hls_not_available'],
  crossOrigin: true,
});

export const login = endpoint({
  name: 'login',
  method: 'POST',
  route: LOGIN_PATH,
  shape: `${LOGIN_PATH} (form: usr, pwd | act=logout)`,
  summary: 'Signs in (or out).',
  params: {},
  answer: answers<LoginAnswer | LogoutAnswer>('LoginAnswer | LogoutAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['invalid_body', 'bad_origin', 'invalid_login', 'rate_limited'],
});

export const signup = endpoint({
  name: 'signup',
  method: 'POST',
  route: SIGNUP_PATH,
  shape: `${SIGNUP_PATH} (form: username, email, pass… | act=restore, eml, tok | act=reset, tok, pwd)`,
  summary: 'Signs up, asks for a password reset link, or sets the new password with the link’s token.',
  params: {},
  answer: answers<SignupAnswer>('SignupAnswer (account.ts)'),
  cache: 'no-store',
  private: true,
  errors: ['invalid_body', 'invalid_act', 'bad_origin', 'rate_limited', ...RESET_ERROR_CODES],
});

export const signupLink = endpoint({
  name: 'signupLink',
  method: 'GET',
  route: SIGNUP_PATH,
  shape: `${SIGNUP_PATH}?act=confirm|reset&tok={token}`,
  summary:
    'A mailed link: confirms the e-mail address (a redirect to the sign-in page); `act=reset` is the older reset link, sent on to the reset page and never changing anything.',
  params: { act: param.oneOf(['confirm', 'reset'] as const, 'invalid_act'), tok: param.text('token') },
  query: ['act', 'tok'],
  answer: sends('302'),
  cache: 'no-store',
  private: true,
  errors: ['invalid_act'],
});

export const profile = endpoint({
  name: 'profile',
  method: 'POST',
  route: MEMBER_PATH,
  shape: `${MEMBER_PATH} (form: act=edit|password|verif, or multipart avatar / cover)`,
  summary: 'The own profile: read it, edit it, change the password, upload the avatar or cover.',
  params: {},
  answer: answers<OwnProfileAnswer | ProfileEditAnswer | ProfileActAnswer | ImageAnswer>(
    'OwnProfileAnswer | ProfileEditAnswer | ProfileActAnswer | ImageAnswer (account.ts)',
  ),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'invalid_image'],
});

export const upload = endpoint({
  name: 'upload',
  method: 'POST',
  route: UPLOAD_PATH,
  shape: `${UPLOAD_PATH} (multipart upload | form: act=preview|delete, video_id, screen)`,
  summary: 'Uploads a video, picks its preview screenshot, or deletes it.',
  params: {},
  answer: answers<UploadAnswer | DeleteUploadAnswer | PreviewAnswer>('UploadAnswer | DeleteUploadAnswer | PreviewAnswer (upload.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, 'not_verified', 'too_large', 'invalid_video_id', 'video_not_found', ...CAPTIONS_ERROR_CODES],
});

export const captions = endpoint({
  name: 'captions',
  method: 'POST',
  route: CAPTIONS_PATH,
  shape: `${CAPTIONS_PATH} (multipart: ${CAPTIONS_FIELDS.videoId}, ${CAPTIONS_FIELDS.file}, ${CAPTIONS_FIELDS.srclang}, ${CAPTIONS_FIELDS.label})`,
  summary: "Attaches a WebVTT captions file to one of the member's videos; a track of the same language is replaced.",
  params: {},
  answer: answers<CaptionsAnswer>('CaptionsAnswer (captions.ts)'),
  cache: 'no-store',
  private: true,
  errors: [...FORM_ERRORS, ...CAPTIONS_ERROR_CODES, 'required', 'invalid_video_id', 'no_permission', 'video_not_found'],
});

export const uploadRead = endpoint({
  name: 'uploadRead',
  method: 'GET',
  route: UPLOAD_PATH,
  shape: `${UPLOAD_PATH}?act=limits | act=uploads&page={page} | act=screens&video_id={id}`,
  summary: "The upload limits (public), the member's uploads, or a video's preview candidates.",
  params: {
    act: param.text('limits | uploads | screens'),
    page: param.queryPage(),
    video_id: param.optional(param.id('invalid_video_id')),
  },
  query: ['act', 'page', 'video_id'],
  answer: answers<UploadLimitsAnswer | UploadedVideosAnswer | PreviewCandidatesAnswer>(
    'UploadLimitsAnswer | UploadedVideosAnswer | PreviewCandidatesAnswer (upload.ts)',
  ),
  cache: 'no-store',
  errors: ['need_login', 'invalid_act', 'invalid_page', 'invalid_video_id'],
});
