// The order in which a page asked to play loads what it needs. A browser asks in the order it reads
// the page and, over HTTP/1.1, has six connections to a host: a watch page that names its scripts in
// the head keeps its video file waiting behind every one of them, and their running then holds the
// main thread when the first frame would be shown. Such a page asks for its scripts, and runs them,
// once the video's first frame is on screen (or after a bound, so a slow or failed video never holds
// the page back): the visitor sees the video start as soon as a page holding only the video would
// show it, and the page and the player's controls draw around it. (Asking for the scripts while the
// file loads, at the video's `loadstart`, left the first frame later: they compete for the
// connections and the server.)
// The watch page not asked to play does the same with its poster, its largest paint, which the
// server draws in the HTML (posterBox.ts): its scripts are asked for once the poster is on screen,
// so the picture has the connection to itself instead of a sixth of it beside 150 KB of scripts.
// The page's data calls and the poster's own preload stay in the head: they are small, and the
// scripts want the data the moment they run. A page asked to play also writes its head's inline
// styles and data after the video: the parser reaches the video, and the video its file, first.
// When those styles do not lay out the video itself (the watch page places its video with the
// element's own attributes, and the app draws everything else), they wait inert in a `<template>`
// and the loader applies them just before it adds the scripts: the rendering that shows the first
// frame then has none of the site's stylesheet to parse and match.
import { FIRST_FRAME_WAIT_MS, POSTER_WAIT_MS } from '../constants.js';
import { inlineScript } from './serverScripts.js';

/** The module scripts, their preloads and the page's preloads of styles, data and pictures. */
const DEFERRED_TAG = /\n?[ \t]*<(script type="module"[^>]*><\/script|link rel="(?:modulepreload|preload)"[^>]*)>/g;

/** A tag's attributes as the loader recreates them (only the ones our heads write). */
interface Loaded {
  /** `script` for a module script; otherwise a link's rel. */
  kind: string;
  href: string;
  as?: string;
  fetchpriority?: string;
  /** The tag had `crossorigin`: a preload must match the request it stands for, or it is fetched twice. */
  cors?: true;
}

/** The `<template>` holding a page's inline styles until its loader runs. */
const DEFERRED_STYLES_ID = 'reel-deferred-styles';

const ENTITIES: Readonly<Record<string, string>> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** An attribute's value as written by tag() (html.ts), unescaped. */
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1].replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

function describe(tag: string): Loaded | null {
  const isScript = tag.startsWith('<script');
  const href = attribute(tag, isScript ? 'src' : 'href');
  const kind = isScript ? 'script' : attribute(tag, 'rel');
  if (!href || !kind) return null;
  const as = attribute(tag, 'as');
  const fetchpriority = attribute(tag, 'fetchpriority');
  const cors = /\scrossorigin[\s>=]/.test(tag);
  return { kind, href, ...(as && { as }), ...(fetchpriority && { fetchpriority }), ...(cors && { cors: true as const }) };
}

/** What the loader waits for, as script run with `v` the element and `run` the loader's start. */
const WAIT_FOR = {
  // The video's first frame shown (`requestVideoFrameCallback`, else `loadeddata`), or an error; at
  // once when the browser would not start the video on its own (still paused when it could play through).
  firstFrame:
    `v.addEventListener("error",run);` +
    `v.addEventListener("canplaythrough",function(){if(v.paused)run()});` +
    `if(v.requestVideoFrameCallback)v.requestVideoFrameCallback(function(){setTimeout(run,0)});else v.addEventListener("loadeddata",run)`,
  // The picture loaded and then painted (a task queued from the next frame's callback runs after
  // that frame), or an error.
  posterPainted:
    `function p(){requestAnimationFrame(function(){setTimeout(run,0)})}` +
    `if(v.complete&&v.naturalWidth)p();else{v.addEventListener("load",p);v.addEventListener("error",run)}`,
} as const;
type WaitFor = keyof typeof WAIT_FOR;

/**
 * The loader: every tag goes in, in its order, when `waitFor` says, or after `waitMs`, whichever
 * comes first; at once when the element is missing.
 */
function loaderScript(elementId: string, tags: Loaded[], waitFor: WaitFor, waitMs: number): string {
  // `<` written as an escape: no address can close the script element.
  const data = JSON.stringify(tags).replace(/</g, '\\u003c');
  return inlineScript(
    `(function(v,t,w){var d=document,s=0;` +
      `function add(x){var e=d.createElement(x.kind==="script"?"script":"link");if(x.cors)e.crossOrigin="anonymous";` +
      `if(x.kind==="script"){e.type="module";e.src=x.href}else{e.rel=x.kind;e.href=x.href;if(x.as)e.as=x.as;if(x.fetchpriority)e.fetchPriority=x.fetchpriority}d.head.appendChild(e)}` +
      // The deferred styles go in first: in the head, ahead of any stylesheet the scripts add, as in
      // a page that did not defer them.
      `function run(){if(!s){s=1;var c=d.getElementById(${JSON.stringify(DEFERRED_STYLES_ID)});if(c)d.head.appendChild(c.content);t.forEach(add)}}` +
      `if(!v){run();return}setTimeout(run,w);` +
      WAIT_FOR[waitFor] +
      `})(document.getElementById(${JSON.stringify(elementId)}),${data},${waitMs})`,
  );
}

/** `html` with its head rewritten by `edit` and what `edit` returns written just after the first
 * `after` in the body; unchanged when there is no head or no `after` after it. */
function fromHeadToAfter(html: string, after: string, edit: (head: string) => { head: string; insert: string }): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || html.indexOf(after, headEnd) < 0) return html;
  const { head, insert } = edit(html.slice(0, headEnd));
  const rest = html.slice(headEnd);
  const insertAt = rest.indexOf(after) + after.length;
  return `${head}${rest.slice(0, insertAt)}${insert}${rest.slice(insertAt)}`;
}

/** `html` with the tags `move` picks out of its head, and a loader for them just after `after`. */
function loadAfter(html: string, after: string, move: (tag: Loaded) => boolean, loader: (tags: Loaded[]) => string): string {
  return fromHeadToAfter(html, after, (head) => {
    const moved: Loaded[] = [];
    const kept = head.replace(DEFERRED_TAG, (found, tag: string) => {
      const loaded = describe(`<${tag}>`);
      if (!loaded || !move(loaded)) return found;
      moved.push(loaded);
      return '';
    });
    return { head: kept, insert: loader(moved) };
  });
}

/** The head's inline styles and data blocks (the settings, the player's boot data, JSON-LD). */
const HEAD_BLOCK = /\n?[ \t]*<(?:style\b[^>]*>[\s\S]*?<\/style>|script type="application\/(?:ld\+)?json"[^>]*>[\s\S]*?<\/script>)/g;

/** `html` with HEAD_BLOCK's blocks moved from its head to just after the first `after`. The parser
 * then reaches the video, and the video asks for its file, before reading the ~20 KB of styles and
 * data that the page's scripts and its later paint need but the video does not. With
 * `deferStyles`, the styles go first, inside the template the loader applies. */
function blocksAfter(html: string, after: string, deferStyles: boolean): string {
  return fromHeadToAfter(html, after, (head) => {
    const styles: string[] = [];
    const blocks: string[] = [];
    const kept = head.replace(HEAD_BLOCK, (block) => {
      const trimmed = block.trimStart();
      (deferStyles && trimmed.startsWith('<style') ? styles : blocks).push(trimmed);
      return '';
    });
    const template = styles.length ? `<template id="${DEFERRED_STYLES_ID}">${styles.join('')}</template>` : '';
    return { head: kept, insert: template + blocks.join('') };
  });
}

export interface FirstFrameOrder {
  /** The head's inline styles lay out the video (the embed's player fills its frame by them): they
   * apply from the first paint. Otherwise they wait for the loader. */
  stylesPlaceVideo: boolean;
}

/**
 * `html` with every tag DEFERRED_TAG names taken out of its head, and a loader for them written just
 * after the first `after` (the element holding the `<video>` of id `videoId`), behind the head's
 * styles and data (blocksAfter), the styles inert until the loader runs unless they place the video.
 */
export function scriptsAfterFirstFrame(html: string, after: string, videoId: string, order: FirstFrameOrder): string {
  const loading = loadAfter(
    html,
    after,
    () => true,
    (tags) => loaderScript(videoId, tags, 'firstFrame', FIRST_FRAME_WAIT_MS),
  );
  return blocksAfter(loading, after, !order.stylesPlaceVideo);
}

/** A page's scripts, their preloads and its stylesheets' preloads: what the poster goes before. */
const isCode = (tag: Loaded) => tag.kind === 'script' || tag.kind === 'modulepreload' || tag.as === 'style';

/**
 * `html` with its scripts, their preloads and its style preloads taken out of its head, and a
 * loader for them written just after the first `after` (the HTML holding the `<img>` of id
 * `posterId`), which adds them once the poster has painted.
 */
export function scriptsAfterPoster(html: string, after: string, posterId: string): string {
  return loadAfter(html, after, isCode, (tags) => loaderScript(posterId, tags, 'posterPainted', POSTER_WAIT_MS));
}
