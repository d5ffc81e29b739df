// The player's CSS, kept as strings: injected once per document by default, so `@reel/player` works
// as a single import, and written to dist/reel-player.css by the build (src/stylesheet.ts) for a page
// whose Content-Security-Policy forbids injected styles. Theme through CSS custom properties set on
// the container or any ancestor; every use carries its default, so nothing here overrides a page.

/** The theme's names; each is set as the custom property `--reel-<name>`. */
export type ThemeName = 'accent' | 'bg' | 'fg' | 'radius' | 'font' | 'overlay' | 'bar-bg' | 'aspect';

const THEME: Readonly<Record<ThemeName, string>> = {
  // White text on it (Play now, the checked quality) needs a contrast of 4.5:1 at least: this red gives 5.0.
  accent: '#d32f2f',
  bg: '#000',
  fg: '#fff',
  radius: '4px',
  font: 'system-ui, sans-serif',
  overlay: 'rgba(0, 0, 0, .78)',
  'bar-bg': 'linear-gradient(transparent, rgba(0, 0, 0, .75))',
  aspect: '16 / 9',
};

export type ThemeProperty = `--reel-${ThemeName}`;
/** The custom properties a page may set, with their defaults (docs/player.md, Theming). */
export const THEME_DEFAULTS: Readonly<Record<ThemeProperty, string>> = Object.fromEntries(
  Object.entries(THEME).map(([k, v]) => [`--reel-${k}`, v]),
) as Record<ThemeProperty, string>;

export const v = (name: ThemeName): string => `var(--reel-${name}, ${THEME[name]})`;
export const P = '.reel-player';

// What createPlayer shows before its controls exist: the box, the poster, the picture, the VR
// canvas and a deleted video's notice. It goes in with the player; the controls' rules come with
// the controls, a task later, so the page's first style pass after createPlayer (which comes before
// the video's file is asked for) has a dozen rules to match, not eighty.
export const STAGE_CSS = `
${P}{position:relative;width:100%;aspect-ratio:${v('aspect')};overflow:hidden;background:${v('bg')};color:${v('fg')};font:14px/1.3 ${v('font')};border-radius:${v('radius')};user-select:none;-webkit-tap-highlight-color:transparent}
${P} [hidden]{display:none!important}
${P}:focus-visible,${P} :focus-visible{outline:2px solid ${v('accent')};outline-offset:2px}
${P} .reel-stage,${P} .reel-vr-canvas{position:absolute;inset:0}
${P} .reel-poster{position:absolute;inset:0;width:100%;height:100%;object-fit:contain}
${P} video{width:100%;height:100%;display:block;object-fit:contain;background:${v('bg')}}
${P}.reel-vr video{opacity:0}
${P} .reel-vr-canvas{width:100%;height:100%;touch-action:none;cursor:grab}
${P} .reel-deleted{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;text-align:center}
${P} .reel-icon{width:24px;height:24px;fill:currentColor}
${P} .reel-deleted .reel-icon{width:64px;height:64px}
${P} .reel-deleted-search{color:inherit;text-decoration:underline}
`;

// The captions use the browser's own text-track rendering; while the control bar shows they rise
// above it (Blink and WebKit let a page move their cue box; elsewhere they stay at the bottom).
// The player's width is the container its bars' queries read.
export const CONTROLS_CSS = `
${P}{container-type:inline-size}
${P} .reel-top{position:absolute;top:0;left:0;right:0;display:flex;align-items:center;gap:12px;padding:10px 12px;background:linear-gradient(rgba(0,0,0,.7),transparent);transition:opacity .25s}
${P} .reel-top a{color:inherit;text-decoration:none}
${P} .reel-title{flex:1;font-size:16px;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${P} .reel-channel{opacity:.85}
${P} .reel-logo img{height:24px;display:block}
${P} .reel-bar{position:absolute;left:0;right:0;bottom:0;padding:0 8px 4px;background:${v('bar-bg')};transition:opacity .25s}
${P}.reel-idle{cursor:none}
${P}.reel-idle .reel-bar,${P}.reel-idle .reel-top{opacity:0;pointer-events:none}
${P} .reel-row{display:flex;align-items:center;gap:2px}
${P} .reel-spacer{flex:1}
${P} .reel-btn{appearance:none;display:inline-flex;align-items:center;justify-content:center;min-width:40px;height:40px;padding:0;border:0;border-radius:${v('radius')};background:none;color:inherit;font:inherit;cursor:pointer;text-decoration:none}
${P} .reel-btn:hover{color:${v('accent')}}
${P} .reel-btn img{max-width:24px;max-height:24px}
${P} .reel-time{padding:0 8px;font-size:13px;white-space:nowrap;font-variant-numeric:tabular-nums}
${P} .reel-volume{display:flex;align-items:center}
${P} .reel-volume-slider{width:80px;accent-color:${v('accent')}}
${P} .reel-seek{position:relative;height:18px;display:flex;align-items:center;cursor:pointer;touch-action:none}
${P} .reel-seek-track{position:relative;width:100%;height:4px;border-radius:2px;background:rgba(255,255,255,.25)}
${P} .reel-seek:hover .reel-seek-track{height:6px}
${P} .reel-seek-range{position:absolute;top:0;bottom:0;background:rgba(255,255,255,.4)}
${P} .reel-seek-played{position:absolute;left:0;top:0;bottom:0;background:${v('accent')};border-radius:inherit}
${P} .reel-preview{position:absolute;bottom:22px;transform:translateX(-50%);display:flex;flex-direction:column;align-items:center;gap:4px;pointer-events:none}
${P} .reel-preview-img{width:160px;height:90px;background-repeat:no-repeat;border:1px solid ${v('fg')};border-radius:${v('radius')}}
${P} .reel-preview-time{padding:2px 6px;border-radius:${v('radius')};background:${v('overlay')};font-size:12px}
${P} .reel-menu-wrap,${P} .reel-share-wrap{position:relative}
${P} .reel-quality{padding:0 8px;font-size:13px;font-weight:600}
${P} .reel-menu{position:absolute;right:0;bottom:44px;min-width:110px;padding:4px 0;border-radius:${v('radius')};background:${v('overlay')}}
${P} .reel-menu-item{display:block;width:100%;padding:7px 14px;border:0;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
${P} .reel-menu-item[aria-checked=true]{color:${v('accent')};font-weight:600}
${P} video::-webkit-media-text-track-container{transition:transform .25s}
${P}:not(.reel-idle) video::-webkit-media-text-track-container{transform:translateY(-60px)}
${P} .reel-bigplay{position:absolute;top:50%;left:50%;width:72px;height:72px;transform:translate(-50%,-50%);border-radius:50%;background:${v('accent')};display:none}
${P} .reel-bigplay .reel-icon{width:40px;height:40px}
${P}[data-state=idle] .reel-bigplay,${P}[data-state=paused] .reel-bigplay{display:inline-flex}
${P} .reel-spinner{position:absolute;top:50%;left:50%;width:48px;height:48px;margin:-24px 0 0 -24px;border:4px solid rgba(255,255,255,.3);border-top-color:${v('accent')};border-radius:50%;display:none;pointer-events:none;animation:reel-show .2s .5s both,reel-spin 1s linear .5s infinite}
${P}[data-state=buffering] .reel-spinner{display:block}
@keyframes reel-spin{to{transform:rotate(360deg)}}
@keyframes reel-show{from{opacity:0}to{opacity:1}}
${P} .reel-related{position:absolute;left:0;right:0;bottom:64px;padding:8px;background:${v('overlay')}}
${P} .reel-ads{position:absolute;inset:0;z-index:5;pointer-events:none}
${P} .reel-ads>*{pointer-events:auto}
${P}.reel-ad-active .reel-bigplay:not(.reel-ad-overlay),${P}.reel-ad-playing .reel-bar,${P}.reel-ad-playing .reel-top{display:none}
@container (max-width: 420px){${P} .reel-related-toggle{display:none}}
@container (max-width: 480px){${P} .reel-volume-slider,${P} .reel-time{display:none}}
`;

/** The player's own stylesheet: the stage's rules, then the controls'. */
export const PLAYER_CSS = STAGE_CSS + CONTROLS_CSS.trimStart();

const STYLE_ID = 'reel-player-styles';
const CONTROLS_STYLE_ID = 'reel-player-controls-styles';

/** Adds the stylesheet to `doc` unless it is there already (many players, one <style>). `nonce` is the
 * page's CSP nonce, so a policy with `style-src 'nonce-…'` accepts the injected <style>. */
export function injectStyles(doc: Document, id = STYLE_ID, css = PLAYER_CSS, nonce?: string): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = css;
  (doc.head ?? doc.documentElement).append(style);
}

/** How the page wants the player's styles (PlayerOptions): injected, with its nonce if it has one, or
 * not at all, because it links dist/reel-player.css itself. */
export interface StyleOptions {
  injectStyles?: boolean;
  styleNonce?: string;
}

/** injectStyles as the page's options say: every part of the player adds its styles through this.
 * The defaults are the stage's rules, which createPlayer adds at once. A page that injected the whole
 * PLAYER_CSS itself under the same id gets nothing more. */
export function addStyles(doc: Document, options: StyleOptions, id = STYLE_ID, css = STAGE_CSS): void {
  if (options.injectStyles !== false) injectStyles(doc, id, css, options.styleNonce);
}

/** The controls' rules, added with the controls (nothing when the page's own PLAYER_CSS is in). */
export function addControlsStyles(doc: Document, options: StyleOptions): void {
  if (doc.getElementById(STYLE_ID)?.textContent !== PLAYER_CSS) addStyles(doc, options, CONTROLS_STYLE_ID, CONTROLS_CSS);
}
