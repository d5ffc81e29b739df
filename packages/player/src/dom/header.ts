// The top bar: the title link (click_title), the channel and the logo link (click_logo).
import { videoLink } from '../core/links.js';
import type { PlayerContext } from '../context.js';
import { h } from './el.js';
import { playerLink } from './links.js';

export const DEFAULT_SITE_NAME = 'Reel';

export function createHeader(ctx: PlayerContext): HTMLElement {
  const { doc, options } = ctx;
  const { video } = options;
  const siteName = options.siteName ?? DEFAULT_SITE_NAME;
  const bar = h(doc, 'div', { class: 'reel-top' });
  // Without Reel's video the title is text: there is no watch page to link.
  if (!video) bar.append(h(doc, 'span', { class: 'reel-title' }, options.title ?? ''));
  else {
    const href = video.url || videoLink(video.video_id, video.dir);
    const metricData = { video_id: String(video.video_id) };
    bar.append(playerLink(ctx, { href, cls: 'reel-title', metric: 'click_title', metricData }, video.title));
  }
  if (video?.channel) {
    // A channel without an address gets the site's link and a generic title.
    const channelHref = video.channel.url || options.siteUrl || '/';
    bar.append(playerLink(ctx, { href: channelHref, cls: 'reel-channel' }, video.channel.title || siteName));
  }
  if (options.siteUrl) {
    const content: (Node | string)[] = options.logo ? [h(doc, 'img', { src: options.logo, alt: siteName })] : [siteName];
    bar.append(playerLink(ctx, { href: options.siteUrl, cls: 'reel-logo', label: siteName, metric: 'click_logo' }, ...content));
  }
  return bar;
}
