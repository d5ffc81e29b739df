// The watch page's head: title, description, canonical address, the oEmbed discovery link (so a
// CMS given the page address finds /oembed), Open Graph tags for link previews and the JSON-LD
// VideoObject. A deleted video keeps its page (the player says it was deleted) but leaves the index.
import { VideoStatus, type Video } from '@reel/api';
import { embedPagePath, pageMeta, watchDataPaths, watchPagePath } from '@reel/api/pages';
import type { AppContext } from '../context.js';
import { loadVideos } from '../queries/videoRows.js';
import { tag } from './html.js';
import { scriptJson, videoObject } from './jsonLd.js';
import { dataPreloadTag } from './routeAssets.js';
import { playerCardTags, type CardExtras } from './socialCard.js';

export type VideoPageAnswer = { kind: 'not_found' } | { kind: 'redirect'; to: string } | { kind: 'page'; video: Video };

/**
 * The video of `/video/{id}/{dir}/`: missing or not yet published → not found; another dir → its
 * own page. A private video has its page (members watch it there, visitors are asked to log in)
 * but, like a deleted one, stays out of search engines.
 */
export async function findVideoPage(ctx: AppContext, id: number, dir: string, search: string): Promise<VideoPageAnswer> {
  const [video] = await loadVideos(ctx, [id]);
  if (!video || (video.status_id !== VideoStatus.Active && video.status_id !== VideoStatus.Deleted)) return { kind: 'not_found' };
  if (video.dir !== dir) return { kind: 'redirect', to: watchPagePath(video.video_id, video.dir) + search };
  return { kind: 'page', video };
}

/**
 * What the watch page fetches before it draws, named in the head so the browser asks with the
 * page rather than after the scripts: the video, its related list, the player's file list (not for
 * a deleted video, which has no player, nor a private one, whose files a visitor may not have) and
 * the poster, the page's largest paint (a private video's visitor sees it under the log-in prompt).
 */
function watchPreloads(video: Video, booted: boolean): string[] {
  const paths = watchDataPaths(video.video_id);
  const deleted = video.status_id === VideoStatus.Deleted;
  const hasPlayer = !deleted && !video.is_private;
  const poster = video.scr || video.thumbsrc;
  return [
    ...(!deleted && poster ? [tag('link', { rel: 'preload', as: 'image', href: poster, fetchpriority: 'high' })] : []),
    // A page carrying the player's boot data (playerBoot.ts) has the video and its files already:
    // asking for them again would only compete with the video file for the connection.
    ...(booted ? [] : [dataPreloadTag(paths.video)]),
    dataPreloadTag(paths.related),
    ...(hasPlayer && !booted ? [dataPreloadTag(paths.videofile)] : []),
  ];
}

/**
 * `origin` is the site's public origin (PUBLIC_URL), which every absolute address is written with;
 * `booted` says the page carries the player's boot data, so its data calls are not preloaded;
 * `card` the stream and the site's X account for the social card.
 */
export function videoHead(
  video: Video,
  origin: string,
  booted = false,
  card: CardExtras = { xHandle: '' },
): { title: string; description: string; tags: string[] } {
  const absolute = (path: string) => new URL(path, `${origin}/`).href;
  const page = absolute(watchPagePath(video.video_id, video.dir));
  const meta = pageMeta('video', {}, { title: video.title, description: video.description });
  const preload = watchPreloads(video, booted);
  if (video.status_id === VideoStatus.Deleted || video.is_private)
    return { ...meta, tags: [tag('meta', { name: 'robots', content: 'noindex' }), ...preload] };
  const oembed = `${origin}/oembed?${new URLSearchParams({ url: page, format: 'json' })}`;
  return {
    ...meta,
    tags: [
      ...preload,
      tag('link', { rel: 'canonical', href: page }),
      tag('link', { rel: 'alternate', type: 'application/json+oembed', href: oembed, title: video.title }),
      tag('meta', { property: 'og:type', content: 'video.other' }),
      tag('meta', { property: 'og:title', content: video.title }),
      tag('meta', { property: 'og:description', content: meta.description }),
      tag('meta', { property: 'og:url', content: page }),
      tag('meta', { property: 'og:image', content: video.scr ? absolute(video.scr) : null }),
      ...playerCardTags(video, origin, card),
      `<script type="application/ld+json">${scriptJson(videoObject(video, absolute, absolute(embedPagePath(video.video_id))))}</script>`,
    ],
  };
}
