// Wire types: what the server sends and the clients read, under the specification's names.
import type { GENDERS, VIDEO_SORTS, VIDEO_SECTIONS, VIDEO_TYPES } from './constants.js';
import type {
  CATEGORY_SECTIONS,
  CHANNEL_MODEL_SORTS,
  CHANNEL_SECTIONS,
  COMMENT_SECTIONS,
  DATE_FILTERS,
  DURATION_FILTERS,
  LANGS,
  MEMBER_FILTER_FIELDS,
  MEMBER_PROFILE_SECTIONS,
  MEMBER_SECTIONS,
  MEMBER_SORTS,
  MODEL_FILTER_FIELDS,
  PLAYLIST_SECTIONS,
  PLAYLIST_SORTS,
  STAT_ACTS,
  STAT_SECTIONS,
} from './constants.js';

export type Gender = (typeof GENDERS)[number];
export type VideoSort = (typeof VIDEO_SORTS)[number];
export type VideoSection = (typeof VIDEO_SECTIONS)[number];
export type VideoType = (typeof VIDEO_TYPES)[number];

/** An error entry: `field` names the input, or `notify` for a notification. */
export interface ErrorEntry {
  code: string;
  field?: string;
  info?: Record<string, string | number>;
}

/** Every failed answer: `{error: true, code}`, with entries for form errors. */
export interface ApiError {
  error: true;
  code: string;
  errors?: ErrorEntry[];
  message?: string;
}

export interface Statistics {
  viewed: number;
  likes: number;
  dislikes: number;
  comments: number;
  favourites: number;
  videos?: number;
  subscribers?: number;
}

export interface NamedLink {
  dir: string;
  title: string;
}

export interface ChannelRef {
  channel_id: number;
  dir: string;
  title: string;
  title2: string;
  url: string;
  videos: number;
}

export interface UserRef {
  user_id: number;
  username: string;
}

/** A video as lists and the watch page read it. */
export interface Video {
  video_id: number;
  id: number;
  dir: string;
  title: string;
  description: string;
  /** Text hh:mm:ss or mm:ss. */
  duration: string;
  duration_sec: number;
  /** 'YYYY-MM-DD HH:MM:SS' in UTC. */
  post_date: string;
  thumbsrc: string;
  thumb: string;
  scr: string;
  scr1: string;
  img: string;
  thumbs: string[];
  preview: string;
  /** Comma-separated formats of the files, e.g. `_sd.mp4,.mp4,_fhd.mp4`. */
  file_formats: string;
  status_id: number;
  statistics: Statistics;
  video_viewed: number;
  rating: number;
  channel: ChannelRef | 'UsersUpload';
  content_source: number | null;
  content_source_name: string;
  models: NamedLink[];
  categories: NamedLink[];
  user: UserRef | null;
  sg_id: number | null;
  ex_tube: string;
  ex_id: string;
  avatar: string;
  toptn: number;
  vr: string;
  is_private: boolean;
  url: string;
}

export interface VideoList {
  videos: Video[];
  total_count: number;
  /** Present, and true, when counting stopped at a cap: there are more than total_count videos. */
  total_count_capped?: true;
  page: number;
  count: number;
}

export interface VideoAnswer {
  video: Video;
}

/** One entry of the file list. */
export interface VideoFile {
  video_url: string;
  format: string;
  vr: string;
  timelines_count: number;
  timelines_interval: number;
  timelines_url: string;
  duration: number;
  /** A captions row (`format` '.vtt'): its BCP 47 language, the menu's label and `captions`. */
  srclang?: string;
  label?: string;
  kind?: 'captions';
}

export type VideoFileAnswer = VideoFile[] | ApiError;

export interface Category {
  category_id: number;
  title: string;
  dir: string;
  total_videos: number;
  avg_videos_popularity: number;
  key: string;
  toptn: number;
  thumb: string;
  seo_title: string;
}

export interface CategoryList {
  categories: Category[];
  total_count: number;
}

export interface Channel {
  channel_id: number;
  dir: string;
  title: string;
  title2: string;
  url: string;
  description: string;
  logo: string;
  thumb: string;
  statistics: Statistics;
  post_date: string;
  toptn: number;
}

export interface ChannelList {
  channels: Channel[];
  total_count: number;
}

export interface Career {
  start: number | null;
  debut_age: number | null;
  status: string;
  end: number | null;
}

export interface ModelInfo {
  alias: string;
  age: number | null;
  birth_date: string | null;
  race: string;
  career: Career;
  zodiac: string;
  hair: number | null;
  eye: string;
  tattoo: string;
  piercing: string;
  size_tits: string;
  measurements: string;
  height: number | null;
  weight: number | null;
  added_date: string;
}

export interface Model {
  model_id: number;
  dir: string;
  title: string;
  gender: number;
  description: string;
  thumb: string;
  statistics: Statistics;
  info: ModelInfo;
  toptn: number;
}

export interface ModelList {
  models: Model[];
  total_count: number;
}

export interface MemberProfile {
  user_id: number;
  username: string;
  about_me: string;
  description: string;
  country: string;
  city: string;
  gender: number | null;
  age: number | null;
  birth_date: string | null;
  relationship: number | null;
  orientation: number | null;
  education: string;
  website: string;
  occupation: string;
  interests: string;
  avatar: string;
  cover: string;
  added_date: string;
  statistics: Statistics;
}

export interface MemberList {
  members: MemberProfile[];
  total_count: number;
}

export interface MemberAnswer {
  member: MemberProfile;
  user: UserRef;
}

export interface Comment {
  comment_id: number;
  object_id: number;
  section: string;
  user: UserRef;
  avatar: string;
  text: string;
  post_date: string;
  likes: number;
  dislikes: number;
}

export interface CommentList {
  comments: Comment[];
  total_count: number;
}

export interface Playlist {
  playlist_id: number;
  id: number;
  title: string;
  description: string;
  user: UserRef;
  total_videos: number;
  thumb: string;
  post_date: string;
  statistics: Statistics;
  is_private: boolean;
}

export interface PlaylistList {
  playlists: Playlist[];
  total_count: number;
}

export interface PlaylistAnswer {
  playlist: Playlist;
  videos: Video[];
}

export interface Subscription {
  subscription_id: number;
  type: 'channel' | 'model' | 'user' | 'playlist';
  object_id: number;
  dir: string;
  title: string;
  thumb: string;
  statistics: Statistics;
  added_date: string;
}

export interface SubscriptionList {
  subscriptions: Subscription[];
  total_count: number;
}

/** Suggestion groups have title, dir, total_videos. */
export interface Suggestion {
  title: string;
  dir: string;
  total_videos: number;
}

export interface SuggestionGroups {
  keywords: Suggestion[];
  categories: Suggestion[];
  channels: Suggestion[];
  models: Suggestion[];
}

/** The download page's record of a channel; `studio` is the channel's name. */
export interface DownloadInfo {
  description: string[];
  studio: string;
  content_source_id: number;
  logo: string;
  url: string;
  preview: string;
}

/** The main page's answer: the blocks the home page shows. */
export interface MainAnswer {
  videos: Video[];
  total_count: number;
  categories: Category[];
  models: Model[];
  channels: Channel[];
}

/** Value-set unions for the path builders and the client (added with paths.ts). */
export type Lang = (typeof LANGS)[number];
export type DurationFilter = (typeof DURATION_FILTERS)[number];
export type DateFilter = (typeof DATE_FILTERS)[number];
export type ChannelModelSort = (typeof CHANNEL_MODEL_SORTS)[number];
export type MemberSort = (typeof MEMBER_SORTS)[number];
export type PlaylistSort = (typeof PLAYLIST_SORTS)[number];
export type CategorySection = (typeof CATEGORY_SECTIONS)[number];
export type ChannelSection = (typeof CHANNEL_SECTIONS)[number];
export type MemberSection = (typeof MEMBER_SECTIONS)[number];
export type MemberProfileSection = (typeof MEMBER_PROFILE_SECTIONS)[number];
export type CommentSection = (typeof COMMENT_SECTIONS)[number];
export type PlaylistSection = (typeof PLAYLIST_SECTIONS)[number];
export type StatAct = (typeof STAT_ACTS)[number];
export type StatSection = (typeof STAT_SECTIONS)[number];

/** Filter objects: each field a value-set key, or left out for an empty position. */
export type MemberFilter = Partial<Record<(typeof MEMBER_FILTER_FIELDS)[number], string | number>>;
export type ModelFilter = Partial<Record<(typeof MODEL_FILTER_FIELDS)[number], string | number>>;

/** Single channel and single model answers (channel reads `channel`, `error`). */
export interface ChannelAnswer {
  channel: Channel;
}

export interface ModelAnswer {
  model: Model;
}

/** The record `stat` posts to /api/input.php. */
export interface StatPayload {
  act: StatAct;
  section: StatSection;
  object_id: number | string;
  /** For votes: true is like, false is dislike. */
  vote?: boolean;
  nogeo?: boolean;
  /** Sent for the video section when signed in. */
  user_id?: number;
}
