// Types of stylesheet.mjs. The plugin is typed by its shape, which Vite's Plugin accepts.
export declare const STYLESHEET_SPECIFIER: '@reel/player/styles.css';
export declare const STYLESHEET_FILE: string;
export declare function loadStylesheet(): Promise<string>;
export declare function reelSourceStyles(): {
  name: string;
  enforce: 'pre';
  resolveId(id: string): string | null;
  load(id: string): Promise<string> | null;
};
