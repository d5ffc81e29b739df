// The structured description of a video for search engines: a schema.org
// VideoObject, and its text made safe to sit inside <script type="application/ld+json">.
import { isoDuration } from './time.js';

export interface VideoObjectInput {
  name: string;
  embedUrl: string;
  description?: string;
  thumbnailUrl?: string | string[];
  /** A Date, or text already in ISO 8601. */
  uploadDate?: Date | string;
  /** A name, or a name with a profile address. */
  author?: string | { name: string; url?: string };
  duration_s?: number;
}

export interface VideoObjectJsonLd {
  '@context': 'https://schema.org';
  '@type': 'VideoObject';
  name: string;
  embedUrl: string;
  description?: string;
  thumbnailUrl?: string | string[];
  uploadDate?: string;
  author?: { '@type': 'Person'; name: string; url?: string };
  duration?: string;
}

function uploadDateText(value: Date | string | undefined): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return value?.trim() || undefined;
}

/** Fields that are missing or empty are left out rather than written as empty strings. */
export function videoObjectJsonLd(input: VideoObjectInput): VideoObjectJsonLd {
  const out: VideoObjectJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: input.name,
    embedUrl: input.embedUrl,
  };
  if (input.description) out.description = input.description;
  if (input.thumbnailUrl && input.thumbnailUrl.length) out.thumbnailUrl = input.thumbnailUrl;
  const uploadDate = uploadDateText(input.uploadDate);
  if (uploadDate) out.uploadDate = uploadDate;
  const author = typeof input.author === 'string' ? { name: input.author } : input.author;
  if (author?.name) out.author = { '@type': 'Person', name: author.name, ...(author.url ? { url: author.url } : {}) };
  if (input.duration_s !== undefined && Number.isFinite(input.duration_s)) out.duration = isoDuration(input.duration_s);
  return out;
}

// `</script>` or `<!--` in a title would end or derail the script element, and U+2028/2029 break
// older JavaScript parsers; as \u escapes they are the same JSON but inert HTML.
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The JSON text for the script element's content. */
export function jsonLdScript(value: unknown): string {
  // JSON.stringify(undefined) is undefined, not text: write JSON's null instead.
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, escapeChar);
}
