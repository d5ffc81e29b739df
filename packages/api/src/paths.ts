// One pure function per row of the data-call catalogue. The server routes on these
// shapes and caches by the lifetime inside them, so a path must be built the same way everywhere.
import {
  COUNT_MEMBERS,
  COUNT_MODELS,
  COUNT_PLAYLISTS,
  COUNT_RELATED,
  COUNT_SUGGESTIONS,
  COUNT_VIDEOS,
  COUNT_CHANNELS,
  DEFAULT_CATEGORY_SECTION,
  DEFAULT_CHANNEL_SORT,
  DEFAULT_GENDER,
  DEFAULT_LANG,
  DEFAULT_MEMBER_PROFILE_SECTION,
  DEFAULT_MEMBER_SECTION,
  DEFAULT_MEMBER_SORT,
  DEFAULT_MODEL_SORT,
  DEFAULT_PLAYLIST_SORT,
  DEFAULT_SECTION,
  DEFAULT_TYPE,
  DEFAULT_VIDEO_SORT,
  FIRST_PAGE,
  LIFETIME_CATEGORIES_S,
  LIFETIME_CHANNELS_S,
  LIFETIME_COMMENTS_S,
  LIFETIME_DOWNLOAD_S,
  LIFETIME_MAIN_S,
  LIFETIME_MEMBER_S,
  LIFETIME_MEMBERS_S,
  LIFETIME_MODELS_S,
  LIFETIME_PLAYLISTS_S,
  LIFETIME_RELATED_S,
  LIFETIME_SUBSCRIPTIONS_S,
  LIFETIME_SUGGESTER_S,
  LIFETIME_UNCACHED_S,
  LIFETIME_VIDEOFILE_S,
  LIFETIME_VIDEOS_S,
  SEARCH_SORT,
  type SUBSCRIPTION_SORTS,
  type SUBSCRIPTION_TYPES,
  TIMELINES_FORMAT,
} from './constants.js';
import { bucketDir, count, emptyIfAll, jsonExt, memberFilter, modelFilter, thousandBucket, toId, whole } from './path-parts.js';
import type { Id } from './path-parts.js';
import type * as T from './types.js';

export { bucketDir, jsonExt, memberFilter, millionBucket, modelFilter, thousandBucket, toId } from './path-parts.js';
export type { Id } from './path-parts.js';

/** POST endpoints: the catalogue gives only their paths. */
export const INPUT_PATH = '/api/input.php';
/** The report form and the copyright notice form. */
export const REPORT_PATH = '/api/report.php';
export const COPYRIGHT_NOTICE_PATH = '/api/dmca.php';
export const LOGIN_PATH = '/api/login.php';
export const SIGNUP_PATH = '/api/signup.php';
export const MEMBER_PATH = '/api/member.php';
export const VIDEO_EDIT_PATH = '/api/video_edit.php';

/** The `{token}` of the related row carries its own lifetime. */
export function relatedToken(lifetime: number = LIFETIME_RELATED_S): string {
  return `/api/json/videos_related/${whole(lifetime, 'lifetime')}/`;
}
export const DEFAULT_RELATED_TOKEN = relatedToken();
export const DEFAULT_TIMELINES_TOKEN = '/api/timelines/';

interface Lifetime {
  lifetime?: number;
}

/** The closing `.json` / `.jsond` of every cached shape, checking the lifetime once. */
function ext(lifetime: number): string {
  return `.${jsonExt(whole(lifetime, 'lifetime'))}`;
}

export interface MainParams extends Lifetime {
  gender?: T.Gender;
  lang?: T.Lang;
}

export function mainPath({ lifetime = LIFETIME_MAIN_S, gender = DEFAULT_GENDER, lang = DEFAULT_LANG }: MainParams = {}): string {
  return `/api/json/main/${lifetime}/${gender}.${lang}${ext(lifetime)}`;
}

/** Shared by videos2 and its search variant. */
export interface VideoListParams extends Lifetime {
  gender?: T.Gender;
  count?: number;
  object_id?: Id;
  page?: number;
  type?: T.VideoType;
  duration?: T.DurationFilter;
  date?: T.DateFilter;
}

export interface VideosParams extends VideoListParams {
  sort?: T.VideoSort;
  section?: T.VideoSection;
}

/** `{object_id}.{page}.{type}.{duration}.{date}`, the tail both video-list shapes share. */
function videoListTail(p: VideoListParams): string {
  const page = whole(p.page ?? FIRST_PAGE, 'page');
  return [p.object_id ?? '', page, p.type ?? DEFAULT_TYPE, emptyIfAll(p.duration), emptyIfAll(p.date)].join('.');
}

export function videosPath(p: VideosParams = {}): string {
  const { lifetime = LIFETIME_VIDEOS_S, gender = DEFAULT_GENDER, sort = DEFAULT_VIDEO_SORT } = p;
  const head = `/api/json/videos2/${lifetime}/${gender}/${sort}/${count(p.count ?? COUNT_VIDEOS)}`;
  return `${head}/${p.section ?? DEFAULT_SECTION}.${videoListTail(p)}${ext(lifetime)}`;
}

export interface SearchParams extends VideoListParams {
  /** The searched text, sent as `s`. */
  text?: string;
  /** Without text: the current page's query string, appended as it is. */
  query?: string;
}

/** The params value stays unencoded because the server splits it on `/` and `.` itself. */
export function searchPath(p: SearchParams = {}): string {
  const { lifetime = LIFETIME_VIDEOS_S, gender = DEFAULT_GENDER } = p;
  const head = `${whole(lifetime, 'lifetime')}/${gender}/${SEARCH_SORT}/${count(p.count ?? COUNT_VIDEOS)}`;
  const base = `/api/videos2.php?params=${head}/search.${videoListTail(p)}`;
  if (p.text !== undefined) return `${base}&s=${encodeURIComponent(p.text)}`;
  const query = (p.query ?? '').replace(/^[?&]/, '');
  return query ? `${base}&${query}` : base;
}

export function videoPath(video_id: Id, { lifetime = LIFETIME_VIDEOS_S }: Lifetime = {}): string {
  return `/api/json/video/${lifetime}/${bucketDir(video_id)}/${toId(video_id)}${ext(lifetime)}`;
}

export interface RelatedParams extends Lifetime {
  count?: number;
  page?: number;
  /** A base replacing `/api/json/videos_related/{lifetime}/`, e.g. a CDN's. */
  token?: string;
}

export function relatedPath(video_id: Id, p: RelatedParams = {}): string {
  const { lifetime = LIFETIME_RELATED_S, token = relatedToken(lifetime) } = p;
  const page = whole(p.page ?? FIRST_PAGE, 'page');
  const tail = `${bucketDir(video_id)}/${toId(video_id)}.all.${page}${ext(lifetime)}`;
  return `${token}${count(p.count ?? COUNT_RELATED)}/${tail}`;
}

/** Lifetime is only a cache hint here; the player passes LIFETIME_VIDEOFILE_PLAYER_S. */
export function videofilePath(video_id: Id, { lifetime = LIFETIME_VIDEOFILE_S }: Lifetime = {}): string {
  return `/api/videofile.php?video_id=${toId(video_id)}&lifetime=${whole(lifetime, 'lifetime')}`;
}

/** The fields come from a video-file entry. */
export interface TimelinesParams {
  video_id: Id;
  timelines_count: number;
  timelines_interval: number;
  timelines_format?: string;
  token?: string;
}

export function timelinesPath(p: TimelinesParams): string {
  const { token = DEFAULT_TIMELINES_TOKEN, timelines_format = TIMELINES_FORMAT } = p;
  const frames = `${whole(p.timelines_count, 'timelines_count')}.${whole(p.timelines_interval, 'timelines_interval')}`;
  return `${token}${timelines_format}/${bucketDir(p.video_id)}/${toId(p.video_id)}.${frames}.vtt`;
}

export interface SuggesterParams extends Lifetime {
  count?: number;
}

export function suggesterPath({ lifetime = LIFETIME_SUGGESTER_S, count: n = COUNT_SUGGESTIONS }: SuggesterParams = {}): string {
  return `/api/json/suggester/${lifetime}/${count(n)}${ext(lifetime)}`;
}

/** Typed-text suggestions (suggestersSearch, payload `c`). */
export function suggestPath(text: string): string {
  return `/api/suggester.php?c=${encodeURIComponent(text)}`;
}

/** Top searches: models, channels, categories, keywords. */
export function statsPath({ lifetime = LIFETIME_SUGGESTER_S }: Lifetime = {}): string {
  return `/api/json/stats/${lifetime}/top${ext(lifetime)}`;
}

export interface CategoriesParams extends MainParams {
  section?: T.CategorySection;
}

export function categoriesPath(p: CategoriesParams = {}): string {
  const { lifetime = LIFETIME_CATEGORIES_S, gender = DEFAULT_GENDER, section = DEFAULT_CATEGORY_SECTION, lang = DEFAULT_LANG } = p;
  return `/api/json/categories/${lifetime}/${gender}.${section}.${lang}${ext(lifetime)}`;
}

export interface MembersParams extends Lifetime {
  section?: T.MemberSection;
  filter?: T.MemberFilter | string;
  sort?: T.MemberSort;
  count?: number;
  page?: number;
  /** Optional `?search=` text. */
  search?: string;
  /** The member whose friends, subscribers or subscriptions are listed (not for section all). */
  object_id?: Id;
}

function query(fields: Record<string, string | number | undefined>): string {
  const entries = Object.entries(fields).filter((e): e is [string, string | number] => e[1] !== undefined && e[1] !== '');
  return entries.length ? '?' + entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&') : '';
}

export function membersPath(p: MembersParams = {}): string {
  const { lifetime = LIFETIME_MEMBERS_S, section = DEFAULT_MEMBER_SECTION, sort = DEFAULT_MEMBER_SORT } = p;
  const page = whole(p.page ?? FIRST_PAGE, 'page');
  const list = `${sort}/${count(p.count ?? COUNT_MEMBERS)}/${page}${ext(lifetime)}`;
  const path = `/api/json/members/${lifetime}/${section}/filt${memberFilter(p.filter)}/${list}`;
  const objectId = p.object_id === undefined ? undefined : toId(p.object_id);
  return path + query({ object_id: objectId, search: p.search || undefined });
}

export interface MemberParams extends Lifetime {
  section?: T.MemberProfileSection;
}

/** Other users' profiles; the current user's comes from POST /api/member.php. */
export function memberPath(user_id: Id, p: MemberParams = {}): string {
  const { lifetime = LIFETIME_MEMBER_S, section = DEFAULT_MEMBER_PROFILE_SECTION } = p;
  return `/api/json/member/${lifetime}/${section}/${thousandBucket(user_id)}/${toId(user_id)}${ext(lifetime)}`;
}

export interface CommentsParams extends Lifetime {
  section: T.CommentSection;
  object_id: Id;
  /** Signed-in users must see their own fresh comments, so their lists are never cached. */
  signedIn?: boolean;
  /** In the query from the second page on; the first is the address without it. */
  page?: number;
}

export function commentsPath(p: CommentsParams): string {
  const lifetime = p.lifetime ?? (p.signedIn ? LIFETIME_UNCACHED_S : LIFETIME_COMMENTS_S);
  const page = p.page !== undefined && p.page > 1 ? `?page=${p.page}` : '';
  return `/api/json/comments/${lifetime}/${p.section}/${bucketDir(p.object_id)}/${toId(p.object_id)}${ext(lifetime)}${page}`;
}

export interface ChannelsParams extends Lifetime {
  gender?: T.Gender;
  sort?: T.ChannelModelSort;
  count?: number;
  section?: T.ChannelSection;
  object_id?: Id;
  page?: number;
}

export function channelsPath(p: ChannelsParams = {}): string {
  const { lifetime = LIFETIME_CHANNELS_S, gender = DEFAULT_GENDER, sort = DEFAULT_CHANNEL_SORT, section = DEFAULT_SECTION } = p;
  const tail = `${section}.${p.object_id ?? ''}.${whole(p.page ?? FIRST_PAGE, 'page')}`;
  return `/api/json/channels/${lifetime}/${gender}/${sort}-toptn/${count(p.count ?? COUNT_CHANNELS)}/${tail}${ext(lifetime)}`;
}

/** An empty dir would build a path the server cannot route. */
function dirOf(dir: string): string {
  if (!dir || dir.includes('/')) throw new RangeError(`Invalid dir: ${dir}`);
  return dir;
}

export function channelPath(dir: string, { lifetime = LIFETIME_CHANNELS_S }: Lifetime = {}): string {
  return `/api/json/channel/${lifetime}/${dirOf(dir)[0]}/${dir}${ext(lifetime)}`;
}

export interface ModelsParams extends Lifetime {
  gender?: T.Gender;
  filter?: T.ModelFilter | string;
  sort?: T.ChannelModelSort;
  count?: number;
  page?: number;
}

export function modelsPath(p: ModelsParams = {}): string {
  const { lifetime = LIFETIME_MODELS_S, gender = DEFAULT_GENDER, sort = DEFAULT_MODEL_SORT } = p;
  const page = whole(p.page ?? FIRST_PAGE, 'page');
  const list = `${sort}-toptn/${count(p.count ?? COUNT_MODELS)}/${page}${ext(lifetime)}`;
  return `/api/json/models/${lifetime}/${gender}/filt${modelFilter(p.filter)}/${list}`;
}

export function modelPath(dir: string, { lifetime = LIFETIME_MODELS_S }: Lifetime = {}): string {
  return `/api/json/model/${lifetime}/${dirOf(dir).slice(0, 2)}/${dir}${ext(lifetime)}`;
}

export interface PlaylistsParams extends Lifetime {
  sort?: T.PlaylistSort;
  count?: number;
  section?: T.PlaylistSection;
  page?: number;
  gender?: T.Gender;
  object_id?: Id;
}

export function playlistsPath(p: PlaylistsParams = {}): string {
  const { lifetime = LIFETIME_PLAYLISTS_S, sort = DEFAULT_PLAYLIST_SORT, section = DEFAULT_SECTION, gender = DEFAULT_GENDER } = p;
  const tail = `${section}.${whole(p.page ?? FIRST_PAGE, 'page')}.${gender}.${p.object_id ?? ''}`;
  return `/api/json/playlists/${lifetime}/${sort}/${count(p.count ?? COUNT_PLAYLISTS)}/${tail}${ext(lifetime)}`;
}

export function playlistPath(id: Id, { lifetime = LIFETIME_PLAYLISTS_S }: Lifetime = {}): string {
  return `/api/json/playlist/${lifetime}/${thousandBucket(id)}/${toId(id)}${ext(lifetime)}`;
}

export interface SubscriptionsParams extends Lifetime {
  sort?: (typeof SUBSCRIPTION_SORTS)[number];
  type?: (typeof SUBSCRIPTION_TYPES)[number];
  page?: number;
  count?: number;
}

/** Own subscriptions are an own list: pass lifetime 0 for them. */
export function subscriptionsPath(object_id: Id, p: SubscriptionsParams = {}): string {
  const { lifetime = LIFETIME_SUBSCRIPTIONS_S } = p;
  const path = `/api/json/subscriptions/${lifetime}/${thousandBucket(object_id)}/${toId(object_id)}${ext(lifetime)}`;
  const page = p.page === undefined ? undefined : whole(p.page, 'page');
  const size = p.count === undefined ? undefined : count(p.count);
  return path + query({ sort: p.sort, type: p.type, page, count: size });
}

/** The download page's record of a channel. */
export function downloadPath(name: string, { lifetime = LIFETIME_DOWNLOAD_S }: Lifetime = {}): string {
  return `/api/json/download/${lifetime}/${dirOf(name)}${ext(lifetime)}`;
}
