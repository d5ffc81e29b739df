// Every site address answered by the server: a 301 to the written form, a real 404, or the app's
// index.html with the page's own head (title, description, canonical, og tags, the route's own
// chunks; on the watch page also the oEmbed link, JSON-LD and its first data calls). The browser
// app then renders the body.
import { PLAYER_BOOT_POSTER_ID, PLAYER_BOOT_VIDEO_ID } from '@reel/api';
import {
  canonicalPath,
  isAdminRoute,
  matchAdminRoute,
  matchSiteRoute,
  pageMeta,
  SITE_NAME,
  type PageMeta,
  type PageName,
} from '@reel/api/pages';
import { publicOrigin } from '../config.js';
import { storableQuery } from '../http/pageRequest.js';
import type { AppContext } from '../context.js';
import { currentPublicSettings } from '../settings/current.js';
import { tag, withHead } from './html.js';
import { listPreloadScript } from './listPreload.js';
import { withSettings } from './settingsScript.js';
import { lookupSubject } from './subjects.js';
import { findVideoPage, videoHead } from './videoPage.js';
import { asksToPlay, bootTags, mainMp4, playerBoot, prerollFor, withBoot } from './playerBoot.js';
import { scriptsAfterFirstFrame, scriptsAfterPoster } from './loadOrder.js';
import { posterBoxHtml, withPosterBox } from './posterBox.js';
import type { PageAudience } from './pageCache.js';

/** `headers`, when present, are sent as they are and win over the usual page headers. */
export type SitePageAnswer =
  { status: 200 | 404; html: string; headers?: Readonly<Record<string, string>> } | { status: 301; location: string };

/** The staff console is one member's view of private data: no cache may keep it, no search engine
 * may list it, whatever a proxy or a robots.txt says. */
export const ADMIN_PAGE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
const ADMIN_TITLE = `Console - ${SITE_NAME}`;

/** The built site: its index.html, and the tags naming each route's own chunks (routeAssets.ts). */
export interface SiteBuild {
  indexHtml: string;
  routeTags: (routeName: PageName) => string[];
}

function notFoundPage(indexHtml: string): SitePageAnswer {
  const meta = pageMeta('not_found');
  return {
    status: 404,
    html: withHead(indexHtml, {
      title: meta.title,
      description: meta.description,
      extra: [tag('meta', { name: 'robots', content: 'noindex' })],
    }),
  };
}

function headTags(meta: PageMeta, canonical: string): string[] {
  return [
    tag('link', { rel: 'canonical', href: canonical }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    ...(meta.noindex ? [tag('meta', { name: 'robots', content: 'noindex' })] : []),
  ];
}

/** Every page the app draws carries the public settings (this node's copy, at most a lifetime old).
 * Its absolute addresses (canonical, og:*, the player card, JSON-LD) are on PUBLIC_URL's origin;
 * `url` gives only the path and query. `audience` is whom the page is for: a member gets no advert,
 * whatever the settings' preroll (pageCache.ts keeps the two renderings apart). */
export async function renderSitePage(
  ctx: AppContext,
  site: SiteBuild,
  url: URL,
  audience: PageAudience = 'visitor',
): Promise<SitePageAnswer> {
  // In the build's head before the page is made: a page asked to play then moves the block after
  // its video with its other data (loadOrder.ts).
  const indexHtml = withSettings(site.indexHtml, await currentPublicSettings(ctx));
  return renderPage(ctx, { ...site, indexHtml }, url, audience);
}

async function renderPage(ctx: AppContext, site: SiteBuild, url: URL, audience: PageAudience): Promise<SitePageAnswer> {
  const { indexHtml } = site;
  // Text no database column can keep (NUL, a lone surrogate, undecodable bytes) names no page.
  if (!storableQuery(url)) return notFoundPage(indexHtml);
  const match = matchSiteRoute(url.pathname, url.search);
  if (match.kind === 'redirect') return { status: 301, location: match.to };
  if (match.kind === 'not_found') return notFoundPage(indexHtml);
  const { name, params } = match;
  // The console's head names nothing: whether the visitor is staff is the console's first call to
  // decide, and its addresses have no canonical form worth announcing.
  if (isAdminRoute(name)) {
    // The site's table only knows the address is the console's; the console's own matcher says
    // whether it names one of its pages, so a mistyped one is the site's 404 from the first byte.
    if (!matchAdminRoute(url.pathname)) return notFoundPage(indexHtml);
    return {
      status: 200,
      headers: ADMIN_PAGE_HEADERS,
      html: withHead(indexHtml, { title: ADMIN_TITLE, extra: [tag('meta', { name: 'robots', content: 'noindex' })] }),
    };
  }
  if (name === 'video') {
    const answer = await findVideoPage(ctx, Number(params.id), params.dir, url.search);
    if (answer.kind === 'redirect') return { status: 301, location: answer.to };
    if (answer.kind === 'not_found') return notFoundPage(indexHtml);
    const boot = await playerBoot(ctx, answer.video);
    const origin = publicOrigin(ctx.config);
    const stream = boot && mainMp4(boot.files);
    const head = videoHead(answer.video, origin, boot !== null, {
      xHandle: ctx.config.xHandle,
      ...(stream && { stream: new URL(stream.video_url, `${origin}/`).href }),
    });
    const html = withHead(indexHtml, {
      title: head.title,
      description: head.description,
      extra: [tag('meta', { property: 'og:site_name', content: SITE_NAME }), ...head.tags, ...site.routeTags(name)],
    });
    if (!boot) return { status: 200, html };
    const tags = bootTags(boot, { autostart: asksToPlay(url), preroll: prerollFor(await currentPublicSettings(ctx), audience) });
    // Outside the app's root, which React empties when it first draws; the watch page moves it
    // into its player. Out of the flow meanwhile, so the page drawn around it does not shift.
    const video =
      tags.video && `<div class="watch-boot" style="position:absolute;left:0;right:0;top:0;max-width:960px">${tags.video}</div>`;
    const booted = withBoot(html, { ...tags, video }, /<body[^>]*>/);
    // Asked to play, the video goes first: the scripts wait for its request and run at its first
    // frame, and the site's styles (the video is placed by its own) are applied with them.
    if (video) return { status: 200, html: scriptsAfterFirstFrame(booted, video, PLAYER_BOOT_VIDEO_ID, { stylesPlaceVideo: false }) };
    // Otherwise the poster is the page's largest paint: drawn with the HTML, where the player will
    // be, and the scripts asked for once it is on screen.
    const poster = boot.video.scr || boot.video.thumbsrc;
    if (!poster) return { status: 200, html: booted };
    const box = posterBoxHtml(poster);
    return { status: 200, html: scriptsAfterPoster(withPosterBox(booted, box), box, PLAYER_BOOT_POSTER_ID) };
  }
  const subject = await lookupSubject(ctx, name, params);
  if (!subject) return notFoundPage(indexHtml);
  const s = url.searchParams.get('s')?.trim();
  const meta = pageMeta(name, params, { ...subject, ...(s && { s }) });
  const canonical = new URL(canonicalPath(name, params, url.pathname), publicOrigin(ctx.config)).href;
  return {
    status: 200,
    html: withHead(indexHtml, {
      title: meta.title,
      description: meta.description,
      extra: [...headTags(meta, canonical), ...site.routeTags(name), ...listPreloadScript(name, params)],
    }),
  };
}
