// Display forms of wire values: counts, dates, quality badges, who a video is from.
import { FORMAT_FHD, FORMAT_HD, type Video } from '@reel/api';
import { watchPagePath } from '@reel/api/pages';
import { t } from './text';
import { SITE_TEXT } from './text/site';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const full = new Intl.NumberFormat('en');
const day = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export const compactCount = (n: number): string => compact.format(n);
export const fullCount = (n: number): string => full.format(n);

/** `post_date` is 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function postDate(value: string): string {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

export function formatList(value: string): string[] {
  return value ? value.split(',').map((f) => f.trim()) : [];
}

/** FHD when a Full HD file exists, HD when an HD one does, nothing for SD only. */
export function qualityBadge(fileFormats: string): string | null {
  const formats = formatList(fileFormats);
  if (formats.includes(FORMAT_FHD)) return t(SITE_TEXT, 'badge.fhd');
  if (formats.includes(FORMAT_HD)) return t(SITE_TEXT, 'badge.hd');
  return null;
}

/** The channel's title, else the uploader's name. */
export function sourceName(video: Pick<Video, 'channel' | 'user' | 'content_source_name'>): string {
  if (video.channel !== 'UsersUpload' && video.channel.title) return video.channel.title;
  return video.user?.username ?? video.content_source_name ?? '';
}

export const videoHref = (video: Pick<Video, 'video_id' | 'dir'>): string => watchPagePath(video.video_id, video.dir);
