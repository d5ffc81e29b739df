// The player's stylesheet file, made from its one source (src/stylesheet.ts, the strings the player
// injects). The build writes it to dist/reel-player.css (rollup.config.mjs); inside this repository
// the Vite and Vitest configurations serve `@reel/player/styles.css` from the source through
// reelSourceStyles(), as the "reel-source" export condition does for the code, so nothing needs a
// build first. Not part of the published package.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** The specifier a page imports, and the file it names in the package. */
export const STYLESHEET_SPECIFIER = '@reel/player/styles.css';
export const STYLESHEET_FILE = fileURLToPath(new URL('./dist/reel-player.css', import.meta.url));

/** The whole stylesheet, read from the TypeScript source. */
export async function loadStylesheet() {
  const { STYLESHEET } = await tsImport('./src/stylesheet.ts', import.meta.url);
  return STYLESHEET;
}

/** A Vite plugin: `@reel/player/styles.css` is the source's stylesheet, built or not. */
export function reelSourceStyles() {
  return {
    name: 'reel-source-styles',
    enforce: 'pre',
    resolveId(id) {
      return id === STYLESHEET_SPECIFIER ? STYLESHEET_FILE : null;
    },
    load(id) {
      return id === STYLESHEET_FILE ? loadStylesheet() : null;
    },
  };
}
