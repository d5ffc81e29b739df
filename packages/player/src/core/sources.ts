// From the page's sources to the ones the player can use: each with its kind (core/sourceKind.ts),
// anything not media dropped, and a file the browser says it cannot play (a WebM in a browser
// without VP9) dropped in favour of the others.
import { kindOfType, sourceType, type SourceKind } from './sourceKind.js';

/** A source as the engine plays it: its type known or derived, and its kind. */
export interface PlayerSource {
  src: string;
  type: string;
  kind: SourceKind;
  label?: string;
  height?: number;
}

export const VR_ANGLES = [180, 360] as const;
export const VR_FORMATS = ['sbs', 'tb', 'mono'] as const;

export interface VrMode {
  angle: (typeof VR_ANGLES)[number];
  /** Side by side, top-bottom, or a single (monoscopic) picture. */
  format: (typeof VR_FORMATS)[number];
}

/** The fields of a page's source, unchecked (a page without TypeScript may pass anything). */
interface SourceInput {
  src?: unknown;
  type?: unknown;
  label?: unknown;
  height?: unknown;
}

function toPlayerSource(input: SourceInput): PlayerSource | null {
  if (typeof input?.src !== 'string' || input.src === '') return null;
  const type = sourceType({ src: input.src, type: typeof input.type === 'string' ? input.type : undefined });
  const kind = kindOfType(type);
  if (!type || !kind) return null;
  const source: PlayerSource = { src: input.src, type, kind };
  if (typeof input.label === 'string' && input.label !== '') source.label = input.label;
  if (typeof input.height === 'number' && input.height > 0) source.height = input.height;
  return source;
}

/**
 * The usable sources, in the page's order. `canPlay` is the browser's canPlayType answer for a
 * file's type; when it refuses every file they are all kept, as some engines answer '' for types
 * they do play, and the element's own error is then the honest answer.
 */
export function usableSources(list: readonly unknown[], canPlay: (type: string) => boolean): PlayerSource[] {
  const known = list.map((s) => toPlayerSource(s as SourceInput)).filter((s): s is PlayerSource => s !== null);
  const files = known.filter((s) => s.kind === 'file');
  const playable = files.filter((s) => canPlay(s.type));
  if (playable.length === 0 || playable.length === files.length) return known;
  return known.filter((s) => s.kind !== 'file' || playable.includes(s));
}

/** Adds `param` (`name=value`) to the query, before any #fragment, unless it is already there. */
export function appendQueryParam(url: string, param: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = base.includes('?') ? base.slice(base.indexOf('?') + 1) : '';
  if (query.split('&').includes(param)) return url;
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${sep}${param}${hash}`;
}
