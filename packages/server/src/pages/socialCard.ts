// The watch page's card: what chat apps, social sites and search engines read to show a video (Open
// Graph and X's player card). The player is the embed page; the stream is the video's mp4 at the
// signed address the page carries (valid SIGNED_URL_TTL_S past the page's cache lifetime, and a
// later fetch of the page gets a fresh one). Only a public, active video has one; every value goes
// through tag(), which escapes it.
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, embedPageUrl, VideoStatus, type Video } from '@reel/api';
import { tag } from './html.js';

/** The embed is an HTML player, not a media file. */
const EMBED_TYPE = 'text/html';
/** The stream: the video's mp4 rendition. */
const STREAM_TYPE = 'video/mp4';

export function hasPlayerCard(video: Pick<Video, 'status_id' | 'is_private'>): boolean {
  return video.status_id === VideoStatus.Active && !video.is_private;
}

export interface CardExtras {
  /** The video's mp4, absolute, when the page carries its files. */
  stream?: string;
  /** The site's X account without the @ (the X_HANDLE setting); empty names none. */
  xHandle: string;
}

/** og:video… and twitter:… tags for the video on the site at `origin`, its public origin
 * (PUBLIC_URL): https when the site is, whatever the request looked like behind a proxy that ends
 * TLS; a card with an http player is refused by the sites that show them. The stream comes first,
 * as readers that take one og:video take the first. */
export function playerCardTags(video: Video, origin: string, extras: CardExtras): string[] {
  if (!hasPlayerCard(video)) return [];
  const embed = embedPageUrl(origin, video.video_id);
  const secure = origin.startsWith('https://');
  const og = (property: string, content: string | number) => tag('meta', { property, content });
  const twitter = (name: string, content: string | number) => tag('meta', { name, content });
  const ogVideo = (url: string, type: string) => [
    og('og:video', url),
    ...(secure && url.startsWith('https://') ? [og('og:video:secure_url', url)] : []),
    og('og:video:type', type),
    og('og:video:width', EMBED_WIDTH_PX),
    og('og:video:height', EMBED_HEIGHT_PX),
  ];
  const poster = video.scr || video.thumbsrc;
  const { stream, xHandle } = extras;
  return [
    ...(stream ? ogVideo(stream, STREAM_TYPE) : []),
    ...ogVideo(embed, EMBED_TYPE),
    twitter('twitter:card', 'player'),
    ...(xHandle ? [twitter('twitter:site', `@${xHandle}`)] : []),
    twitter('twitter:title', video.title),
    ...(poster ? [twitter('twitter:image', new URL(poster, `${origin}/`).href)] : []),
    twitter('twitter:player', embed),
    twitter('twitter:player:width', EMBED_WIDTH_PX),
    twitter('twitter:player:height', EMBED_HEIGHT_PX),
    ...(stream ? [twitter('twitter:player:stream', stream), twitter('twitter:player:stream:content_type', STREAM_TYPE)] : []),
  ];
}
