import { describe, expect, it } from 'vitest';
import { addStyles, injectStyles, PLAYER_CSS, THEME_DEFAULTS } from './styles.js';

interface FakeStyle {
  id: string;
  textContent: string;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
}

/** Just enough of a Document for injectStyles. */
function fakeDocument() {
  const nodes: FakeStyle[] = [];
  return {
    nodes,
    getElementById: (id: string) => nodes.find((n) => n.id === id) ?? null,
    createElement: (): FakeStyle => ({
      id: '',
      textContent: '',
      attributes: {},
      setAttribute(name, value) {
        this.attributes[name] = value;
      },
    }),
    head: { append: (n: FakeStyle) => nodes.push(n) },
  };
}

describe('styles', () => {
  it('is injected once per document', () => {
    const doc = fakeDocument();
    injectStyles(doc as unknown as Document);
    injectStyles(doc as unknown as Document);
    expect(doc.nodes).toHaveLength(1);
    expect(doc.nodes[0].textContent).toBe(PLAYER_CSS);
  });

  it("carries the page's CSP nonce, and none when the page has none", () => {
    const withNonce = fakeDocument();
    injectStyles(withNonce as unknown as Document, 'reel-player-styles', PLAYER_CSS, 'r4nd0m');
    expect(withNonce.nodes[0].attributes).toEqual({ nonce: 'r4nd0m' });
    const without = fakeDocument();
    injectStyles(without as unknown as Document);
    expect(without.nodes[0].attributes).toEqual({});
  });

  it('follows the options: the nonce is passed on, and injectStyles: false adds nothing', () => {
    const doc = fakeDocument();
    addStyles(doc as unknown as Document, { styleNonce: 'abc' }, 'reel-share-styles', '.x{}');
    expect(doc.nodes.map((n) => [n.id, n.textContent, n.attributes.nonce])).toEqual([['reel-share-styles', '.x{}', 'abc']]);
    const linked = fakeDocument();
    addStyles(linked as unknown as Document, { injectStyles: false, styleNonce: 'abc' });
    expect(linked.nodes).toHaveLength(0);
  });

  it('reads every theme property with its default, and never declares one (a page sets them)', () => {
    for (const [name, fallback] of Object.entries(THEME_DEFAULTS)) expect(PLAYER_CSS).toContain(`var(${name}, ${fallback})`);
    expect(PLAYER_CSS).not.toMatch(/--reel-[a-z-]+\s*:/);
    expect(Object.keys(THEME_DEFAULTS)).toEqual(expect.arrayContaining(['--reel-accent', '--reel-bg', '--reel-fg', '--reel-radius']));
  });

  it('hides the related toggle in a player of 420 px or less', () => {
    expect(PLAYER_CSS).toContain('@container (max-width: 420px){.reel-player .reel-related-toggle{display:none}}');
  });
});
