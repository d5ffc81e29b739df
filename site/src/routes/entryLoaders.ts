// Loaders of a model's page (`/pornstar/{dir}/…`) and a channel's (`/pornsite/{dir}/…`):
// the object itself, then what the open tab shows.
import type { Channel, Model, Video, VideoSort } from '@reel/api';
import { api } from '../api';
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
}

const DEFAULT_SORT: VideoSort = 'latest-updates';

/** The videos tab's list; the comments tab loads its own (social/Comments), the info tab needs nothing. */
async function tabData(section: 'model' | 'channel', dir: string, tab: EntryTab, args: PageArgs) {
  const sort = videoSortOf(args.url, DIRECTORY_VIDEO_SORTS) ?? DEFAULT_SORT;
  if (tab !== 'videos') return { sort, videos: null };
  return { sort, videos: await videoList({ section, object_id: dir, sort, page: pageOf(args.params.page) }) };
}

export function modelLoader(tab: EntryTab) {
  return async (args: PageArgs): Promise<EntryData<Model>> => {
    const answer = await attempt(() => api.model(args.params.dir));
    if (!answer) notFound();
    return { entry: answer.model, tab, ...(await tabData('model', answer.model.dir, tab, args)) };
  };
}

export function channelLoader(tab: EntryTab) {
  return async (args: PageArgs): Promise<EntryData<Channel>> => {
    const answer = await attempt(() => api.channel(args.params.dir));
    if (!answer) notFound();
    return { entry: answer.channel, tab, ...(await tabData('channel', answer.channel.dir, tab, args)) };
  };
}
