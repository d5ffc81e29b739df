// The public addresses besides the data calls: timeline files, typed-text suggestions, oEmbed,
// the crawlers' files, the health check and the metrics.
import type { SuggestionGroups } from '../types.js';
import { LIFETIME_SUGGESTER_S, LIFETIME_TIMELINES_S, SEARCH_MAX_CHARS, TIMELINES_FORMAT } from '../constants.js';
import { answers, BadInput, bucketsOf, endpoint, type Param, param, sends, AGE_VERIFICATION_REQUIRED } from './kit.js';

/** oEmbed sizes: 1…99,999 pixels, canonical decimal. */
const SIZE_RE = /^[1-9]\d{0,4}$/;
const size = (name: 'maxwidth' | 'maxheight'): Param<number | undefined> => ({
  doc: 'pixels, optional',
  parse: (raw) => {
    if (raw === undefined) return undefined;
    if (!SIZE_RE.test(raw)) throw new BadInput(`invalid_${name}`);
    return Number(raw);
  },
});

export const timelines = endpoint({
  name: 'timelines',
  method: 'GET',
  route: '/api/timelines/:format/:b1/:b2/:file',
  shape: `/api/timelines/${TIMELINES_FORMAT}/{id/1000000}/{id/1000}/{video_id}.{timelines_count}.{timelines_interval}.vtt`,
  summary: 'The WebVTT timeline of a video: cues pointing at tiles of its sprite sheets.',
  params: {
    format: param.oneOf([TIMELINES_FORMAT] as const, 'invalid_format'),
    video_id: param.id(),
    b1: param.bucket('id ÷ 1,000,000'),
    b2: param.bucket('id ÷ 1,000'),
    count: param.text('timelines_count'),
    interval: param.text('timelines_interval'),
  },
  file: { ext: 'vtt', fields: ['video_id', 'count', 'interval'] },
  rules: [bucketsOf('video_id', 'b1', 'b2')],
  answer: sends('text/vtt'),
  cache: LIFETIME_TIMELINES_S,
  errors: [
    'invalid_format',
    'invalid_extension',
    'invalid_path',
    'invalid_id',
    'invalid_bucket',
    'need_login',
    'timelines_not_found',
    AGE_VERIFICATION_REQUIRED,
  ],
  crossOrigin: true,
});

export const suggest = endpoint({
  name: 'suggest',
  method: 'GET',
  route: '/api/suggester.php',
  shape: '/api/suggester.php?c={text}',
  summary: 'Suggestions for typed text.',
  params: { c: param.trimmed(1, SEARCH_MAX_CHARS, 'invalid_search') },
  query: ['c'],
  answer: answers<SuggestionGroups>('SuggestionGroups'),
  cache: LIFETIME_SUGGESTER_S,
  errors: ['invalid_search'],
});

export const oembed = endpoint({
  name: 'oembed',
  method: 'GET',
  route: '/oembed',
  shape: '/oembed?url={watch or embed page address}&format=json|xml[&maxwidth=][&maxheight=]',
  summary: 'oEmbed 1.0 (type video): the embed code of one of this site’s videos, as JSON or XML.',
  params: {
    format: param.optionalText('json or xml'),
    url: param.optionalText('an address of this site'),
    maxwidth: size('maxwidth'),
    maxheight: size('maxheight'),
  },
  query: ['format', 'url', 'maxwidth', 'maxheight'],
  answer: sends('oEmbed video'),
  cache: 'fixed',
  errors: [
    'format_not_supported (501)',
    'invalid_url',
    'invalid_maxwidth',
    'invalid_maxheight',
    'video_not_found',
    AGE_VERIFICATION_REQUIRED,
  ],
  crossOrigin: true,
});

export const health = endpoint({
  name: 'health',
  method: 'GET',
  route: '/healthz',
  shape: '/healthz',
  summary: 'Liveness and database check for load balancers.',
  params: {},
  answer: answers<{ ok: true; database: string }>('{ ok: true, database }'),
  cache: 'no-store',
  errors: [],
});

export const robots = endpoint({
  name: 'robots',
  method: 'GET',
  route: '/robots.txt',
  shape: '/robots.txt',
  summary: 'The crawlers’ rules, naming the sitemap index.',
  params: {},
  answer: sends('text/plain'),
  cache: 'fixed',
  errors: [],
});

export const sitemapIndex = endpoint({
  name: 'sitemapIndex',
  method: 'GET',
  route: '/sitemap.xml',
  shape: '/sitemap.xml',
  summary: 'The sitemap index.',
  params: {},
  answer: sends('XML'),
  cache: 'fixed',
  errors: [],
});

export const sitemapFile = endpoint({
  name: 'sitemapFile',
  method: 'GET',
  route: '/sitemaps/:file',
  shape: '/sitemaps/{kind}-{n}.xml',
  summary: 'One sitemap file: videos, categories, pornstars or pornsites.',
  params: { file: param.text('{kind}-{n}.xml') },
  answer: sends('XML'),
  cache: 'fixed',
  errors: ['not_found', AGE_VERIFICATION_REQUIRED],
});

export const metrics = endpoint({
  name: 'metrics',
  method: 'GET',
  route: '/metrics',
  shape: '/metrics',
  summary:
    'The server’s metrics in the Prometheus text format, for a scraper: with METRICS_TOKEN set, only with `Authorization: Bearer <token>`; without it, only from this machine directly (not through a proxy).',
  params: {},
  answer: sends('text/plain; version=0.0.4'),
  cache: 'no-store',
  errors: ['need_token (401)', 'loopback_only (403)'],
});
