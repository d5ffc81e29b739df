// Loaders of the list pages: each asks for one page in the list's own size and lifetime.
import type { ChannelModelSort, MemberSort, Video, VideoSort } from '@reel/api';
import type { SiteParams } from '@reel/api/pages';
import type { CategoryList, DownloadInfo } from '@reel/api/endpoints';
import { CLIENT_HIDDEN_CATEGORIES, COUNT_CHANNELS, COUNT_MEMBERS, isId, SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, VIDEO_SORTS } from '@reel/api';
import { api } from '../api';
import { LIST_LIFETIME_S, MODEL_PAGE_SIZE, PLAYLIST_PAGE_LIFETIME_S, VIDEO_PAGE_SIZE } from '../lists/constants';
import { attempt, emptyList, listData, pageOf, type ListData } from '../lists/data';
import { currentGender } from '../shell/gender';
import type { PageArgs } from './guard';

const common = () => ({ lifetime: LIST_LIFETIME_S, gender: currentGender() });

export async function videoList(p: {
  sort?: VideoSort;
  page: number;
  section?: 'all' | 'category' | 'channel' | 'model';
  object_id?: string;
}): Promise<ListData<Video>> {
  const answer = await attempt(() => api.videos({ ...common(), count: VIDEO_PAGE_SIZE, ...p }));
  return listData(answer, answer?.videos, p.page, VIDEO_PAGE_SIZE);
}

/** `/`: the latest videos, page 1. */
export const homeLoader = () => videoList({ page: 1 });

export const videosLoader = ({ params }: PageArgs) => videoList({ sort: params.sort as VideoSort, page: pageOf(params.page) });

/** The sort of a model's or channel's videos travels in `?sort=`; anything unknown is the default. */
export function videoSortOf(url: URL, allowed: readonly string[]): VideoSort | undefined {
  const sort = url.searchParams.get('sort') ?? '';
  return allowed.includes(sort) && (VIDEO_SORTS as readonly string[]).includes(sort) ? (sort as VideoSort) : undefined;
}

export interface CategoryVideos {
  list: ListData<Video>;
  title: string;
  seoTitle: string;
}

async function categoryTitle(dir: string): Promise<{ title: string; seoTitle: string }> {
  const answer = await attempt(() => api.categories({ lifetime: LIST_LIFETIME_S, gender: currentGender(), section: 'all' }));
  const found = answer?.categories.find((c) => c.dir === dir);
  return { title: found?.title ?? dir, seoTitle: found?.seo_title ?? '' };
}

export async function categoryVideosLoader({ params }: PageArgs): Promise<CategoryVideos> {
  const [list, names] = await Promise.all([
    videoList({ section: 'category', object_id: params.object_id, page: pageOf(params.page) }),
    categoryTitle(params.object_id),
  ]);
  return { list, ...names };
}

/** The category index: Hidden Cam and Voyeur removed, sorted by title. */
export function visibleCategories(answer: CategoryList | null): CategoryList['categories'] {
  const hidden = new Set<string>(CLIENT_HIDDEN_CATEGORIES.map((t) => t.toLowerCase()));
  return (answer?.categories ?? []).filter((c) => !hidden.has(c.title.toLowerCase())).sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

/** Asks for every category of the gender: the call's default section is only the top list, which
 * would leave most categories unreachable from the index. */
export async function categoriesLoader() {
  const answer = await attempt(() => api.categories({ lifetime: LIST_LIFETIME_S, gender: currentGender(), section: 'all' }));
  return { categories: visibleCategories(answer), failed: answer === null };
}

export interface SearchData {
  s: string;
  list: ListData<Video>;
}

/** A text outside 3–69 characters is not searched: the page says there is no result. */
export async function searchLoader({ params, url }: PageArgs): Promise<SearchData> {
  const s = (url.searchParams.get('s') ?? '').trim();
  const page = pageOf(params.page);
  if (s.length < SEARCH_MIN_CHARS || s.length > SEARCH_MAX_CHARS) return { s, list: emptyList(page, VIDEO_PAGE_SIZE) };
  const answer = await attempt(() => api.search({ ...common(), count: VIDEO_PAGE_SIZE, page, text: s }));
  return { s, list: listData(answer, answer?.videos, page, VIDEO_PAGE_SIZE) };
}

const directorySort = (params: SiteParams) => params.sort as ChannelModelSort;

export async function modelsLoader({ params }: PageArgs) {
  const page = pageOf(params.page);
  const answer = await attempt(() => api.models({ ...common(), sort: directorySort(params), count: MODEL_PAGE_SIZE, page }));
  return listData(answer, answer?.models, page, MODEL_PAGE_SIZE);
}

export async function channelsLoader({ params }: PageArgs) {
  const page = pageOf(params.page);
  const answer = await attempt(() => api.channels({ ...common(), sort: directorySort(params), count: COUNT_CHANNELS, page }));
  return listData(answer, answer?.channels, page, COUNT_CHANNELS);
}

export async function communityLoader({ params }: PageArgs) {
  const page = pageOf(params.page);
  const answer = await attempt(() =>
    api.members({ lifetime: LIST_LIFETIME_S, sort: params.sort as MemberSort, count: COUNT_MEMBERS, page }),
  );
  return listData(answer, answer?.members, page, COUNT_MEMBERS);
}

/**
 * A private playlist is refused (403): the page says the visitor may not view it. The lifetime is a
 * minute, so a video added to a playlist shows on its page within about one.
 */
export async function playlistLoader({ params }: PageArgs) {
  const answer = await attempt(() => api.playlist(params.id, { lifetime: PLAYLIST_PAGE_LIFETIME_S }));
  return { playlist: answer?.playlist ?? null, videos: answer?.videos ?? [] };
}

export interface DownloadData {
  info: DownloadInfo | null;
  video: Video | null;
}

/** `/download?video={id}`: the record of the video's channel, the first item of its answer. */
export async function downloadLoader({ url }: PageArgs): Promise<DownloadData> {
  const id = url.searchParams.get('video') ?? '';
  if (!isId(id)) return { info: null, video: null };
  const answer = await attempt(() => api.video(id));
  const video = answer?.video ?? null;
  if (!video || video.channel === 'UsersUpload' || !video.channel.dir) return { info: null, video };
  const { dir } = video.channel;
  const records = await attempt(() => api.download(dir));
  return { info: records?.[0] ?? null, video };
}
