// What the element's markup says to play: its `src` attribute or its <source> children (type, label,
// height), its <track> children, and the other attributes as the player's options.
import type { PlayerOptions, TextTrackSource, VideoSource } from '../playerTypes.js';

/** Attributes whose change makes a new player (a new video or a new kind of player). */
export const REBUILD_ATTRIBUTES = ['src', 'poster', 'title', 'embed'] as const;
/** Attributes the live player follows without being made again. */
export const LIVE_ATTRIBUTES = ['muted', 'loop'] as const;

function sourceOf(el: Element): VideoSource | null {
  const src = el.getAttribute('src');
  if (!src) return null;
  const source: VideoSource = { src };
  const type = el.getAttribute('type');
  const label = el.getAttribute('label');
  const height = Number(el.getAttribute('height'));
  if (type) source.type = type;
  if (label) source.label = label;
  if (height > 0) source.height = height;
  return source;
}

function trackOf(el: Element): TextTrackSource | null {
  const src = el.getAttribute('src');
  const srclang = el.getAttribute('srclang');
  if (!src || !srclang) return null;
  const kind = el.getAttribute('kind');
  return {
    src,
    srclang,
    label: el.getAttribute('label') ?? srclang,
    ...(kind === 'subtitles' || kind === 'captions' ? { kind } : {}),
    ...(el.hasAttribute('default') ? { default: true } : {}),
  };
}

/** The options the element's attributes and children give createPlayer; no sources, nothing to play. */
export function optionsOf(host: Element): PlayerOptions {
  const children = [...host.children];
  const own = host.getAttribute('src');
  const sources = own ? [{ src: own }] : children.flatMap((el) => (el.localName === 'source' ? (sourceOf(el) ?? []) : []));
  const textTracks = children.flatMap((el) => (el.localName === 'track' ? (trackOf(el) ?? []) : []));
  const text = (name: string) => host.getAttribute(name) ?? undefined;
  return {
    sources,
    textTracks,
    poster: text('poster'),
    title: text('title'),
    autoplay: host.hasAttribute('autoplay'),
    muted: host.hasAttribute('muted'),
    loop: host.hasAttribute('loop'),
    embed: host.hasAttribute('embed'),
  };
}
