// @reel/api/endpoints: the endpoint table and its kit, the data calls' path builders, the typed
// client (`createApiClient`, whose `call()` writes a request from a table entry) and the wire types
// the table's answers name. Each name is exported on purpose, one a line.
export type {
  CategoryList,
  ChannelList,
  CommentList,
  DownloadInfo,
  MainAnswer,
  MemberAnswer,
  MemberList,
  ModelList,
  PlaylistAnswer,
  PlaylistList,
  SubscriptionList,
  SuggestionGroups,
  VideoFileAnswer,
  VideoList,
} from '../types.js';
export {
  categoriesPath,
  channelPath,
  channelsPath,
  commentsPath,
  INPUT_PATH,
  LOGIN_PATH,
  mainPath,
  MEMBER_PATH,
  memberPath,
  membersPath,
  modelPath,
  modelsPath,
  playlistPath,
  playlistsPath,
  relatedPath,
  searchPath,
  SIGNUP_PATH,
  subscriptionsPath,
  timelinesPath,
  videofilePath,
  videoPath,
  videosPath,
} from '../paths.js';
export {
  type Answer,
  type ApiClientOptions,
  ApiRequestError,
  createApiClient,
  type FetchInit,
  type FetchLike,
  type FetchResponse,
  isApiError,
  type NotifyHandler,
} from '../client.js';
export type { SignupAnswer } from '../account.js';
export type { ConversationList, FriendRequestList, MessageAnswer, WallList, WallPostAnswer } from '../social.js';
export type { UploadAnswer, UploadLimitsAnswer } from '../upload.js';
export type { CaptionsAnswer } from '../captions.js';
export { AGE_MODE_COOKIE, AGE_RESULTS, type AgeGateAnswer, type AgeResult } from '../age.js';
export { UPLOADER_CHECK_RESULTS, type UploaderCheckResult } from '../consent.js';
export {
  ACT_FIELD,
  AGE_VERIFICATION_REQUIRED,
  type AnswerOf,
  BadInput,
  type CallInput,
  endpoint,
  ENDPOINT,
  type Endpoint,
  ENDPOINT_AREAS,
  ENDPOINTS,
  type Input,
  param,
  type Params,
  parseInput,
  requestOf,
  sends,
  type SentByHandler,
} from '../endpoints/index.js';
