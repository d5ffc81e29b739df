// @vitest-environment jsdom
// createPlayer's styles in a real DOM: injected once with the page's nonce, or left to the page.
import { afterEach, describe, expect, it } from 'vitest';
import { createPlayer } from './player.js';
import type { Player, PlayerOptions } from './playerTypes.js';

const players: Player[] = [];

function mount(options: Partial<PlayerOptions>): Player {
  const host = document.createElement('div');
  document.body.append(host);
  const player = createPlayer(host, {
    video: { video_id: 1, title: 'Clip', dir: 'clip' },
    // The media never arrives: these tests are about what createPlayer does at once.
    loadMedia: () => new Promise(() => {}),
    storage: null,
    pageUrl: 'https://example.test/video/1/clip/',
    ...options,
  });
  players.push(player);
  return player;
}

afterEach(() => {
  for (const player of players.splice(0)) player.destroy();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('createPlayer and the stylesheet', () => {
  it('injects one <style> for every player of the document, carrying the nonce', () => {
    mount({ styleNonce: 'n0nce' });
    mount({ styleNonce: 'n0nce' });
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0].id).toBe('reel-player-styles');
    expect(styles[0].getAttribute('nonce')).toBe('n0nce');
    expect(styles[0].textContent).toContain('.reel-player{');
  });

  it('adds no <style> at all with injectStyles: false, and still builds the player', () => {
    const player = mount({ injectStyles: false, styleNonce: 'ignored' });
    expect(document.querySelectorAll('style')).toHaveLength(0);
    expect(player.element.classList.contains('reel-player')).toBe(true);
  });
});
