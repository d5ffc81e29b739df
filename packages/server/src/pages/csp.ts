// The Content-Security-Policy. Scripts run only from our own origin, the hosts of the features that
// load third-party scripts (Google's IMA SDK for the preroll, reCAPTCHA for the restore request)
// and the operator's CSP_EXTRA_SOURCES; an inline script in a page runs only if its SHA-256 is in
// the policy, so no `'unsafe-inline'` for scripts. The policy names the hashes of the inline scripts
// the server itself wrote (pages/serverScripts.ts) that the page holds, never those of whatever else
// the page holds: a script that got into a page by any other way stays blocked. The player needs blob: and mediastream: media
// (hls.js) and a worker from blob:; adverts bring pictures, media and tracking calls from ad
// networks anywhere on https. The site refuses to be framed; the embed is made to be.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverScriptHashes } from './serverScripts.js';
import { isEmbedPath } from '../http/framing.js';

/** Where the IMA SDK and reCAPTCHA load their scripts and frames from. */
const IMA_SOURCES = ['https://imasdk.googleapis.com'];
const RECAPTCHA_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://www.recaptcha.net/recaptcha/',
];

/** Non-HTML answers (JSON, media) load nothing and are framed by no one. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** `CSP_EXTRA_SOURCES`: space- or comma-separated sources (`https://ads.example`); anything that
 * could weaken the policy beyond adding a host (`'unsafe-inline'`, `*`, a `;`) is dropped. */
export function parseExtraSources(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,]+/).filter((s) => /^(https:\/\/[a-z0-9.-]+(:\d+)?(\/[\w./-]*)?|https:\/\/\*\.[a-z0-9.-]+)$/i.test(s));
}

export interface PolicyOptions {
  /** The embed page may be framed by any site; every other page by none. */
  embed: boolean;
  /** The media host when media are served from a CDN (MEDIA_BASE_URL), else ''. */
  mediaOrigin: string;
  /** The bucket's own origins when media redirect there (MEDIA_STORAGE=s3); `https:` covers most. */
  bucketOrigins?: string[];
  extraSources: string[];
  scriptHashes: string[];
}

export function documentPolicy(o: PolicyOptions): string {
  const media = [...(o.mediaOrigin ? [o.mediaOrigin] : []), ...(o.bucketOrigins ?? [])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...o.scriptHashes, ...IMA_SOURCES, ...(o.embed ? [] : RECAPTCHA_SOURCES), ...o.extraSources]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...(o.bucketOrigins ?? [])]],
    ['media-src', ["'self'", 'blob:', 'mediastream:', 'https:', ...media]],
    ['connect-src', ["'self'", 'https:', ...media]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'", 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ...(o.embed ? [] : ([['frame-ancestors', ["'none'"]]] as [string, string[]][])),
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The media host of MEDIA_BASE_URL when it is absolute, else '' (media are our own). */
export function mediaOriginOf(mediaBaseUrl: string): string {
  try {
    return /^https?:\/\//i.test(mediaBaseUrl) ? new URL(mediaBaseUrl).origin : '';
  } catch {
    return '';
  }
}

const PAGE_TEXT = new WeakMap<FastifyReply, Buffer>();

/** A page sent compressed, or as a 304 with no body (a stored page): the text its policy's script
 * hashes are read from. A 304's headers replace the browser's stored ones, so they must match too. */
export function pageText(reply: FastifyReply, identity: Buffer): FastifyReply {
  PAGE_TEXT.set(reply, identity);
  return reply;
}

/** Sets the policy on every answer, built after the route so the server's inline scripts in a page count. */
export function contentSecurityPolicy(
  app: FastifyInstance,
  opts: { mediaBaseUrl: string; extraSources: string[]; bucketOrigins?: string[] },
): void {
  const mediaOrigin = mediaOriginOf(opts.mediaBaseUrl);
  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // A stored page's 304 has no type of its own: it is still the page's answer.
    if (!/^text\/html\b/i.test(type) && !PAGE_TEXT.has(reply)) {
      reply.header('content-security-policy', isEmbedPath(req.url) ? "default-src 'none'" : NON_DOCUMENT_POLICY);
      return payload;
    }
    const text = PAGE_TEXT.get(reply) ?? payload;
    const html = typeof text === 'string' ? text : Buffer.isBuffer(text) ? text.toString('utf8') : '';
    reply.header(
      'content-security-policy',
      documentPolicy({
        embed: isEmbedPath(req.url),
        mediaOrigin,
        bucketOrigins: opts.bucketOrigins,
        extraSources: opts.extraSources,
        scriptHashes: serverScriptHashes(html),
      }),
    );
    return payload;
  });
}
