// The watch page's JSON-LD VideoObject (schema.org), for search engines' video results.
import type { Video } from '@reel/api';

/** JSON inside <script>: `<` escaped, so no title can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function videoObject(video: Video, absolute: (path: string) => string, embedUrl: string): Record<string, unknown> {
  const author = video.channel === 'UsersUpload' ? video.user?.username : video.channel?.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description || video.title,
    thumbnailUrl: [video.scr, video.thumb].filter(Boolean).map(absolute),
    uploadDate: `${video.post_date.replace(' ', 'T')}Z`,
    duration: `PT${Math.max(0, Math.round(video.duration_sec))}S`,
    embedUrl,
    interactionStatistic: {
      '@type': 'InteractionCounter',
      interactionType: { '@type': 'WatchAction' },
      userInteractionCount: video.video_viewed,
    },
    ...(author && { author: { '@type': video.channel === 'UsersUpload' ? 'Person' : 'Organization', name: author } }),
  };
}
