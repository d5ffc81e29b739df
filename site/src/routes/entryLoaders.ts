// Loaders of a performer's page (`/pornstar/{dir}/…`) and a channel's (`/pornsite/{dir}/…`):
// the object itself, then what the open tab shows.
import type { Channel, Comment, Model, Video, VideoSort } from '@reel/api';
import { api } from '../api';
import { LIST_LIFETIME_S } from '../lists/constants';
import { attempt, pageOf, type ListData } from '../lists/data';
import { DIRECTORY_VIDEO_SORTS } from '../lists/sorts';
import { notFound, type PageArgs } from './guard';
import { videoList, videoSortOf } from './listLoaders';

export type EntryTab = 'videos' | 'info' | 'comments';

export interface EntryData<T> {
  entry: T;
  tab: EntryTab;
  sort: VideoSort;
  videos: ListData<Video> | null;
  /** Null when the server refused the list. */
  comments: Comment[] | null;
}

const DEFAULT_SORT: VideoSort = 'latest-updates';

async function tabData(section: 'model' | 'channel', id: number, dir: string, tab: EntryTab, args: PageArgs) {
  const sort = videoSortOf(args.url, DIRECTORY_VIDEO_SORTS) ?? DEFAULT_SORT;
  if (tab === 'videos') {
    const videos = await videoList({ section, object_id: dir, sort, page: pageOf(args.params.page) });
    return { sort, videos, comments: [] };
  }
  if (tab === 'comments') {
    const answer = await attempt(() => api.comments({ section, object_id: id, lifetime: LIST_LIFETIME_S }));
    return { sort, videos: null, comments: answer?.comments ?? null };
  }
  return { sort, videos: null, comments: [] };
}

export function pornstarLoader(tab: EntryTab) {
  return async (args: PageArgs): Promise<EntryData<Model>> => {
    const answer = await attempt(() => api.model(args.params.dir));
    if (!answer) notFound();
    return { entry: answer.model, tab, ...(await tabData('model', answer.model.model_id, answer.model.dir, tab, args)) };
  };
}

export function pornsiteLoader(tab: EntryTab) {
  return async (args: PageArgs): Promise<EntryData<Channel>> => {
    const answer = await attempt(() => api.channel(args.params.dir));
    if (!answer) notFound();
    return { entry: answer.channel, tab, ...(await tabData('channel', answer.channel.channel_id, answer.channel.dir, tab, args)) };
  };
}
