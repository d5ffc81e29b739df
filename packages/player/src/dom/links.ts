// Links the player shows (title, logo, channel, related items, download). Each is a real <a>, so
// middle-click and "copy address" work; a plain left click goes through options.navigate, which
// opens a new tab in embed mode and lets a page or a test take over navigation.
import { linkTarget } from '../core/links.js';
import type { MetricData, MetricEventName } from '../core/metrics.js';
import { webAddress } from '../webAddress.js';
import type { PlayerContext } from '../context.js';
import { h, type Attrs } from './el.js';

export interface LinkOptions {
  href: string;
  cls: string;
  label?: string;
  metric?: MetricEventName;
  metricData?: MetricData;
  /** Defaults to the embed rule: every link in a new tab in embed mode. */
  newTab?: boolean;
}

export function playerLink(ctx: PlayerContext, o: LinkOptions, ...children: (Node | string)[]): HTMLAnchorElement {
  const newTab = o.newTab ?? ctx.embed;
  // A link to anything but a web page (a `javascript:` address in the data) is drawn without one.
  const web = webAddress(o.href, ctx.doc.baseURI) !== null;
  const attrs: Attrs = { href: web ? o.href : undefined, class: o.cls, 'aria-label': o.label, ...linkTarget(newTab) };
  const a = h(ctx.doc, 'a', attrs, ...children);
  ctx.bag.on<MouseEvent>(a, 'click', (event) => {
    if (o.metric) ctx.metrics.event(o.metric, o.metricData);
    // Modified clicks (new tab, new window, download) stay the browser's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (web) ctx.navigate(o.href, { newTab });
  });
  return a;
}
