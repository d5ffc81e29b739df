// The sitemap protocol's documents (sitemaps.org 0.9) and Google's video extension. Every value
// goes through escapeXml; addresses are absolute on the configured origin.
import { embedPagePath, watchPagePath } from '@reel/api/pages';
import type { SitemapVideoRow } from '../queries/sitemap.js';
import { mediaUrl } from '../queries/format.js';
import {
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  VIDEO_SITEMAP_DESCRIPTION_MAX_CHARS,
  VIDEO_SITEMAP_DURATION_MAX_S,
  VIDEO_SITEMAP_TITLE_MAX_CHARS,
} from './constants.js';
import { escapeXml, escapeXmlClipped, w3cDate } from './xml.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:video="${VIDEO_NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/**
 * The bytes one entry may take so that a full file stays under the protocol's size limit: a long
 * description is cut to fit rather than letting a file of long ones be refused whole.
 */
export const ENTRY_MAX_BYTES = Math.floor((SITEMAP_MAX_BYTES - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)) / SITEMAP_MAX_URLS);

export interface IndexEntry {
  loc: string;
  lastmod: Date | null;
}

export function sitemapIndex(entries: IndexEntry[]): string {
  const items = entries.map(
    (e) => `<sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`;
}

export const urlEntry = (loc: string): string => `<url><loc>${escapeXml(loc)}</loc></url>\n`;

/**
 * A public video's watch page with its video:video block. The player is the embed page, never a
 * file address (those are signed and expire). A video without a picture is listed as a page only,
 * as the video extension requires a thumbnail.
 */
export function videoEntry(video: SitemapVideoRow, origin: string, mediaBaseUrl: string): string {
  const absolute = (path: string) => new URL(path, `${origin}/`).href;
  const page = absolute(watchPagePath(video.video_id, video.dir));
  const picture = mediaUrl(mediaBaseUrl, video.scr || video.thumb);
  if (!picture) return urlEntry(page);
  const title = escapeXmlClipped(video.title, VIDEO_SITEMAP_TITLE_MAX_CHARS);
  if (!title) return urlEntry(page);
  const duration = Math.round(video.duration_sec);
  const head = [
    `<url><loc>${escapeXml(page)}</loc><video:video>`,
    `<video:thumbnail_loc>${escapeXml(absolute(picture))}</video:thumbnail_loc>`,
    `<video:title>${title}</video:title>`,
    '<video:description>',
  ].join('');
  const tail = [
    '</video:description>',
    `<video:player_loc>${escapeXml(absolute(embedPagePath(video.video_id)))}</video:player_loc>`,
    duration >= 1 && duration <= VIDEO_SITEMAP_DURATION_MAX_S ? `<video:duration>${duration}</video:duration>` : '',
    `<video:publication_date>${w3cDate(video.post_date)}</video:publication_date>`,
    '<video:family_friendly>no</video:family_friendly>',
    '</video:video></url>\n',
  ].join('');
  const room = ENTRY_MAX_BYTES - Buffer.byteLength(head) - Buffer.byteLength(tail);
  const description = escapeXmlClipped(video.description.trim() || video.title, VIDEO_SITEMAP_DESCRIPTION_MAX_CHARS, room);
  return description ? head + description + tail : urlEntry(page);
}
