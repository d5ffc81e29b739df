// The watch page's player card: what chat apps and social sites read to show a video they can play
// in place (Open Graph's og:video and Twitter's player card), pointing at the embed page. Only a
// public, active video has one; every value goes through tag(), which escapes it.
import { EMBED_HEIGHT_PX, EMBED_WIDTH_PX, embedPageUrl, VideoStatus, type Video } from '@reel/api';
import { tag } from './html.js';

/** The embed is an HTML player, not a media file. */
const EMBED_TYPE = 'text/html';

export function hasPlayerCard(video: Pick<Video, 'status_id' | 'is_private'>): boolean {
  return video.status_id === VideoStatus.Active && !video.is_private;
}

/** og:video… and twitter:… tags for the video's embed page on the site at `origin`, its public
 * origin (PUBLIC_URL): https when the site is, whatever the request looked like behind a proxy
 * that ends TLS; a card with an http player is refused by the sites that show them. */
export function playerCardTags(video: Video, origin: string): string[] {
  if (!hasPlayerCard(video)) return [];
  const embed = embedPageUrl(origin, video.video_id);
  const secure = embed.startsWith('https://');
  const og = (property: string, content: string | number) => tag('meta', { property, content });
  const twitter = (name: string, content: string | number) => tag('meta', { name, content });
  return [
    og('og:video', embed),
    ...(secure ? [og('og:video:secure_url', embed)] : []),
    og('og:video:type', EMBED_TYPE),
    og('og:video:width', EMBED_WIDTH_PX),
    og('og:video:height', EMBED_HEIGHT_PX),
    twitter('twitter:card', 'player'),
    twitter('twitter:title', video.title),
    twitter('twitter:player', embed),
    twitter('twitter:player:width', EMBED_WIDTH_PX),
    twitter('twitter:player:height', EMBED_HEIGHT_PX),
  ];
}
