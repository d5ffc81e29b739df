import { describe, expect, it } from 'vitest';
import { injectStyles, PLAYER_CSS, THEME_DEFAULTS } from './styles.js';

/** Just enough of a Document for injectStyles. */
function fakeDocument() {
  const nodes: { id: string; textContent: string }[] = [];
  return {
    nodes,
    getElementById: (id: string) => nodes.find((n) => n.id === id) ?? null,
    createElement: () => ({ id: '', textContent: '' }),
    head: { append: (n: { id: string; textContent: string }) => nodes.push(n) },
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

  it('reads every theme property with its default, and never declares one (a page sets them)', () => {
    for (const [name, fallback] of Object.entries(THEME_DEFAULTS)) expect(PLAYER_CSS).toContain(`var(${name}, ${fallback})`);
    expect(PLAYER_CSS).not.toMatch(/--reel-[a-z-]+\s*:/);
    expect(Object.keys(THEME_DEFAULTS)).toEqual(expect.arrayContaining(['--reel-accent', '--reel-bg', '--reel-fg', '--reel-radius']));
  });

  it('hides the related toggle in a player of 420 px or less', () => {
    expect(PLAYER_CSS).toContain('@container (max-width: 420px){.reel-player .reel-related-toggle{display:none}}');
  });
});
