import type { Plugin } from 'vite';

/** The entry's stylesheet written into index.html as a `<style>`: the shell's rules are a few KB
 * compressed, and a `<link>` would hold the first paint, and with it a page's first video frame, for
 * one more round trip. Route chunks' own stylesheets still load as files, before their chunk
 * renders. `base` is the app's public path (Vite's `base`), under which index.html names assets. */
export function inlineEntryStyles(base: string): Plugin {
  const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, (c) => `\\${c}`);
  const link = new RegExp(`<link rel="stylesheet"[^>]*href="${escaped}(assets/[^"]+\\.css)"[^>]*>`, 'g');
  return {
    name: 'reel-inline-entry-styles',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(link, (tag, file: string) => {
          const asset = bundle[file];
          // A `</style>` inside a string of the stylesheet would end the element early: keep the link.
          if (asset?.type !== 'asset' || /<\/style/i.test(String(asset.source))) return tag;
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}
