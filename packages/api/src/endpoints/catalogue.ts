// The data calls of the catalogue: cached GETs whose lifetime is written in the path (lifetime 0 is
// the `.jsond` form, never cached).
import type {
  CategoryList,
  ChannelAnswer,
  ChannelList,
  CommentList,
  DownloadInfo,
  MainAnswer,
  MemberAnswer,
  MemberList,
  ModelAnswer,
  ModelList,
  PlaylistAnswer,
  PlaylistList,
  SubscriptionList,
  SuggestionGroups,
  VideoAnswer,
  VideoList,
} from '../types.js';
import {
  CATEGORY_SECTIONS,
  CHANNEL_MODEL_SORTS,
  CHANNEL_SECTIONS,
  COMMENTS_COUNT_DEFAULT,
  COMMENTS_COUNT_MAX,
  COUNT_CHANNELS,
  COUNT_MEMBERS,
  COUNT_MODELS,
  COUNT_PLAYLISTS,
  COUNT_RELATED,
  COUNT_SUGGESTIONS,
  COUNT_VIDEOS,
  COMMENT_SECTIONS,
  DATE_FILTERS,
  DURATION_FILTERS,
  GENDERS,
  LANGS,
  LIFETIME_CATEGORIES_S,
  LIFETIME_CHANNELS_S,
  LIFETIME_COMMENTS_S,
  LIFETIME_DOWNLOAD_S,
  LIFETIME_MAIN_S,
  LIFETIME_MEMBERS_S,
  LIFETIME_MEMBER_S,
  LIFETIME_MODELS_S,
  LIFETIME_PLAYLISTS_S,
  LIFETIME_RELATED_S,
  LIFETIME_SUBSCRIPTIONS_S,
  LIFETIME_SUGGESTER_S,
  LIFETIME_VIDEOS_S,
  MEMBER_FILTER_POSITIONS,
  MEMBER_PROFILE_SECTIONS,
  MEMBER_SECTIONS,
  MEMBER_SORTS,
  MODEL_FILTER_POSITIONS,
  PLAYLIST_SECTIONS,
  PLAYLIST_SORTS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_SORT,
  SUBSCRIPTION_SORTS,
  SUBSCRIPTIONS_COUNT_DEFAULT,
  SUBSCRIPTION_TYPES,
  VIDEO_SECTIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
} from '../constants.js';
import type { DateFilter, DurationFilter, Gender, VideoType } from '../types.js';
import { answers, BadInput, bucketsOf, endpoint, type Param, param, parseInput } from './kit.js';

const JSON_ERRORS = ['invalid_lifetime', 'invalid_extension', 'invalid_path'] as const;
const DIR_ERRORS = ['invalid_lifetime', 'invalid_extension', 'invalid_dir', 'invalid_bucket'] as const;

const lifetime = param.lifetime();
const gender = param.oneOf(GENDERS, 'invalid_gender');
const lang = param.oneOf(LANGS, 'invalid_lang');
const toptnSort = param.framed('', '-toptn', param.oneOf(CHANNEL_MODEL_SORTS, 'invalid_sort'), 'invalid_sort');

/** A list of everything takes no object; a list of something's needs one. */
const objectFor =
  (all: readonly string[]) =>
  (i: { section: string; object_id: string }): string | undefined => {
    const needsObject = !all.includes(i.section);
    if (needsObject && i.object_id === '') return 'object_id_required';
    if (!needsObject && i.object_id !== '') return 'invalid_object_id';
    return undefined;
  };

export const main = endpoint({
  name: 'main',
  method: 'GET',
  route: '/api/json/main/:lifetime/:file',
  shape: '/api/json/main/{lifetime}/{gender}.{lang}.json',
  summary: "The home page's blocks: latest videos, top categories, models and channels.",
  params: { lifetime, gender, lang },
  file: { ext: 'json', fields: ['gender', 'lang'] },
  answer: answers<MainAnswer>('MainAnswer'),
  cache: 'path',
  lifetime: LIFETIME_MAIN_S,
  errors: [...JSON_ERRORS, 'invalid_gender', 'invalid_lang'],
});

export const videos = endpoint({
  name: 'videos',
  method: 'GET',
  route: '/api/json/videos2/:lifetime/:gender/:sort/:count/:file',
  shape: '/api/json/videos2/{lifetime}/{gender}/{sort}/{count}/{section}.{object_id}.{page}.{type}.{duration}.{date}.json',
  summary: 'A video list: all, or of a category, channel, model, member or playlist.',
  params: {
    lifetime,
    section: param.oneOf(VIDEO_SECTIONS, 'invalid_section'),
    object_id: param.text('object id or dir'),
    page: param.page(),
    type: param.oneOfOrEmpty(VIDEO_TYPES, 'invalid_type', 'all'),
    duration: param.oneOf(DURATION_FILTERS, 'invalid_duration'),
    date: param.oneOf(DATE_FILTERS, 'invalid_date'),
    gender,
    sort: param.oneOf(VIDEO_SORTS, 'invalid_sort'),
    count: param.count(COUNT_VIDEOS),
  },
  file: { ext: 'json', fields: ['section', 'object_id', 'page', 'type', 'duration', 'date'] },
  rules: [(i) => (i.section === 'search' || i.section === 'related' ? 'invalid_section' : undefined), objectFor(['all', 'search'])],
  answer: answers<VideoList>('VideoList'),
  cache: 'path',
  lifetime: LIFETIME_VIDEOS_S,
  errors: [
    ...JSON_ERRORS,
    'invalid_section',
    'invalid_page',
    'invalid_type',
    'invalid_duration',
    'invalid_date',
    'invalid_gender',
    'invalid_sort',
    'invalid_count',
    'object_id_required',
    'invalid_object_id',
  ],
});

/** The list path a search carries in its `params` query value, read with the list's own parsers;
 * `listKey` is that path without its lifetime, which says how fresh an answer must be, not what it holds. */
const searchList: Param<{
  lifetime: number;
  listKey: string;
  gender: Gender;
  count: number;
  object_id: string;
  page: number;
  type: VideoType;
  duration: DurationFilter;
  date: DateFilter;
}> = {
  doc: `{lifetime}/{gender}/${SEARCH_SORT}/{count}/search..{page}.{type}.{duration}.{date}`,
  parse(raw) {
    const parts = (raw ?? '').split('/');
    if (parts.length !== 5) throw new BadInput('invalid_params');
    const [lifetimeSeg, genderSeg, sort, countSeg, tail] = parts;
    const life = lifetime.parse(lifetimeSeg);
    if (sort !== SEARCH_SORT) throw new BadInput('invalid_sort');
    const list = parseInput(
      {
        ...videos,
        params: { ...videos.params, lifetime: param.lifetime(), gender: param.text(), sort: param.text(), count: param.text() },
        rules: [],
      },
      { lifetime: lifetimeSeg, file: `${tail}${life === 0 ? '.jsond' : '.json'}` },
      {},
    );
    if (list.section !== 'search') throw new BadInput('invalid_section');
    return {
      lifetime: life,
      listKey: [genderSeg, sort, countSeg, tail].join('/'),
      gender: gender.parse(genderSeg),
      count: param.count(COUNT_VIDEOS).parse(countSeg),
      object_id: list.object_id,
      page: list.page,
      type: list.type,
      duration: list.duration,
      date: list.date,
    };
  },
};

export const search = endpoint({
  name: 'search',
  method: 'GET',
  route: '/api/videos2.php',
  shape: `/api/videos2.php?params={lifetime}/{gender}/${SEARCH_SORT}/{count}/search..{page}.{type}.{duration}.{date}&s={text}`,
  summary: 'Text search over the videos; `params` is split on `/` and `.` by the server.',
  params: { params: searchList, s: param.trimmed(SEARCH_MIN_CHARS, SEARCH_MAX_CHARS, 'invalid_search') },
  query: ['params', 's'],
  answer: answers<VideoList>('VideoList'),
  cache: 'path',
  lifetime: LIFETIME_VIDEOS_S,
  errors: [
    'invalid_params',
    'invalid_lifetime',
    'invalid_sort',
    'invalid_path',
    'invalid_section',
    'invalid_search',
    'invalid_gender',
    'invalid_count',
    'invalid_page',
  ],
});

export const video = endpoint({
  name: 'video',
  method: 'GET',
  route: '/api/json/video/:lifetime/:b1/:b2/:file',
  shape: '/api/json/video/{lifetime}/{id/1000000}/{id/1000}/{video_id}.json',
  summary: 'One video.',
  params: { lifetime, video_id: param.id(), b1: param.bucket('id ÷ 1,000,000'), b2: param.bucket('id ÷ 1,000') },
  file: { ext: 'json', fields: ['video_id'] },
  rules: [bucketsOf('video_id', 'b1', 'b2')],
  answer: answers<VideoAnswer>('VideoAnswer'),
  cache: 'path',
  lifetime: LIFETIME_VIDEOS_S,
  errors: ['invalid_lifetime', 'invalid_extension', 'invalid_id', 'invalid_bucket', 'video_not_found'],
  crossOrigin: true,
});

export const related = endpoint({
  name: 'related',
  method: 'GET',
  route: '/api/json/videos_related/:lifetime/:count/:b1/:b2/:file',
  shape: '/api/json/videos_related/{lifetime}/{count}/{id/1000000}/{id/1000}/{video_id}.all.{page}.json',
  summary: 'The videos related to one video.',
  params: {
    lifetime,
    video_id: param.id(),
    b1: param.bucket('id ÷ 1,000,000'),
    b2: param.bucket('id ÷ 1,000'),
    count: param.count(COUNT_RELATED),
    page: param.page(),
  },
  file: { ext: 'json', fields: ['video_id', { literal: 'all' }, 'page'] },
  rules: [bucketsOf('video_id', 'b1', 'b2')],
  answer: answers<VideoList>('VideoList'),
  cache: 'path',
  lifetime: LIFETIME_RELATED_S,
  errors: [...JSON_ERRORS, 'invalid_id', 'invalid_bucket', 'invalid_count', 'invalid_page', 'video_not_found'],
  crossOrigin: true,
});

export const suggester = endpoint({
  name: 'suggester',
  method: 'GET',
  route: '/api/json/suggester/:lifetime/:file',
  shape: '/api/json/suggester/{lifetime}/{count}.json',
  summary: 'The search overlay’s suggestion groups.',
  params: { lifetime, count: param.count(COUNT_SUGGESTIONS) },
  file: { ext: 'json', fields: ['count'] },
  answer: answers<SuggestionGroups>('SuggestionGroups'),
  cache: 'path',
  lifetime: LIFETIME_SUGGESTER_S,
  errors: [...JSON_ERRORS, 'invalid_count'],
});

export const stats = endpoint({
  name: 'stats',
  method: 'GET',
  route: '/api/json/stats/:lifetime/:file',
  shape: '/api/json/stats/{lifetime}/top.json',
  summary: 'Top searches: models, channels, categories, keywords.',
  params: { lifetime },
  file: { ext: 'json', fields: [{ literal: 'top' }] },
  answer: answers<SuggestionGroups>('SuggestionGroups'),
  cache: 'path',
  lifetime: LIFETIME_SUGGESTER_S,
  errors: JSON_ERRORS,
});

export const categories = endpoint({
  name: 'categories',
  method: 'GET',
  route: '/api/json/categories/:lifetime/:file',
  shape: '/api/json/categories/{lifetime}/{gender}.{section}.{lang}.json',
  summary: 'The categories with videos of a gender: top ones or all.',
  params: { lifetime, gender, section: param.oneOf(CATEGORY_SECTIONS, 'invalid_section'), lang },
  file: { ext: 'json', fields: ['gender', 'section', 'lang'] },
  answer: answers<CategoryList>('CategoryList'),
  cache: 'path',
  lifetime: LIFETIME_CATEGORIES_S,
  errors: [...JSON_ERRORS, 'invalid_gender', 'invalid_section', 'invalid_lang'],
});

export const channels = endpoint({
  name: 'channels',
  method: 'GET',
  route: '/api/json/channels/:lifetime/:gender/:sort/:count/:file',
  shape: '/api/json/channels/{lifetime}/{gender}/{sort}-toptn/{count}/{section}.{object_id}.{page}.json',
  summary: 'Channels, all or of a category or model.',
  params: {
    lifetime,
    gender,
    sort: toptnSort,
    count: param.count(COUNT_CHANNELS),
    section: param.oneOf(CHANNEL_SECTIONS, 'invalid_section'),
    object_id: param.text('dir'),
    page: param.page(),
  },
  file: { ext: 'json', fields: ['section', 'object_id', 'page'] },
  rules: [(i) => ((i.section === 'all') !== (i.object_id === '') ? 'invalid_object_id' : undefined)],
  answer: answers<ChannelList>('ChannelList'),
  cache: 'path',
  lifetime: LIFETIME_CHANNELS_S,
  errors: [
    ...JSON_ERRORS,
    'invalid_gender',
    'invalid_sort',
    'invalid_count',
    'invalid_section',
    'invalid_object_id',
    'invalid_page',
    'object_not_found',
  ],
});

export const channel = endpoint({
  name: 'channel',
  method: 'GET',
  route: '/api/json/channel/:lifetime/:letter/:file',
  shape: '/api/json/channel/{lifetime}/{dir[0]}/{dir}.json',
  summary: 'One channel.',
  params: { lifetime, dir: param.dir(), letter: param.bucket("the dir's first letter") },
  file: { ext: 'json', fields: ['dir'] },
  rules: [(i) => (i.letter !== i.dir[0] ? 'invalid_bucket' : undefined)],
  answer: answers<ChannelAnswer>('ChannelAnswer'),
  cache: 'path',
  lifetime: LIFETIME_CHANNELS_S,
  errors: [...DIR_ERRORS, 'channel_not_found'],
});

export const models = endpoint({
  name: 'models',
  method: 'GET',
  route: '/api/json/models/:lifetime/:gender/:filt/:sort/:count/:file',
  shape: '/api/json/models/{lifetime}/{gender}/filt{filter}/{sort}-toptn/{count}/{page}.json',
  summary: 'Models (performers), filtered on eleven positions.',
  params: {
    lifetime,
    gender,
    filt: param.framed('filt', '', param.positions(MODEL_FILTER_POSITIONS, 'invalid_filter'), 'invalid_filter'),
    sort: toptnSort,
    count: param.count(COUNT_MODELS),
    page: param.page(),
  },
  file: { ext: 'json', fields: ['page'] },
  answer: answers<ModelList>('ModelList'),
  cache: 'path',
  lifetime: LIFETIME_MODELS_S,
  errors: [...JSON_ERRORS, 'invalid_gender', 'invalid_filter', 'invalid_sort', 'invalid_count', 'invalid_page'],
});

export const model = endpoint({
  name: 'model',
  method: 'GET',
  route: '/api/json/model/:lifetime/:prefix/:file',
  shape: '/api/json/model/{lifetime}/{dir[0..2]}/{dir}.json',
  summary: 'One model.',
  params: { lifetime, dir: param.dir(), prefix: param.bucket("the dir's first two letters") },
  file: { ext: 'json', fields: ['dir'] },
  rules: [(i) => (i.prefix !== i.dir.slice(0, 2) ? 'invalid_bucket' : undefined)],
  answer: answers<ModelAnswer>('ModelAnswer'),
  cache: 'path',
  lifetime: LIFETIME_MODELS_S,
  errors: [...DIR_ERRORS, 'model_not_found'],
});

export const download = endpoint({
  name: 'download',
  method: 'GET',
  route: '/api/json/download/:lifetime/:file',
  shape: '/api/json/download/{lifetime}/{dir}.json',
  summary: "The download page's studio record of a channel.",
  params: { lifetime, dir: param.dir() },
  file: { ext: 'json', fields: ['dir'] },
  answer: answers<DownloadInfo[]>('DownloadInfo[]'),
  cache: 'path',
  lifetime: LIFETIME_DOWNLOAD_S,
  errors: [...DIR_ERRORS, 'channel_not_found'],
});

export const members = endpoint({
  name: 'members',
  method: 'GET',
  route: '/api/json/members/:lifetime/:section/:filt/:sort/:count/:file',
  shape: '/api/json/members/{lifetime}/{section}/filt{filter}/{sort}/{count}/{page}.json?object_id={id}&search={text}',
  summary: "Members: all, or one member's friends, subscribers or subscriptions.",
  params: {
    lifetime,
    section: param.oneOf(MEMBER_SECTIONS, 'invalid_section'),
    object_id: param.optionalId('invalid_object_id'),
    filt: param.text(`filt and ${MEMBER_FILTER_POSITIONS} dot-separated positions`),
    sort: param.oneOf(MEMBER_SORTS, 'invalid_sort'),
    count: param.count(COUNT_MEMBERS),
    page: param.page(),
    search: param.trimmed(0, SEARCH_MAX_CHARS, 'invalid_search'),
  },
  query: ['object_id', 'search'],
  file: { ext: 'json', fields: ['page'] },
  rules: [
    (i) => (i.section === 'all' && i.object_id !== undefined ? 'invalid_object_id' : undefined),
    (i) => (i.section !== 'all' && (i.object_id ?? null) === null ? 'object_id_required' : undefined),
  ],
  answer: answers<MemberList>('MemberList'),
  cache: 'path',
  lifetime: LIFETIME_MEMBERS_S,
  errors: [
    ...JSON_ERRORS,
    'invalid_section',
    'invalid_object_id',
    'object_id_required',
    'invalid_filter',
    'invalid_sort',
    'invalid_count',
    'invalid_page',
    'invalid_search',
  ],
});

export const member = endpoint({
  name: 'member',
  method: 'GET',
  route: '/api/json/member/:lifetime/:section/:bucket/:file',
  shape: '/api/json/member/{lifetime}/{section}/{id/1000}/{user_id}.json',
  summary: "Another member's profile (the own one is POST /api/member.php).",
  params: {
    lifetime,
    section: param.oneOf(MEMBER_PROFILE_SECTIONS, 'invalid_section'),
    user_id: param.id(),
    bucket: param.bucket('id ÷ 1,000'),
  },
  file: { ext: 'json', fields: ['user_id'] },
  // u_ava and u_cover name the avatar and cover uploads, which are POSTs to /api/member.php.
  rules: [(i) => (i.section === 'u_ava' || i.section === 'u_cover' ? 'invalid_section' : undefined), bucketsOf('user_id', null, 'bucket')],
  answer: answers<MemberAnswer>('MemberAnswer'),
  cache: 'path',
  lifetime: LIFETIME_MEMBER_S,
  errors: ['invalid_lifetime', 'invalid_extension', 'invalid_section', 'invalid_id', 'invalid_bucket', 'member_not_found'],
});

export const comments = endpoint({
  name: 'comments',
  method: 'GET',
  route: '/api/json/comments/:lifetime/:section/:b1/:b2/:file',
  shape: '/api/json/comments/{lifetime}/{section}/{id/1000000}/{id/1000}/{object_id}.json?page={page}&count={count}',
  summary: 'The comments on a video, model, channel, member or playlist.',
  params: {
    lifetime,
    section: param.oneOf(COMMENT_SECTIONS, 'invalid_section'),
    object_id: param.id(),
    b1: param.bucket('id ÷ 1,000,000'),
    b2: param.bucket('id ÷ 1,000'),
    page: param.queryPage(),
    count: param.queryCount(COMMENTS_COUNT_DEFAULT, COMMENTS_COUNT_MAX),
  },
  query: ['page', 'count'],
  file: { ext: 'json', fields: ['object_id'] },
  rules: [bucketsOf('object_id', 'b1', 'b2')],
  answer: answers<CommentList>('CommentList'),
  cache: 'path',
  lifetime: LIFETIME_COMMENTS_S,
  errors: ['invalid_lifetime', 'invalid_extension', 'invalid_section', 'invalid_id', 'invalid_bucket', 'invalid_page', 'invalid_count'],
});

export const playlists = endpoint({
  name: 'playlists',
  method: 'GET',
  route: '/api/json/playlists/:lifetime/:sort/:count/:file',
  shape: '/api/json/playlists/{lifetime}/{sort}/{count}/{section}.{page}.{gender}.{object_id}.json',
  summary: 'Playlists: all, or of a member or a video.',
  params: {
    lifetime,
    sort: param.oneOf(PLAYLIST_SORTS, 'invalid_sort'),
    count: param.count(COUNT_PLAYLISTS),
    section: param.oneOf(PLAYLIST_SECTIONS, 'invalid_section'),
    object_id: param.text('id'),
    page: param.page(),
    gender,
  },
  file: { ext: 'json', fields: ['section', 'page', 'gender', 'object_id'] },
  rules: [objectFor(['all'])],
  answer: answers<PlaylistList>('PlaylistList'),
  cache: 'path',
  lifetime: LIFETIME_PLAYLISTS_S,
  errors: [
    ...JSON_ERRORS,
    'invalid_sort',
    'invalid_count',
    'invalid_section',
    'object_id_required',
    'invalid_object_id',
    'invalid_page',
    'invalid_gender',
  ],
});

export const playlist = endpoint({
  name: 'playlist',
  method: 'GET',
  route: '/api/json/playlist/:lifetime/:bucket/:file',
  shape: '/api/json/playlist/{lifetime}/{id/1000}/{playlist_id}.json',
  summary: 'One playlist and its videos.',
  params: { lifetime, playlist_id: param.id(), bucket: param.bucket('id ÷ 1,000') },
  file: { ext: 'json', fields: ['playlist_id'] },
  rules: [bucketsOf('playlist_id', null, 'bucket')],
  answer: answers<PlaylistAnswer>('PlaylistAnswer'),
  cache: 'path',
  lifetime: LIFETIME_PLAYLISTS_S,
  errors: ['invalid_lifetime', 'invalid_extension', 'invalid_id', 'invalid_bucket', 'playlist_not_found'],
});

export const subscriptions = endpoint({
  name: 'subscriptions',
  method: 'GET',
  route: '/api/json/subscriptions/:lifetime/:bucket/:file',
  shape: '/api/json/subscriptions/{lifetime}/{id/1000}/{user_id}.json?sort={sort}&type={type}&page={page}&count={count}',
  summary: "A member's subscriptions (lifetime 0 for the own ones).",
  params: {
    lifetime,
    user_id: param.id(),
    bucket: param.bucket('id ÷ 1,000'),
    type: param.optionalOneOf(SUBSCRIPTION_TYPES, 'invalid_type'),
    sort: param.oneOfOr(SUBSCRIPTION_SORTS, 'invalid_sort', 'recent'),
    page: param.queryPage(),
    count: param.queryCount(SUBSCRIPTIONS_COUNT_DEFAULT, SUBSCRIPTIONS_COUNT_DEFAULT),
  },
  query: ['sort', 'type', 'page', 'count'],
  file: { ext: 'json', fields: ['user_id'] },
  rules: [bucketsOf('user_id', null, 'bucket')],
  answer: answers<SubscriptionList>('SubscriptionList'),
  cache: 'path',
  lifetime: LIFETIME_SUBSCRIPTIONS_S,
  errors: [
    'invalid_lifetime',
    'invalid_extension',
    'invalid_id',
    'invalid_bucket',
    'invalid_sort',
    'invalid_type',
    'invalid_page',
    'invalid_count',
    'object_not_found',
  ],
});
