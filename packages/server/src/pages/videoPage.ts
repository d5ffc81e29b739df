// The watch page's server-rendered head: its title, description, canonical address, the oEmbed
// discovery link (so a CMS given the page address finds /oembed) and Open Graph tags for
// link previews. The app then renders the body in the browser.
import { STATUS_ACTIVE, STATUS_DELETED, type Video } from '@reel/api';
import type { AppContext } from '../context.js';
import { loadVideos } from '../queries/videoRows.js';
import { tag, withHead } from './html.js';
import { videoPagePath } from './videoAddress.js';

const SITE_NAME = 'Reel';
/** Search engines and previews show about this much of a description. */
const DESCRIPTION_MAX_CHARS = 160;

export interface RenderedPage {
  status: number;
  html: string;
}

function describe(video: Video): string {
  const text = (video.description || video.title).replace(/\s+/g, ' ').trim();
  return text.length > DESCRIPTION_MAX_CHARS ? `${text.slice(0, DESCRIPTION_MAX_CHARS - 1)}…` : text;
}

export function videoHead(video: Video, origin: string): string[] {
  const absolute = (path: string) => new URL(path, `${origin}/`).href;
  const page = absolute(videoPagePath(video.video_id, video.dir));
  const oembed = `${origin}/oembed?${new URLSearchParams({ url: page, format: 'json' })}`;
  return [
    tag('link', { rel: 'canonical', href: page }),
    tag('link', { rel: 'alternate', type: 'application/json+oembed', href: oembed, title: video.title }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:type', content: 'video.other' }),
    tag('meta', { property: 'og:title', content: video.title }),
    tag('meta', { property: 'og:url', content: page }),
    tag('meta', { property: 'og:image', content: video.scr ? absolute(video.scr) : null }),
  ];
}

/**
 * The watch page for video `id`: 404 for a video that does not exist or is not public (the app
 * shows its not-found page), the plain app for a deleted one (the player says it was deleted).
 */
export async function renderVideoPage(ctx: AppContext, indexHtml: string, id: number, origin: string): Promise<RenderedPage> {
  const [video] = await loadVideos(ctx, [id]);
  if (!video || video.is_private || (video.status_id !== STATUS_ACTIVE && video.status_id !== STATUS_DELETED)) {
    return { status: 404, html: withHead(indexHtml, { title: `Not found - ${SITE_NAME}`, extra: [tag('meta', { name: 'robots', content: 'noindex' })] }) };
  }
  if (video.status_id === STATUS_DELETED) {
    return { status: 200, html: withHead(indexHtml, { title: `${video.title} - ${SITE_NAME}`, extra: [tag('meta', { name: 'robots', content: 'noindex' })] }) };
  }
  return { status: 200, html: withHead(indexHtml, { title: `${video.title} - ${SITE_NAME}`, description: describe(video), extra: videoHead(video, origin) }) };
}
