// The catalogue's video calls: the home page, the lists, search, one video, its related videos,
// the suggester and the site's counts. Cached GETs whose lifetime is written in the path.
import type { MainAnswer, SuggestionGroups, VideoAnswer, VideoList } from '../types.js';
import {
  COUNT_RELATED,
  COUNT_SUGGESTIONS,
  COUNT_VIDEOS,
  DATE_FILTERS,
  DURATION_FILTERS,
  LIFETIME_MAIN_S,
  LIFETIME_RELATED_S,
  LIFETIME_SUGGESTER_S,
  LIFETIME_VIDEOS_S,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_SORT,
  VIDEO_SECTIONS,
  VIDEO_SORTS,
  VIDEO_TYPES,
} from '../constants.js';
import type { DateFilter, DurationFilter, Gender, VideoType } from '../types.js';
import { answers, BadInput, bucketsOf, endpoint, type Param, param, parseInput, AGE_VERIFICATION_REQUIRED } from './kit.js';
import { JSON_ERRORS, lifetime, gender, lang, objectFor } from './catalogueParams.js';

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
  errors: [...JSON_ERRORS, 'invalid_gender', 'invalid_lang', AGE_VERIFICATION_REQUIRED],
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
    AGE_VERIFICATION_REQUIRED,
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
    AGE_VERIFICATION_REQUIRED,
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
  errors: ['invalid_lifetime', 'invalid_extension', 'invalid_id', 'invalid_bucket', 'video_not_found', AGE_VERIFICATION_REQUIRED],
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
  errors: [...JSON_ERRORS, 'invalid_id', 'invalid_bucket', 'invalid_count', 'invalid_page', 'video_not_found', AGE_VERIFICATION_REQUIRED],
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
